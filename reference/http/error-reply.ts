import type { ErrorBody } from '../../specs/types.js';
import { hasFault, type World } from '../world.js';
import type { Refusal } from './refusal.js';
import type { Reply } from './reply.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body of an error answer, as the faults bend it (ERROR.BODY). */
function bodyOf(refusal: Refusal, status: number, world: World): Pick<Reply, 'json' | 'text'> {
  if (status === 400 && hasFault(world, 'error-body-not-json')) return { text: 'Bad Request' };
  if (status === 400 && hasFault(world, 'error-body-array')) return { json: [{ message: refusal.message }] };
  const body: ErrorBody = { message: refusal.message, code: refusal.code, ...(refusal.data ? { data: refusal.data } : {}) };
  const sent = world.behaviour.errorBody(body);
  return { json: hasFault(world, 'error-body-code-number') && isObject(sent) ? { ...sent, code: status } : sent };
}

/** Every refusal answers with the error body `{ message, code, data? }` and the personality's status. */
export function errorReply(refusal: Refusal, world: World): Reply {
  const status = world.behaviour.statuses[refusal.kind];
  const headers = world.behaviour.refusalHeaders[refusal.kind];
  return { status, ...(headers ? { headers } : {}), ...bodyOf(refusal, status, world) };
}
