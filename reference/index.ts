import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConnectionConfig } from '../engine/connection.js';
import { ToolError } from '../engine/tool-error.js';
import type { OperationKey } from '../specs/operations.js';
import type { FaultName } from './faults/catalogue.js';
import { DEFAULT_DEPRECATION_DATES } from './http/deprecation-dates.js';
import { serveRequest, type ServeSettings } from './http/pipeline.js';
import { BASE_PATH } from './http/routes.js';
import { behaviourFor, type PersonalityName } from './personalities/index.js';
import type { RateLimit } from './personalities/behaviour.js';
import { Clock } from './state/clock.js';
import { seed } from './state/seed/index.js';
import { IdSource } from './state/ids.js';
import type { World } from './world.js';
import { Replica } from './state/replica.js';

export { faults, FAULT_NAMES, isFaultName, type FaultName } from './faults/catalogue.js';
export { personalityCatalogue, PERSONALITY_NAMES, isPersonalityName, type PersonalityName } from './personalities/index.js';

export interface ReferenceOptions {
  /** Interface to bind; default 127.0.0.1 (loopback only). */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  faults?: FaultName[];
  personality?: PersonalityName;
  /** Operations that answer 410 Gone with an error body (VERSION.REMOVAL). */
  removed?: OperationKey[];
  /** Largest request body served; larger ones answer 413. Default 1 MiB. */
  maxBodyBytes?: number;
  sunset?: Date;
  deprecation?: Date;
  /** A limit by time in place of the personality's (a test's own rate: 10 requests a second, say). */
  rateLimit?: RateLimit;
}

export interface RunningReference {
  /** Base URL including /v1, e.g. http://127.0.0.1:PORT/v1 */
  readonly url: string;
  /** What `pm-conformance run` needs to reach this server and its fixtures. */
  readonly config: ConnectionConfig;
  close(): Promise<void>;
  /** A deep copy of all stored state, for before/after comparisons. */
  snapshot(): unknown;
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

function settingsOf(options: ReferenceOptions): ServeSettings {
  const dates = { deprecation: options.deprecation ?? DEFAULT_DEPRECATION_DATES.deprecation, sunset: options.sunset ?? DEFAULT_DEPRECATION_DATES.sunset };
  if (dates.sunset < dates.deprecation) throw new ToolError('the sunset date must not be earlier than the deprecation date (RFC 9745 §3)');
  return { removed: new Set(options.removed), maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, dates };
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(new ToolError(`cannot listen on ${host}:${port}: ${error.code ?? error.message}`)));
    server.listen(port, host, () => resolve(server.address() as AddressInfo));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections(); // idle and active: close() alone waits for keep-alive clients
  });
}

/** Starts the embedded reference server: an in-memory, conforming implementation of the API (plus faults). */
export async function startReferenceServer(options: ReferenceOptions = {}): Promise<RunningReference> {
  const settings = settingsOf(options);
  const { state, handles } = seed();
  const behaviour = options.rateLimit ? { ...behaviourFor(options.personality), rateLimit: options.rateLimit } : behaviourFor(options.personality);
  const world: World = {
    state,
    handles,
    ids: new IdSource(),
    clock: new Clock(),
    behaviour,
    faults: new Set(options.faults),
    replica: new Replica(behaviour.readLagMs),
  };
  const server = createServer((request, response) => void serveRequest(request, response, world, settings));
  const host = options.host ?? '127.0.0.1';
  const address = await listen(server, options.port ?? 0, host);
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}${BASE_PATH}`;
  return {
    url,
    config: { baseUrl: url, ...handles },
    close: () => close(server),
    snapshot: () => structuredClone(state),
  };
}
