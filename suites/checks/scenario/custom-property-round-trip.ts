import { withArticle } from '../../../engine/article.js';
import { isDeepStrictEqual } from 'node:util';
import { CAN_VIEW_ORDER } from '../../../specs/schemas/index.js';
import type { Exchange } from '../../../engine/exchange.js';
import { requestPropertiesOf } from '../../runtime/custom-properties.js';
import { okBody, patchProject, readProject } from '../../runtime/fixtures.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { statusOf } from '../../runtime/statuses.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';
import { readDescription } from '../../runtime/read-document.js';
import { jsonTypeOf } from '../../../specs/json-type.js';

// "value | any type": one of each JSON type, so that a value stored as text (or dropped) shows.
const VALUES: readonly unknown[] = [null, true, 42.5, 'plain text', [1, 'two', null], { nested: { level: 2 }, list: [false] }];

function probesOf(nonce: string): Record<string, unknown>[] {
  return VALUES.map((value, index) => ({
    name: `pmc-round-trip-${jsonTypeOf(value)}-${nonce}`,
    value,
    canView: CAN_VIEW_ORDER[index % CAN_VIEW_ORDER.length],
    description: `pm-conformance round trip of ${withArticle(jsonTypeOf(value))} value`,
  }));
}

/** The same JSON value (object keys in any order: a store may sort them), and the other fields as sent. */
const sameProperty = (probe: Record<string, unknown>, back: Record<string, unknown>) =>
  Object.entries(probe).every(([field, value]) => isDeepStrictEqual(back[field], value));

/**
 * Each probe must come back as sent (name, value of the same JSON type, canView, description): in a later
 * read (CUSTOM_PROPERTY.ROUND_TRIP), and in the 200 answer read as the project after the update
 * (PROJECT.UPDATE.ANSWER, a SHOULD: the spec does not say which state of the project the answer shows).
 */
function judge(ctx: ScenarioContext, where: string, exchange: Exchange, probes: readonly Record<string, unknown>[], answer: boolean): void {
  const requirement = answer ? 'PROJECT.UPDATE.ANSWER' : 'CUSTOM_PROPERTY.ROUND_TRIP';
  const shown = (okBody(exchange)?.customProperties ?? []) as Record<string, unknown>[];
  for (const probe of probes) {
    const back = shown.find((property) => property.name === probe.name);
    if (back && sameProperty(probe, back)) {
      ctx.report({ verdict: 'pass', requirement, message: `${withArticle(jsonTypeOf(probe.value))} value, its canView and description come back in ${where}` });
      continue;
    }
    const seen = back ? `${JSON.stringify(back)} (value of type ${jsonTypeOf(back.value)})` : 'no such property';
    ctx.report({
      verdict: answer ? 'warn' : 'fail',
      requirement,
      exchange,
      counterexample: probe,
      message: violates(requirement, `${where} showing ${seen} for the custom property sent as ${JSON.stringify(probe)}`),
    });
  }
}

/** CUSTOM_PROPERTY.ROUND_TRIP — custom properties of every value type come back whole in a later read (and, a SHOULD, in the answer). */
export const customPropertyRoundTrip = defineScenarioCheck({
  id: 'custom-property-round-trip',
  requirement: 'CUSTOM_PROPERTY.ROUND_TRIP',
  alsoJudges: ['PROJECT.UPDATE.ANSWER'],
  title: 'Custom properties round-trip their fields and value types',
  group: 'projects',
  appliesTo: { kinds: ['update'], answers: 'project' },
  run: async (ctx) => {
    const existing = requestPropertiesOf(okBody(await readProject(ctx, ctx.config.projectId)));
    const probes = probesOf((ctx.seedFor('round-trip') >>> 0).toString(36));
    const answer = await patchProject(ctx, ctx.config.projectId, { customProperties: [...existing, ...probes] }, 'add one custom property per JSON value type');
    try {
      if (!okBody(answer)) return ctx.skip(`the admin could not set custom properties (${statusOf(answer)})`);
      judge(ctx, 'the 200 answer', answer, probes, true);
      judge(
        ctx,
        `a later ${readDescription(ctx, 'PATCH /projects/{projectId}')}`,
        await readProject(ctx, ctx.config.projectId, 'admin', 'read the custom properties back'),
        probes,
        false,
      );
    } finally {
      await patchProject(ctx, ctx.config.projectId, { customProperties: existing }, 'restore the custom properties');
    }
  },
});
