import { request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';

/** A complete answer: the reference server's, or one the harness made up. */
export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/** A request as the harness received it, its body already read (so it can be replayed after a delay). */
export interface Received {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export async function receive(req: IncomingMessage): Promise<Received> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
}

/** Asks the reference server (the upstream) the same question and reads its whole answer. */
export function askUpstream(upstream: URL, received: Received): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: received.method,
        path: received.path,
        headers: { ...received.headers, host: upstream.host, connection: 'close' },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(received.body);
  });
}

/** Writes a complete answer (framing headers recomputed for the body as it is now). */
export function send(res: ServerResponse, answer: Answer): void {
  if (res.destroyed) return;
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name, value]) => value !== undefined && !['transfer-encoding', 'content-length', 'connection'].includes(name)),
  );
  res.writeHead(answer.status, { ...headers, 'content-length': String(answer.body.length) } as Record<string, string | string[]>);
  res.end(answer.body);
}
