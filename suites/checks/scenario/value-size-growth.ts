import { deepValue } from '../../../generators/boundary/extremes.js';
import { fullValue } from '../../../generators/index.js';
import { violates } from '../../../engine/message.js';
import { isJudged } from '../../../engine/not-now.js';
import { anyValueSlot, type AnyValueSlot } from '../../../specs/schema-walk/any-value-slot.js';
import { schemas } from '../../../specs/schemas/index.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { accepted, refused, statusOf } from '../../runtime/statuses.js';
import { bodySchemaOf, fixtureParams, type BodyOperation } from '../../runtime/targets.js';

/** How a value grows: nesting depth and array length, each by steps a real limit lies between (64 and 100 levels, 1,000 and 10,000 items). */
export const GROWTHS = [
  { dimension: 'nesting depth', unit: 'levels', sizes: [32, 256, 2_048], valueOf: (size: number) => deepValue(size) },
  {
    dimension: 'array length',
    unit: 'elements',
    sizes: [100, 10_000, 100_000],
    valueOf: (size: number) => Array.from({ length: size }, (_, index) => index % 10),
  },
] as const;

type Growth = (typeof GROWTHS)[number];

function bodyOf(slot: AnyValueSlot, value: unknown): Record<string, unknown> {
  const element = { ...(fullValue(slot.element) as Record<string, unknown>), [slot.key]: value };
  return { [slot.field]: [element] };
}

/** Sends the value at each size in turn until the server refuses it, fails, or takes the largest. */
async function grow(ctx: ScenarioContext, operation: BodyOperation, slot: AnyValueSlot, growth: Growth): Promise<void> {
  const where = `${slot.field}[].${slot.key}`;
  let taken: number | undefined;
  for (const size of growth.sizes) {
    const answer = await ctx.send({
      operation,
      params: fixtureParams(operation, ctx.config),
      body: bodyOf(slot, growth.valueOf(size)),
      purpose: `${growth.dimension} of ${where}: ${size.toLocaleString('en')} ${growth.unit}`,
    });
    // 429, 503, a gateway's answer or no answer: "not now", and the transport check judges a dropped connection.
    if (!isJudged(answer))
      return ctx.report({
        verdict: 'observe',
        message: `${growth.dimension}: no judged answer at ${size.toLocaleString('en')} ${growth.unit} (${statusOf(answer)})`,
      });
    if (answer.response && answer.response.status >= 500)
      return ctx.report({
        verdict: 'fail',
        requirement: 'SERVER.NO_5XX',
        exchange: answer,
        message: violates(
          'SERVER.NO_5XX',
          `${statusOf(answer)} for ${where} of ${size.toLocaleString('en')} ${growth.unit} (${growth.dimension}${taken ? `; ${taken.toLocaleString('en')} were taken` : ''})`,
        ),
      });
    if (refused(answer)) {
      ctx.report({
        verdict: 'observe',
        requirement: 'LIMITS.RATE',
        message: `${where}: ${size.toLocaleString('en')} ${growth.unit} (${growth.dimension}) refused with ${statusOf(answer)}${taken ? `; ${taken.toLocaleString('en')} were taken` : ''}`,
      });
      return ctx.report({ verdict: 'pass', requirement: 'SERVER.NO_5XX', message: `${growth.dimension} of ${where} grown until refused, without a 5xx` });
    }
    if (!accepted(answer)) return;
    taken = size;
  }
  ctx.report({
    verdict: 'observe',
    requirement: 'LIMITS.RATE',
    message: `${where}: ${taken?.toLocaleString('en')} ${growth.unit} (${growth.dimension}) taken, the largest sent`,
  });
  ctx.report({
    verdict: 'pass',
    requirement: 'SERVER.NO_5XX',
    message: `${growth.dimension} of ${where} grown to ${taken?.toLocaleString('en')} ${growth.unit} without a 5xx`,
  });
}

/**
 * SERVER.NO_5XX, LIMITS.RATE — resource use (docs/fault-model.md; OWASP API4:2023, CWE-400, CWE-674):
 * the nesting depth and the array length of a value of any type grow until the server refuses or fails.
 * A refusal at any size is the server's own limit, reported with the size; a 5xx at any size fails.
 */
export const valueSizeGrowth = defineScenarioCheck({
  id: 'value-size-growth',
  requirement: 'SERVER.NO_5XX',
  alsoJudges: ['LIMITS.RATE'],
  title: 'Deeper and longer values are refused or taken, never a 5xx',
  group: 'validation',
  appliesTo: { kinds: ['update'], takes: 'any-value' },
  run: async (ctx, operation) => {
    const slot = anyValueSlot(schemas[bodySchemaOf(operation)]);
    if (!slot) return ctx.skip('the request takes no value of any type');
    for (const growth of GROWTHS) await grow(ctx, operation, slot, growth);
  },
});
