import type fc from 'fast-check';
import { fullValue, validPayload } from '../../../generators/index.js';
import { personWritableFields, schemas } from '../../../specs/schemas/index.js';
import { addPerson, allowAnyDomain, okBody, prepare, referencePool, removePerson } from '../../runtime/fixtures.js';
import type { ReferencePool } from '../../runtime/payloads.js';
import { checkProperty } from '../../runtime/property.js';
import { describeDifferences, differences } from '../../runtime/read-back.js';
import type { CheckFinding } from '../../../engine/finding.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { personIdOf } from '../../../specs/person-id.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

const PM_DEFAULT = personWritableFields.isProjectManager.default;

/**
 * Coverage before the random samples: the fullest body (every field the suite can send, rate and
 * rateTime included), once with each isProjectManager value and once without it (its default).
 */
function fullBodies(): Record<string, unknown>[] {
  const full = fullValue(schemas['add-person']) as Record<string, unknown>;
  const { isProjectManager: _omitted, ...withoutProjectManager } = full;
  return [full, { ...full, isProjectManager: full.isProjectManager === PM_DEFAULT ? !PM_DEFAULT : PM_DEFAULT }, withoutProjectManager];
}

async function evaluate(ctx: ScenarioContext, pool: ReferencePool, payload: unknown): Promise<CheckFinding[]> {
  const body = prepare(ctx, 'add-person', payload, pool) as Record<string, unknown>;
  const exchange = await addPerson(ctx, ctx.config.projectId, body, 'add a person');
  const record = okBody(exchange);
  if (!record) return [];
  const personId = personIdOf(record);
  if (personId) await removePerson(ctx, ctx.config.projectId, personId, 'remove the person again');
  const findings: CheckFinding[] = [];
  const wrong = differences('add-person', body, record).filter((d) => d.sameness !== 'same');
  findings.push(
    wrong.length === 0
      ? { verdict: 'pass', message: 'the record shows the fields sent' }
      : {
          verdict: 'fail',
          exchange,
          counterexample: body,
          message: violates('ADD_PERSON.ROUND_TRIP', `a person record that differs from the person added: ${describeDifferences(wrong)}`),
        },
  );
  if (!('isProjectManager' in body)) {
    const value = record.isProjectManager ?? PM_DEFAULT;
    findings.push(
      value === PM_DEFAULT
        ? { verdict: 'pass', requirement: 'PERSON.IS_PROJECT_MANAGER', message: 'isProjectManager defaults to false' }
        : {
            verdict: 'fail',
            requirement: 'PERSON.IS_PROJECT_MANAGER',
            exchange,
            message: violates('PERSON.IS_PROJECT_MANAGER', `isProjectManager ${JSON.stringify(record.isProjectManager)} for a person added without it`),
          },
    );
  }
  return findings;
}

/** ADD_PERSON.ROUND_TRIP — the record returned describes the person added, with every value sent (the fullest body first). */
export const personRoundTrip = defineScenarioCheck({
  id: 'person-round-trip',
  requirement: 'ADD_PERSON.ROUND_TRIP',
  title: 'An added person round-trips their fields',
  group: 'people',
  wide: true,
  appliesTo: { kinds: ['add-person'] },
  run: async (ctx) => {
    const pool = await referencePool(ctx);
    await allowAnyDomain(ctx, ctx.config.projectId);
    await checkProperty(ctx, {
      purpose: 'round trip',
      examples: fullBodies(),
      arbitrary: validPayload('add-person') as fc.Arbitrary<unknown>,
      evaluate: (payload, ctx) => evaluate(ctx, pool, payload),
      numRuns: Math.max(5, Math.ceil(ctx.settings.numRuns / 2)),
    });
  },
});
