import type { ErrorBody } from '../../specs/types.js';
import { activeFaults, type ErrorPayload } from '../faults/catalogue.js';
import { hasFault, type World } from '../world.js';
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
  // auth-401-without-challenge: the status RFC 6750 gives, without the challenge that goes with it.
  const bare401 = refusal.kind === 'unauthenticated' && hasFault(world, 'auth-401-without-challenge');
  // validation-refused-422: a framework's validation answer (FastAPI, Laravel, Rails' unprocessable_entity).
  const unprocessable = refusal.kind === 'invalid' && hasFault(world, 'validation-refused-422');
  const status = bare401 ? 401 : unprocessable ? 422 : world.behaviour.statuses[refusal.kind];
  const headers = bare401 ? undefined : world.behaviour.refusalHeaders[refusal.kind];
  return { status, ...(headers ? { headers } : {}), ...bodyOf(refusal, status, world) };
}
