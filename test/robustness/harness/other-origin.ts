import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the other origin received, with the Authorization it carried (if any). */
export interface Visit {
  readonly method: string;
  readonly path: string;
  readonly authorization?: string;
}

export interface OtherOrigin {
  readonly url: string;
  readonly visits: readonly Visit[];
  close(): Promise<void>;
}

/**
 * A second local server, the target of the harness's redirects: it records every request and whether it
 * carried a token. A client that follows a cross-origin redirect with its Authorization header shows here.
 */
export async function startOtherOrigin(): Promise<OtherOrigin> {
  const visits: Visit[] = [];
  const server = createServer((req, res) => {
    visits.push({ method: req.method ?? 'GET', path: req.url ?? '/', ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}) });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    visits,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A URL on loopback where nothing listens: every connection is refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/v1`;
}
