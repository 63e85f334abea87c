import type { ConnectionConfig } from '../../engine/connection.js';
import type { Exchange } from '../../engine/exchange.js';
import type { Finding } from '../../engine/finding.js';
import { Journal } from '../../engine/fixture-state/journal.js';
import type { ApiClient, ApiRequest } from '../../engine/http/client.js';
import { DEFAULTS, type RunSettings } from '../../engine/settings.js';
import { parseOperationKey } from '../../specs/operations.js';
import type { ProfiledOperation } from '../../specs/operation-profiles/index.js';
import type { ScenarioCheck } from '../../suites/runtime/check-types.js';
import { Recorder } from '../../suites/runtime/recorder.js';
import { ScenarioContext } from '../../suites/runtime/scenario-context.js';
import { Sequence } from '../../suites/runtime/sequence.js';
import { exchange } from './exchange-factory.js';

/** What a fake server answers: a status and a JSON body (or none). */
export interface FakeAnswer {
  readonly status: number;
  readonly json?: unknown;
}

/** A server in a function: every request a check sends, answered in process, without a socket. */
export type FakeServer = (request: ApiRequest) => FakeAnswer;

export const OFFLINE_CONNECTION: ConnectionConfig = { baseUrl: 'http://127.0.0.1:9/v1', token: 't', projectId: 'p1', timesheetId: 't1' };

/** Keeps every finding, besides folding it into rows. */
export class CollectingRecorder extends Recorder {
  readonly all: Finding[] = [];

  override add(finding: Finding, rerun?: string): void {
    this.all.push(finding);
    super.add(finding, rerun);
  }
}

export function offlineSettings(connection: ConnectionConfig, overrides: Partial<RunSettings> = {}): RunSettings {
  return {
    seed: 7,
    numRuns: 10,
    concurrency: 1,
    timeoutMs: 5_000,
    maxBodyBytes: DEFAULTS.maxBodyBytes,
    only: [],
    exclude: [],
    requireDeprecationHeaders: false,
    strict: false,
    connection,
    retry: DEFAULTS.retry,
    snapshot: new Map(),
    rerunCommand: 'pm-conformance run --seed 7',
    ...overrides,
  };
}

/**
 * The exchange the client would record for `request` answered with `answer`, with the operation's
 * method: what may be re-checked on the spot depends on it (an add or a delete is not repeated).
 */
function recorded(request: ApiRequest, answer: FakeAnswer): Exchange {
  const made = exchange({ operation: request.operation, status: answer.status, ...(answer.json === undefined ? {} : { body: answer.json }) });
  return { ...made, request: { ...made.request, method: parseOperationKey(request.operation).method }, purpose: request.purpose };
}

/**
 * Runs one scenario check for one operation against a fake server, with no exchange check judging
 * the traffic: the findings are the check's own, each settled by the verdict model (strict or not).
 */
export async function runOffline(
  check: ScenarioCheck,
  operation: ProfiledOperation,
  server: FakeServer,
  overrides: Partial<RunSettings> = {},
  options: { readonly asUnit?: boolean } = {},
): Promise<{ findings: Finding[]; requests: ApiRequest[] }> {
  const requests: ApiRequest[] = [];
  const client = {
    send: (request: ApiRequest) => {
      requests.push(request);
      return Promise.resolve(recorded(request, server(request)));
    },
  } as unknown as ApiClient;
  const recorder = new CollectingRecorder();
  const settings = offlineSettings(overrides.connection ?? OFFLINE_CONNECTION, overrides);
  const ctx = new ScenarioContext(check, operation, recorder, { settings, client, journal: new Journal(), exchangeChecks: [] });
  // As runner/run-unit.ts runs a check: the whole check one sequence (`asUnit`), which its findings are judged on.
  await check.run(options.asUnit ? ctx.inSequence(new Sequence()) : ctx, operation);
  // Failures are confirmed on the spot (suites/runtime/confirm.ts): the unit's findings are in once the recorder settles, as run-unit awaits.
  await recorder.settled();
  return { findings: recorder.all, requests };
}

/** The verdicts of the findings, with the requirement each judged: "warn REQUEST.BODY_REQUIRED". */
export const verdictsOf = (findings: readonly Finding[]) => findings.map((finding) => `${finding.verdict} ${finding.requirement}`);
