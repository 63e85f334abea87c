import type { TransportProblem } from '../exchange.js';

/** Names what went wrong on the wire, in words a user can act on. */
export function describeProblem(error: unknown, timeoutMs: number): TransportProblem {
  // DOMExceptions (AbortSignal.timeout's TimeoutError) carry a numeric legacy code.
  const code = String((error as { code?: unknown }).code ?? '');
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ECONNREFUSED') return { kind: 'refused', message: `connection refused (${message})` };
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return { kind: 'reset', message: `connection reset by the server (${message})` };
  if (code.includes('TIMEOUT') || (error as Error).name === 'TimeoutError') return { kind: 'timeout', message: `no complete answer within ${timeoutMs} ms` };
  if ((error as Error).name === 'AbortError') return { kind: 'aborted', message: 'request aborted' };
  return { kind: 'other', message: `${code ? `${code}: ` : ''}${message}` };
}
