import { SPECIFIED_OPERATION_KEYS } from '../../../specs/operations.js';
import type { Exchange } from '../../../engine/exchange.js';
import type { RequirementId } from '../../../specs/requirements.js';
import type { RequestSchemaName } from '../../../specs/schemas/index.js';
import { addTemporaryPerson, allowAnyDomain, okBody, readProject, readTimesheet, removePerson, uniqueEmail } from '../../runtime/fixtures.js';
import { describeDifferences, differences } from '../../runtime/read-back.js';
import { type ScenarioContext } from '../../runtime/scenario-context.js';
import { personIdOf } from '../../../specs/person-id.js';
import { statusOf } from '../../runtime/statuses.js';
import { queryWithUnknown, UNKNOWN_QUERY_PARAMETER } from '../../runtime/unknown-query.js';
import type { ScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

type Operation =
  'PATCH /projects/{projectId}' | 'PATCH /timesheets/{timesheetId}' | 'POST /projects/{projectId}/people' | 'DELETE /projects/{projectId}/people/{personId}';

const probe = `?${UNKNOWN_QUERY_PARAMETER}=1`;

function send(ctx: ScenarioContext, operation: Operation, params: Record<string, string>, body?: unknown): Promise<Exchange> {
  return ctx.send({
    operation,
    params,
    query: queryWithUnknown(operation),
    purpose: `undeclared query parameter ${probe}`,
    ...(body === undefined ? {} : { body }),
  });
}

const observed = (ctx: ScenarioContext, exchange: Exchange) =>
  ctx.report({ verdict: 'observe', message: `an undeclared query parameter (${probe}) answered ${statusOf(exchange)}` });

/** An update with the probe that was answered 200 must be applied: a later PATCH {} shows it. */
async function updateKept(ctx: ScenarioContext, operation: Operation, body: Record<string, unknown>): Promise<void> {
  const project = operation === 'PATCH /projects/{projectId}';
  const [schema, requirement]: [RequestSchemaName, RequirementId] = project
    ? ['project-update', 'PROJECT.UPDATE.PERSISTS']
    : ['timesheet-update', 'TIMESHEET.PERSISTS'];
  const exchange = await send(ctx, operation, project ? { projectId: ctx.config.projectId } : { timesheetId: ctx.config.timesheetId }, body);
  observed(ctx, exchange);
  if (!okBody(exchange)) return;
  const readBack = project ? await readProject(ctx, ctx.config.projectId) : await readTimesheet(ctx, ctx.config.timesheetId);
  const after = okBody(readBack);
  if (!after) return;
  const lost = differences(schema, body, after).filter((difference) => difference.sameness === 'different');
  ctx.report(
    lost.length === 0
      ? { verdict: 'pass', requirement, message: `an update sent with ${probe} and answered 200 was applied` }
      : {
          verdict: 'fail',
          requirement,
          exchange: readBack,
          counterexample: body,
          message: violates(requirement, `200 for an update sent with ${probe}, but a later read does not show it: ${describeDifferences(lost)}`),
        },
  );
}

async function addAndUndo(ctx: ScenarioContext): Promise<void> {
  const exchange = await send(ctx, 'POST /projects/{projectId}/people', { projectId: ctx.config.projectId }, { permission: 'member', email: uniqueEmail(ctx) });
  observed(ctx, exchange);
  const personId = personIdOf(okBody(exchange));
  if (personId) await removePerson(ctx, ctx.config.projectId, personId, `remove the person added with ${probe}`);
}

async function deleteWithProbe(ctx: ScenarioContext): Promise<void> {
  const { personId } = await addTemporaryPerson(ctx, ctx.config.projectId, `add a person to delete with ${probe}`);
  if (!personId) return ctx.skip('no person could be added to delete');
  const exchange = await send(ctx, 'DELETE /projects/{projectId}/people/{personId}', { projectId: ctx.config.projectId, personId });
  observed(ctx, exchange);
  if (exchange.response?.status !== 200) await removePerson(ctx, ctx.config.projectId, personId, `remove the person ${probe} did not delete`);
}

/**
 * REQUEST.UNKNOWN_QUERY — each operation is sent with a query parameter it does not declare. Whether
 * that is refused is not shown: 200 and 400 are observed. A 5xx fails (no-server-error), and an
 * update answered 200 must still be applied.
 */
export const unknownQueryParameter: ScenarioCheck = {
  kind: 'scenario',
  id: 'unknown-query-parameter',
  requirement: 'REQUEST.UNKNOWN_QUERY',
  title: 'Undeclared query parameters are refused or ignored, never a crash or a lost update',
  group: 'validation',
  operations: SPECIFIED_OPERATION_KEYS,
  run: async (ctx, operation) => {
    const mark = `pmc-query-${(ctx.seedFor('mark') >>> 0).toString(36)}`;
    if (operation === 'PATCH /projects/{projectId}') return updateKept(ctx, operation, { description: `${mark}: sent with an undeclared query parameter` });
    if (operation === 'PATCH /timesheets/{timesheetId}') return updateKept(ctx, operation, { customId: mark });
    await allowAnyDomain(ctx, ctx.config.projectId);
    return operation === 'POST /projects/{projectId}/people' ? addAndUndo(ctx) : deleteWithProbe(ctx);
  },
};
