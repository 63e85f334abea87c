import type { ClientOptions } from './client.js';

/**
 * What a command that talks to a server may bound or set on its client, from the shared options
 * (cli/options/server-options.ts): requests in flight, per second, the per-request timeout, the
 * token refresh of --token-command, and the User-Agent (ClientOptions.userAgent, default
 * pm-conformance/<version>).
 */
export type ClientBounds = Partial<Pick<ClientOptions, 'concurrency' | 'rate' | 'timeoutMs' | 'refreshToken'>> & { readonly userAgent?: string };

/** The bounds given, without the undefined ones (so they never override a default with nothing). */
export function boundsOf(bounds: ClientBounds | undefined): ClientBounds {
  return Object.fromEntries(Object.entries(bounds ?? {}).filter(([, value]) => value !== undefined)) as ClientBounds;
}
