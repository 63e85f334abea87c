import { unknownIdLike } from '../../generators/parameters/unknown-id.js';
import type { ScenarioContext } from './scenario-context.js';
import { removePerson } from './fixtures.js';
import { accepted } from './statuses.js';

/**
 * Whether the server tells "not on this project" apart on DELETE: it answers a person id that is on
 * no project with something other than 2xx. Only then can a later DELETE reveal whether a person is
 * still there; an idempotent DELETE (200 for anyone) leaves the question open. The id has the shape of
 * a real person id (`like`), so that a server refusing malformed ids but idempotent for well-formed
 * ones is not taken for one that distinguishes absence.
 */
export async function deleteDistinguishesAbsence(ctx: ScenarioContext, projectId: string, like: string): Promise<boolean> {
  // A linear congruential sequence from the run's seed: the same seed sends the same id.
  let state = ctx.seedFor('absent-person') >>> 0;
  const unknown = unknownIdLike(like, (below) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  });
  const exchange = await removePerson(ctx, projectId, unknown, 'calibrate: DELETE a person who is on no project');
  return !accepted(exchange) && exchange.response !== undefined && exchange.response.status < 500;
}
