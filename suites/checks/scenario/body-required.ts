import { isDeepStrictEqual } from 'node:util';
import type { Exchange } from '../../../engine/exchange.js';
import { okBody } from '../../runtime/fixtures.js';
import { profileOf, WRITE_KINDS } from '../../../specs/operation-profiles/index.js';
import { readDocument } from '../../runtime/read-document.js';
import { explainedByStatusDefault } from '../../runtime/request-default.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { refused, statusOf, accepted } from '../../runtime/statuses.js';
import { fixtureParams, type BodyOperation } from '../../runtime/targets.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/** Bodies that are not a JSON object where the spec requires one. */
const NOT_A_BODY: readonly { readonly label: string; readonly rawBody?: string }[] = [
  { label: 'no body at all' },
  { label: 'malformed JSON', rawBody: '{"title": ' },
  { label: 'a JSON array', rawBody: '[]' },
  { label: 'a JSON string', rawBody: '"x"' },
  { label: 'JSON null', rawBody: 'null' },
];

/** The document a PATCH without a usable body may have changed, read as its profile says (people have no read). */
const read = (ctx: ScenarioContext, operation: BodyOperation) => readDocument(ctx, operation, 'read before and after a request without a usable body');

/**
 * Fields that changed between two reads: updatedAt aside (an empty update may touch it), and a
 * timesheet status turned into the request default (a PATCH without status may apply "default draft").
 */
function changed(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): string[] {
  if (!before || !after) return [];
  return Object.keys({ ...before, ...after }).filter(
    (key) => key !== 'updatedAt' && !isDeepStrictEqual(before[key], after[key]) && !explainedByStatusDefault(key, after[key]),
  );
}

/**
 * REQUEST.BODY_REQUIRED (SHOULD) — "Request body (JSON, required)": a missing or non-JSON body should
 * be refused. Express and others read a missing body as {}: answered 200 as an empty update that
 * changed nothing, it is a warning; a change made by a body that named none is a failure.
 */
export const bodyRequired = defineScenarioCheck({
  id: 'body-required',
  requirement: 'REQUEST.BODY_REQUIRED',
  title: 'A missing or malformed body is refused',
  group: 'validation',
  appliesTo: { kinds: WRITE_KINDS, takes: 'body' },
  run: async (ctx, operation) => {
    const op = operation;
    for (const variant of NOT_A_BODY) {
      const before = okBody((await read(ctx, op)) ?? ({} as Exchange));
      const exchange = await ctx.send({
        operation,
        params: fixtureParams(op, ctx.config),
        ...(variant.rawBody === undefined ? {} : { rawBody: variant.rawBody }),
        purpose: `body required: ${variant.label}`,
      });
      if (refused(exchange)) ctx.report({ verdict: 'pass', message: `${variant.label} refused with ${statusOf(exchange)}` });
      if (!accepted(exchange)) continue;
      const after = read(ctx, op);
      const fields = changed(before, okBody(after ? await after : exchange));
      // Only a document with a read can show a change: an update's, whose profile names the requirement that fields not sent keep their values.
      const kept = profileOf(op).requirements.keepsUnsent ?? 'REQUEST.BODY_REQUIRED';
      if (fields.length > 0)
        ctx.report({
          verdict: 'fail',
          requirement: kept,
          exchange,
          message: violates(['REQUEST.BODY_REQUIRED', kept], `${statusOf(exchange)} for a request with ${variant.label}, and ${fields.join(', ')} changed`),
        });
      else
        ctx.report({
          verdict: 'warn',
          exchange,
          message: violates('REQUEST.BODY_REQUIRED', `${statusOf(exchange)} for a request with ${variant.label}, read as an empty body (nothing changed)`),
        });
    }
  },
});
