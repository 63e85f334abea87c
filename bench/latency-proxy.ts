import { createServer, request as forward, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LatencyProxy {
  /** The proxy's origin: swap it for the target's in a base URL. */
  readonly origin: string;
  /** Requests forwarded so far. */
  readonly forwarded: () => number;
  stop(): Promise<void>;
}

/**
 * An HTTP proxy on 127.0.0.1 that holds each request `latencyMs` before forwarding it to `target`
 * (an origin), as a server in another region would answer later: the delay is per request and
 * requests overlap freely, so what a run loses to it is what it sends one after the other.
 */
export async function startLatencyProxy(target: string, latencyMs: number): Promise<LatencyProxy> {
  const to = new URL(target);
  // Keep-alive to the server as a client's pool would: the delay stands for the network, not for connecting.
  // No Nagle on either side: a body written after its headers must not wait on a delayed ACK (40 ms).
  const agent = new Agent({ keepAlive: true, maxSockets: 256, noDelay: true });
  let forwarded = 0;
  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      setTimeout(() => {
        forwarded += 1;
        const upstream = forward(
          { host: to.hostname, port: to.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: to.host }, agent },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        upstream.on('error', () => {
          if (!outgoing.headersSent) outgoing.writeHead(502);
          outgoing.end();
        });
        upstream.end(Buffer.concat(chunks));
      }, latencyMs);
    });
  };
  const server = createServer({ keepAlive: true, noDelay: true }, handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    forwarded: () => forwarded,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
