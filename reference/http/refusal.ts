import type { RefusalKind } from '../personalities/behaviour.js';

/**
 * A request the reference does not serve. Thrown by handlers, turned into an error answer in one
 * place (error-reply.ts), where the personality picks the status and the faults bend the body.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';

  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    // No stack: a refusal is an answer, not a bug, and half the requests of a run are refused.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}

export function refuse(kind: RefusalKind, code: string, message: string, data?: Record<string, unknown>): never {
  throw new Refusal(kind, code, message, data);
}

/** A 500 on purpose: only faults crash (SERVER.NO_5XX is what they violate). */
export function crash(message: string): never {
  throw new Refusal('crash', 'INTERNAL_ERROR', message);
}
