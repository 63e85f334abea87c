import type { TransportProblem } from '../exchange.js';

/** How far an answer had come when it broke off: its status line and headers, and this much body. */
export interface PartialAnswer {
  readonly status: number;
  readonly bytes: number;
}

function describeError(error: unknown, timeoutMs: number): TransportProblem {
  // DOMExceptions (AbortSignal.timeout's TimeoutError) carry a numeric legacy code.
  const code = String((error as { code?: unknown }).code ?? '');
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ECONNREFUSED') return { kind: 'refused', message: `connection refused (${message})` };
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return { kind: 'reset', message: `connection reset by the server (${message})` };
  if (code.includes('TIMEOUT') || (error as Error).name === 'TimeoutError') return { kind: 'timeout', message: `no complete answer within ${timeoutMs} ms` };
  if ((error as Error).name === 'AbortError') return { kind: 'aborted', message: 'request aborted' };
  return { kind: 'other', message: `${code ? `${code}: ` : ''}${message}` };
}

/**
 * Names what went wrong on the wire, in words a user can act on. When the answer had begun, says so:
 * a 200 cut off (or still trickling) after 8 bytes is a different server bug from no answer at all.
 */
export function describeProblem(error: unknown, timeoutMs: number, partial?: PartialAnswer): TransportProblem {
  const problem = describeError(error, timeoutMs);
  if (!partial) return problem;
  return { kind: problem.kind, message: `${problem.message}: the ${partial.status} answer had begun, and ${partial.bytes} bytes of its body had come` };
}
