import type { ErrorBody } from '../../specs/types.js';
import { activeFaults, type ErrorPayload } from '../faults/catalogue.js';
import type { World } from '../world.js';
import type { Refusal } from './refusal.js';
import type { Reply } from './reply.js';

/** The body of an error answer: the personality's, as the active faults' error body renderings bend it (ERROR.BODY). */
function bodyOf(refusal: Refusal, status: number, world: World): ErrorPayload {
  const body: ErrorBody = { message: refusal.message, code: refusal.code, ...(refusal.data ? { data: refusal.data } : {}) };
  const renderings = activeFaults(world.faults).flatMap((fault) => fault.errorBody ?? []);
  return renderings
    .filter((rendering) => rendering.status === undefined || rendering.status === status)
    .reduce<ErrorPayload>((shown, rendering) => rendering.as(shown, { body, status }), { json: world.behaviour.errorBody(body) });
}

/** Every refusal answers with the error body `{ message, code, data? }` and the personality's status. */
export function errorReply(refusal: Refusal, world: World): Reply {
  const status = world.behaviour.statuses[refusal.kind];
  const headers = world.behaviour.refusalHeaders[refusal.kind];
  return { status, ...(headers ? { headers } : {}), ...bodyOf(refusal, status, world) };
}
