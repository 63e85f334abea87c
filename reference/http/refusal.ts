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
    super(message);
  }
}

export function refuse(kind: RefusalKind, code: string, message: string, data?: Record<string, unknown>): never {
  throw new Refusal(kind, code, message, data);
}

/** A 500 on purpose: only faults crash (SERVER.NO_5XX is what they violate). */
export function crash(message: string): never {
  throw new Refusal('crash', 'INTERNAL_ERROR', message);
}
