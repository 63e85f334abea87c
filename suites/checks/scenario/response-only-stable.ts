import { isDeepStrictEqual } from 'node:util';
import type { Exchange } from '../../../engine/exchange.js';
import type { CheckFinding } from '../../../engine/finding.js';
import { violates } from '../../../engine/message.js';
import { profileOf } from '../../../specs/operation-profiles/index.js';
import { tokenRoleOf, type TokenCaller } from '../../../engine/connection.js';
import type { RequirementId } from '../../../specs/requirements.js';
import type { SchemaName } from '../../../specs/schemas/index.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { okBody } from '../../runtime/fixtures.js';
import { foundDocument } from '../../../engine/fixture-state/fixtures.js';
import { freeTextField } from '../../runtime/free-text.js';
import { instantOf } from '../../runtime/instant.js';
import { readDocument } from '../../runtime/read-document.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { statusOf } from '../../runtime/statuses.js';
import { bodySchemaOf, fixtureParams, type BodyOperation } from '../../runtime/targets.js';

/**
 * The fields that name what an update cannot change: the document's identity, creator, creation time
 * and (for a project) organisation. projectType is project-type-immutable's (a MUST).
 */
const STABLE: Readonly<Partial<Record<SchemaName, { readonly requirement: RequirementId; readonly fields: readonly string[] }>>> = {
  project: { requirement: 'PROJECT.RESPONSE_ONLY.STABLE', fields: ['_id', 'org', 'createdBy', 'createdAt'] },
  timesheet: { requirement: 'TIMESHEET.RESPONSE_ONLY.STABLE', fields: ['_id', 'createdBy', 'createdAt'] },
};

/** Date-times as instants (a server may show the same one in another ISO form), anything else exactly. */
function same(field: string, before: unknown, after: unknown): boolean {
  if (field === 'createdAt' && typeof before === 'string' && typeof after === 'string') {
    const [a, b] = [instantOf(before), instantOf(after)];
    if (!Number.isNaN(a) && !Number.isNaN(b)) return a === b;
  }
  return isDeepStrictEqual(before, after);
}

/**
 * The fixture document as the run found it: a field an earlier update rewrote with a value of its own
 * (the updater's id, every time the same) no longer differs between one update's before and after.
 */
function foundByTheRun(ctx: ScenarioContext, operation: BodyOperation): Record<string, unknown> | undefined {
  return foundDocument(ctx.settings.snapshot, operation, fixtureParams(operation, ctx.config));
}

/** Each field as the run found it (else as read before the update), against the reads before and after it. */
function judge(
  requirement: RequirementId,
  fields: readonly string[],
  found: Record<string, unknown>,
  seen: readonly Exchange[],
  change: string,
): CheckFinding[] {
  return fields.flatMap((field): CheckFinding[] => {
    if (!(field in found)) return [];
    const moved = seen.find((exchange) => {
      const body = okBody(exchange);
      return body !== undefined && field in body && !same(field, found[field], body[field]);
    });
    if (!moved) return [{ verdict: 'pass', requirement, message: `${field} stays ${JSON.stringify(found[field])} across an update of ${change}` }];
    const now = okBody(moved)?.[field];
    return [
      {
        verdict: 'warn',
        requirement,
        exchange: moved,
        message: violates(
          requirement,
          `${field} ${JSON.stringify(now)} (${statusOf(moved)}) around an update of ${change} only; it was ${JSON.stringify(found[field])} when the run began`,
        ),
      },
    ];
  });
}

