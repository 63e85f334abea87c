import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Misbehaviour } from './rules.js';
import { send, type Answer, type Received } from './upstream.js';

/** What a misbehaviour works with: the exchange in progress, the reference's answer, and the harness itself. */
export interface Stage {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly received: Received;
  /** The reference server's answer to this very request (the request is applied there). */
  upstream(): Promise<Answer>;
  /** Stops listening for `downMs` (for good when undefined), dropping every open connection. */
  die(downMs?: number): void;
  /** Runs `work` after `ms`, unless the harness has been closed by then. */
  later(ms: number, work: () => void): void;
}

type Of<K extends Misbehaviour['kind']> = Extract<Misbehaviour, { kind: K }>;
type Handlers = { readonly [K in Misbehaviour['kind']]: (stage: Stage, action: Of<K>) => void };

const JSON_TYPE = { 'content-type': 'application/json' } as const;
const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>The upstream server did not answer.</p></body></html>';

/** Writes `chunk` again and again for as long as the client reads, never ending the body. */
function writeForever(res: ServerResponse, chunk: Buffer): void {
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
  };
  res.on('drain', pump);
  pump();
}

function every(res: ServerResponse, ms: number, work: () => void): void {
  const timer = setInterval(work, ms);
  res.on('close', () => clearInterval(timer));
}

const answerWith = (stage: Stage, change: (answer: Answer) => Answer) =>
  void stage.upstream().then(
    (answer) => send(stage.res, change(answer)),
    () => stage.res.destroy(),
  );

/** One function per misbehaviour: each leaves the client something a broken or hostile server would. */
export const misbehave: Handlers = {
  reset: ({ req, res }) => {
    res.writeHead(200, JSON_TYPE).write('{"_id":"');
    setTimeout(() => req.socket.resetAndDestroy(), 20);
  },
  'applied-then-reset': (stage) =>
    void stage.upstream().then(
      (answer) => {
        if (stage.res.destroyed) return;
        const { 'transfer-encoding': _chunked, connection: _connection, ...headers } = answer.headers;
        stage.res.writeHead(answer.status, headers as Record<string, string | string[]>).write(answer.body.subarray(0, Math.floor(answer.body.length / 2)));
        setTimeout(() => stage.req.socket.resetAndDestroy(), 20);
      },
      () => stage.res.destroy(),
    ),
  hang: () => {},
  late: (stage, { ms }) => stage.later(ms, () => answerWith(stage, (answer) => answer)),
  trickle: ({ res }, { intervalMs }) => {
    res.writeHead(200, JSON_TYPE).write('{');
    every(res, intervalMs, () => res.write(' '));
  },
  'endless-body': ({ res }) => {
    res.writeHead(200, JSON_TYPE).write('[');
    writeForever(res, Buffer.from('0,'.repeat(32 * 1024)));
  },
  'large-body': ({ res }, { bytes }) =>
    send(res, { status: 200, headers: JSON_TYPE, body: Buffer.from(`{"padding":"${'x'.repeat(Math.max(0, bytes - 14))}"}`) }),
  'invalid-json': ({ res }) => send(res, { status: 200, headers: JSON_TYPE, body: Buffer.from('{"_id": "65a0", "title": ') }),
  'html-error': ({ res }, { status }) => send(res, { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(HTML_PAGE) }),
  'content-type': (stage, { value }) =>
    answerWith(stage, (answer) => {
      const { 'content-type': _dropped, ...headers } = answer.headers;
      return { ...answer, headers: value === undefined ? headers : { ...headers, 'content-type': value } };
    }),
  redirect: ({ res, received }, { status, location }) => send(res, { status, headers: { location: `${location}${received.path}` }, body: Buffer.alloc(0) }),
  status: ({ res }, { status, headers, body }) => send(res, { status, headers: { ...JSON_TYPE, ...headers }, body: Buffer.from(body ?? '') }),
  'echo-token': ({ res, received }, { form, offset = 0 }) => {
    const token = (received.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const body = form === 'json' ? JSON.stringify({ _id: 42, echo: token }) : `${'-'.repeat(offset)}${token} is not a valid session`;
    send(res, { status: 200, headers: { ...JSON_TYPE, 'x-echo-token': token, location: `/login?token=${token}` }, body: Buffer.from(body) });
  },
  drop: ({ req }) => req.socket.destroy(),
  garbage: ({ req }) => req.socket.end('\u0000\u00ffSSH-2.0-garbage\r\nnot http at all\r\n\r\n'),
  die: (stage, { downMs }) => stage.die(downMs),
};

/** Applies one misbehaviour to the request in progress. */
export function apply(stage: Stage, action: Misbehaviour): void {
  (misbehave[action.kind] as (stage: Stage, action: Misbehaviour) => void)(stage, action);
}
