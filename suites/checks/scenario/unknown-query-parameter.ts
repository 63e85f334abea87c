import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { profileOf, throwawayPerson, unreachable, WRITE_KINDS } from '../../../specs/operation-profiles/index.js';
import { freeTextField } from '../../runtime/free-text.js';
import { readDescription, readDocument } from '../../runtime/read-document.js';
import { bodySchemaOf, fixtureParams, type BodyOperation } from '../../runtime/targets.js';
import type { Exchange } from '../../../engine/exchange.js';
import { addTemporaryPerson, allowAnyDomain, okBody, removePerson, uniqueEmail } from '../../runtime/fixtures.js';
import { describeDifferences, differences } from '../../runtime/read-back.js';
import { type ScenarioContext } from '../../runtime/scenario-context.js';
import { personIdOf } from '../../../specs/person-id.js';
import { statusOf } from '../../runtime/statuses.js';
import { queryWithUnknown, UNKNOWN_QUERY_PARAMETER } from '../../runtime/unknown-query.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

const probe = `?${UNKNOWN_QUERY_PARAMETER}=1`;

function send(ctx: ScenarioContext, operation: SpecifiedOperationKey, params: Record<string, string>, body?: unknown): Promise<Exchange> {
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

/** An update with the probe that was answered 200 must be applied: a later read shows it. */
async function updateKept(ctx: ScenarioContext, operation: BodyOperation, mark: string): Promise<void> {
  const profile = profileOf(operation);
  const schema = bodySchemaOf(operation);
  const requirement = profile.requirements.persists ?? profile.requirements.response;
  const body = { [freeTextField(schema) ?? 'customId']: `${mark}: sent with an undeclared query parameter` };
  const exchange = await send(ctx, operation, fixtureParams(operation, ctx.config), body);
  observed(ctx, exchange);
  if (!okBody(exchange)) return;
  const readBack = await readDocument(ctx, operation, 'read the update back');
  const after = okBody(readBack);
  if (!after) return;
  const lost = differences(schema, body, after).filter((difference) => difference.sameness === 'different');
  ctx.report(
    lost.length === 0
      ? { verdict: 'pass', requirement, message: `an update sent with ${probe} and answered 200 was applied` }
      : {
          verdict: 'fail',
          requirement,
          ...(readBack ? { exchange: readBack } : {}),
          counterexample: body,
          message: violates(
            requirement,
            `200 for an update sent with ${probe}, but a later ${readDescription(ctx, operation)} does not show it: ${describeDifferences(lost)}`,
          ),
        },
  );
}

async function addAndUndo(ctx: ScenarioContext, operation: SpecifiedOperationKey): Promise<void> {
  const exchange = await send(ctx, operation, fixtureParams(operation, ctx.config), throwawayPerson(uniqueEmail(ctx)));
  observed(ctx, exchange);
  const personId = personIdOf(okBody(exchange));
  if (personId) await removePerson(ctx, ctx.config.projectId, personId, `remove the person added with ${probe}`);
}

async function deleteWithProbe(ctx: ScenarioContext, operation: SpecifiedOperationKey): Promise<void> {
  const { personId } = await addTemporaryPerson(ctx, ctx.config.projectId, `add a person to delete with ${probe}`);
  if (!personId) return ctx.skip('no person could be added to delete');
  const exchange = await send(ctx, operation, fixtureParams(operation, ctx.config, personId));
  observed(ctx, exchange);
  if (exchange.response?.status !== 200) await removePerson(ctx, ctx.config.projectId, personId, `remove the person ${probe} did not delete`);
}

/**
 * REQUEST.UNKNOWN_QUERY — each operation is sent with a query parameter it does not declare. Whether
 * that is refused is not shown: 200 and 400 are observed. A 5xx fails (no-server-error), and an
 * update answered 200 must still be applied.
 */
export const unknownQueryParameter = defineScenarioCheck({
  id: 'unknown-query-parameter',
  requirement: 'REQUEST.UNKNOWN_QUERY',
  title: 'Undeclared query parameters are refused or ignored, never a crash or a lost update',
  group: 'validation',
  appliesTo: { kinds: WRITE_KINDS },
  run: async (ctx, operation) => {
    const profile = profileOf(operation);
    if (profile.needsAnyInviteDomain) await allowAnyDomain(ctx, ctx.config.projectId);
    switch (profile.kind) {
      case 'update':
        return updateKept(ctx, profile.key, `pmc-query-${(ctx.seedFor('mark') >>> 0).toString(36)}`);
      case 'add-person':
        return addAndUndo(ctx, profile.key);
      case 'remove-person':
        return deleteWithProbe(ctx, profile.key);
      default:
        return unreachable(profile);
    }
  },
});
