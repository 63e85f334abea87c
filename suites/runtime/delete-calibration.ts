import type { ScenarioContext } from './scenario-context.js';
import { removePerson } from './fixtures.js';
import { accepted } from './statuses.js';

/**
 * Whether the server tells "not on this project" apart on DELETE: it answers a person id that is on
 * no project with something other than 2xx. Only then can a later DELETE reveal whether a person is
 * still there; an idempotent DELETE (200 for anyone) leaves the question open.
 */
export async function deleteDistinguishesAbsence(ctx: ScenarioContext, projectId: string): Promise<boolean> {
  const unknown = `pmcabsent${(ctx.seedFor('absent-person') >>> 0).toString(16)}`;
  const exchange = await removePerson(ctx, projectId, unknown, 'calibrate: DELETE a person who is on no project');
  return !accepted(exchange) && exchange.response !== undefined && exchange.response.status < 500;
}
