import type { ConnectionConfig } from '../engine/connection.js';

/**
 * Calls `work` with the server to certify: the given one, or the embedded reference server, started
 * on loopback for the duration of the call.
 */
export async function withServer<T>(
  connection: ConnectionConfig | undefined,
  work: (connection: ConnectionConfig, embedded: boolean) => Promise<T>,
): Promise<T> {
  if (connection) return work(connection, false);
  const { startReferenceServer } = await import('./index.js');
  const server = await startReferenceServer();
  try {
    return await work(server.config, true);
  } finally {
    await server.close();
  }
}