async function run(ctx: ScenarioContext, operation: BodyOperation): Promise<void> {
  // By the document the update answers (its profile's response schema), not by the operation.
  const answered = profileOf(operation).responseSchema;
  const stable = answered && STABLE[answered];
  if (!stable) return ctx.skip(`no response-only fields are known of what ${operation} answers`);
  const { requirement, fields } = stable;
  const before = await readDocument(ctx, operation, 'read the response-only fields before an update');
  const found = okBody(before);
  if (!found) return ctx.skip('the document could not be read');
  const field = freeTextField(bodySchemaOf(operation));
  if (!field) return ctx.skip('the request body has no free-text field to change');
  const body = { [field]: `pm-conformance response-only probe ${ctx.seedFor('response-only-stable') >>> 0}` };
  const answer = await ctx.send({
    operation,
    params: fixtureParams(operation, ctx.config),
    body,
    purpose: `change ${field}, then compare ${fields.join(', ')}`,
  });
  if (!okBody(answer)) return ctx.skip(`the update of ${field} was not accepted (${statusOf(answer)})`);
  const readBack = await readDocument(ctx, operation, 'read the response-only fields after the update');
  const seen = [before, answer, readBack].filter((exchange): exchange is Exchange => exchange !== undefined);
  const origin = { ...found, ...foundByTheRun(ctx, operation) };
  for (const finding of judge(requirement, fields, origin, seen, field)) ctx.report(finding);
  for (const role of OTHER_WRITERS) {
    const byRole = await writtenBy(ctx, operation, role, { [field]: `${body[field] as string} by the ${role}` }, okBody(readBack) ?? okBody(answer) ?? found);
    if (byRole) for (const finding of judge(requirement, fields, origin, byRole, `${field} by the ${role}`)) ctx.report(finding);
  }
}

/**
 * Who-did-it fields (docs/fault-model.md): the roles other than the admin that may write. The fixtures'
 * creator is usually the admin, so a createdBy that follows whoever wrote last shows only when another
 * role writes (`doc.createdBy = req.user.id` in an update handler).
 */
const OTHER_WRITERS = ['manager', 'member'] as const satisfies readonly TokenCaller[];

/** Fields that name a last change ("updatedBy", "lastModifiedBy"): observed, since the spec names none but updatedAt. */
const LAST_CHANGE = /^(updated|modified|lastModified|changed|lastChanged)(By|At)$/;

/**
 * The update sent by `role` (when its token is configured and the update is taken) and the admin's read
 * after it; the fields that record the last change observed. Undefined when the role may not write.
 */
async function writtenBy(
  ctx: ScenarioContext,
  operation: BodyOperation,
  role: (typeof OTHER_WRITERS)[number],
  body: Record<string, unknown>,
  previous: Record<string, unknown>,
): Promise<Exchange[] | undefined> {
  if (ctx.config[tokenRoleOf(role)] === undefined) return undefined;
  const answer = await ctx.send({ operation, params: fixtureParams(operation, ctx.config), body, caller: role, purpose: `change a field as the ${role}` });
  if (!okBody(answer)) {
    ctx.report({ verdict: 'observe', requirement: 'AUTH.ROLES', message: `the ${role}'s update of ${operation} answered ${statusOf(answer)}` });
    return undefined;
  }
  const after = await readDocument(ctx, operation, `read the response-only fields after the ${role}'s update`);
  const shown = okBody(after) ?? okBody(answer) ?? {};
  const moved = Object.keys(shown).filter((key) => LAST_CHANGE.test(key) && !isDeepStrictEqual(shown[key], previous[key]));
  ctx.report({
    verdict: 'observe',
    message: `after the ${role}'s update, ${moved.length > 0 ? moved.map((key) => `${key} ${JSON.stringify(shown[key])}`).join(', ') : 'no field that records the last change moved'}`,
  });
  return [answer, after].filter((exchange): exchange is Exchange => exchange !== undefined);
}

/**
 * PROJECT.RESPONSE_ONLY.STABLE, TIMESHEET.RESPONSE_ONLY.STABLE (SHOULD, policy) — response-only fields
 * behave like what they name: an update leaves the document's _id, creator, creation time and
 * organisation as they were, in its 200 and in a later read, whoever writes (the admin, and the
 * manager and member where their tokens are configured); the fields of the last change are observed.
 */
export const responseOnlyStable = defineScenarioCheck({
  id: 'response-only-stable',
  requirement: 'PROJECT.RESPONSE_ONLY.STABLE',
  alsoJudges: ['TIMESHEET.RESPONSE_ONLY.STABLE'],
  title: 'Response-only fields do not change on an update',
  group: 'projects',
  appliesTo: { kinds: ['update'] },
  run: (ctx, operation) => run(ctx, operation),
});
