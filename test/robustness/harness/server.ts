import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConnectionConfig } from '../../../engine/connection.js';
import type { OperationKey } from '../../../specs/operations.js';
import { apply, type Stage } from './misbehave.js';
import { operationOf, RuleBook, type Misbehaviour, type Rule } from './rules.js';
import { askUpstream, receive, send } from './upstream.js';

/** One request the harness received, and what it did with it. */
export interface LoggedRequest {
  /** Milliseconds since the harness started. */
  readonly at: number;
  readonly method: string;
  readonly path: string;
  readonly operation?: OperationKey;
  readonly misbehaviour?: Misbehaviour['kind'];
  readonly status?: number;
  /** The request body (to tell one check's requests from another's). */
  readonly body: string;
  /** The Authorization header it carried (so a test can tell which tokens reached the harness). */
  readonly authorization?: string;
  /** Bytes the harness had written on the connection when the exchange ended (set on close). */
  bytesWritten?: number;
}

export interface MisbehavingServer {
  /** Base URL including /v1, on the harness's own port. */
  readonly url: string;
  /** The reference server's fixtures, reached through the harness. */
  readonly config: ConnectionConfig;
  readonly log: readonly LoggedRequest[];
  /** Whether the harness is listening (false while it plays dead). */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** The server every unclaimed request is proxied to (a running reference server). */
  readonly upstream: { readonly url: string; readonly config: ConnectionConfig };
  readonly rules: readonly Rule[];
}

/**
 * A misbehaving server on 127.0.0.1 (port 0): a proxy in front of the reference server that answers
 * chosen requests (by operation and count) as a broken, slow or hostile server would.
 */
export async function startMisbehavingServer(options: HarnessOptions): Promise<MisbehavingServer> {
  const upstream = new URL(options.upstream.url);
  const book = new RuleBook(options.rules);
  const log: LoggedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const startedAt = Date.now();
  let closed = false;
  let listening = false;
  let port = 0;

  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) work();
    }, ms);
    timers.add(timer);
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        listening = true;
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      listening = false;
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const die = (downMs?: number) => {
    void stop();
    if (downMs !== undefined) later(downMs, () => void listen());
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const received = await receive(req);
    const operation = operationOf(received.method, received.path);
    const body = received.body.toString('utf8');
    const action = book.decide(operation, body);
    const authorization = received.headers.authorization;
    const entry = {
      at: Date.now() - startedAt,
      method: received.method,
      path: received.path,
      body,
      ...(operation ? { operation } : {}),
      ...(authorization ? { authorization } : {}),
    };
    const stage: Stage = { req, res, received, upstream: () => askUpstream(upstream, received), die, later };
    if (action) {
      const logged: LoggedRequest = { ...entry, misbehaviour: action.kind, ...(action.kind === 'status' ? { status: action.status } : {}) };
      log.push(logged);
      // Counts what an endless body cost: the client must stop reading at its cap.
      res.on('close', () => {
        logged.bytesWritten = req.socket.bytesWritten;
      });
      return apply(stage, action);
    }
    const answer = await stage.upstream();
    log.push({ ...entry, status: answer.status });
    send(res, answer);
  };
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  await listen();

  return {
    url: `http://127.0.0.1:${port}/v1`,
    config: { ...options.upstream.config, baseUrl: `http://127.0.0.1:${port}/v1` },
    log,
    get listening() {
      return listening;
    },
    close: async () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      if (listening) await stop();
    },
  };
}
