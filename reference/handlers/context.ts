import type { OperationKey } from '../../specs/operations.js';
import type { Reply } from '../http/reply.js';
import type { Caller } from '../state/model.js';
import type { World } from '../world.js';

/** One authenticated request to one operation. */
export interface HandlerContext {
  readonly operation: OperationKey;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The request body as received ('' when none). */
  readonly rawBody: string;
  readonly caller: Caller;
  readonly world: World;
}

export type Handler = (ctx: HandlerContext) => Reply;

/** The value of a path parameter the route guarantees. */
export const param = (ctx: HandlerContext, name: string): string => ctx.params[name] ?? '';
