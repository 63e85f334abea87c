import type fc from 'fast-check';
import { boundaryPayloads, validPayload } from '../../../generators/index.js';
import type { RequirementId } from '../../../specs/requirements.js';
import { okBody, prepare, removePerson, referencesKnown } from '../../runtime/fixtures.js';
import type { ReferencePool } from '../../runtime/payloads.js';
import { checkProperty } from '../../runtime/property.js';
import type { CheckFinding } from '../../../engine/finding.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { personIdOf } from '../../../specs/person-id.js';
import { statusOf } from '../../runtime/statuses.js';
import { STATE_FIELDS, statusSetBy } from '../../runtime/status-graph.js';
import { BODY_OPERATIONS, bodySchemaOf, fixtureParams, type BodyOperation } from '../../runtime/targets.js';
import { profileOf, WRITE_KINDS } from '../../../specs/operation-profiles/index.js';
import { bodySetup } from '../../runtime/body-setup.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { referencesIn } from '../../runtime/references.js';
import { violates } from '../../../engine/message.js';
import { isJsonObject } from '../../../specs/json-type.js';
import { schemas } from '../../../specs/schemas/index.js';
import { unshownOmissions } from '../../../specs/schema-walk/unshown-required.js';

interface Sample {
  readonly label: string;
  readonly payload: unknown;
  readonly limit?: true;
}

/** The requirement that judges each operation's body, as its profile names it. */
const BODY_REQUIREMENT = Object.fromEntries(BODY_OPERATIONS.map((op) => [op, profileOf(op).requirements.body])) as Record<BodyOperation, RequirementId>;

async function evaluate(ctx: ScenarioContext, op: BodyOperation, pool: ReferencePool, sample: Sample): Promise<CheckFinding[]> {
  const schema = bodySchemaOf(op);
  const body = prepare(ctx, schema, sample.payload, pool);
  const exchange = await ctx.send({ operation: op, params: fixtureParams(op, ctx.config), body, purpose: `valid: ${sample.label}` });
  const status = exchange.response?.status;
  if (status === 200) {
    const personId = profileOf(op).kind === 'add-person' ? personIdOf(okBody(exchange)) : undefined;
    if (personId) await removePerson(ctx, ctx.config.projectId, personId, 'remove the person a valid payload added');
    return [{ verdict: 'pass', requirement: BODY_REQUIREMENT[op], message: `accepted: ${sample.label}` }];
  }
  if (status === undefined || status >= 500 || status < 400) return [];
  // "The conditions that produce 400 … not shown": a refusal is never a failure. References to
  // organisation records explain it; anything else is reported with the payload.
  const references = referencesIn(schema, body);
  // "Request size limits: not shown": refusing a 10,000-character string or a 128-level value is a limit.
  if (sample.limit)
    return [
      {
        verdict: 'observe',
        requirement: 'LIMITS.RATE',
        message: `${statusOf(exchange)} for a payload at a size or magnitude a server may limit (${sample.label})`,
      },
    ];
  // The spec says every field is optional, never that a body naming none is an update ("nothing to update").
  if (isJsonObject(body) && Object.keys(body).length === 0)
    return [{ verdict: 'observe', requirement: 'ERROR.CONDITIONS', message: `${statusOf(exchange)} for an update that names no field` }];
  // With no read, the records the organisation holds are unknown: a body may name ones it does not hold.
  if (!referencesKnown(ctx))
    return [
      {
        verdict: 'observe',
        requirement: 'ERROR.CONDITIONS',
        message: `${statusOf(exchange)} for a valid payload (${sample.label}) whose references could not be taken from the project (the server offers no read)`,
      },
    ];
  if (references.length > 0)
    return [
      {
        verdict: 'observe',
        requirement: 'ERROR.CONDITIONS',
        message: `${statusOf(exchange)} for a valid payload carrying references (${references.join(', ')})`,
      },
    ];
  // "Required or optional status of entry properties in requests: not shown": a server may require one left out.
  const omitted = unshownOmissions(schemas[schema], body)[0];
  if (omitted)
    return [
      {
        verdict: 'observe',
        requirement: 'ERROR.CONDITIONS',
        message: `${statusOf(exchange)} for a valid payload (${sample.label}) whose ${omitted.pointer.slice(1)} leaves out ${omitted.missing.join(', ')}: which of them a request must carry is not shown`,
      },
    ];
  // "Status transitions: not shown": a server may refuse the move a body asks, however valid its values.
  // Which move it was cannot be told: samples in flight side by side move the same document.
  const sets = statusSetBy(op, body);
  if (sets)
    return [
      {
        verdict: 'observe',
        requirement: STATE_FIELDS[sets.operation].requirement,
        message: `${statusOf(exchange)} for a valid payload (${sample.label}) that sets ${sets.field} to ${sets.value}: a server may refuse a move from the status the document was in (transitions: not shown)`,
      },
    ];
  return [
    {
      verdict: 'warn',
      requirement: 'VALIDATION.ACCEPT',
      message: violates(
        [BODY_REQUIREMENT[op], 'ERROR.CONDITIONS'],
        `${statusOf(exchange)} for a valid payload (${sample.label}), within the types, values and bounds of the request`,
      ),
      exchange,
      counterexample: body,
    },
  ];
}

/**
 * VALIDATION.ACCEPT (SHOULD) — boundary and random valid payloads are accepted; a refusal is a warning (--strict: a
 * failure), only observed for a body that carries references, leaves out an entry property (required or not: not
 * shown), sets a status (transitions: not shown) or holds a value at a size a server may limit.
 */
export const validPayloadsAccepted = defineScenarioCheck({
  id: 'valid-payloads-accepted',
  requirement: 'VALIDATION.ACCEPT',
  title: 'Valid and boundary request bodies are accepted',
  group: 'validation',
  wide: true,
  appliesTo: { kinds: WRITE_KINDS, takes: 'body' },
  run: async (ctx, operation) => {
    const op = operation;
    const { schema, pool } = await bodySetup(ctx, op);
    const examples = boundaryPayloads(schema).map(({ label, payload, limit }) => ({ label: `boundary: ${label}`, payload, ...(limit ? { limit } : {}) }));
    const arbitrary = (validPayload(schema) as fc.Arbitrary<unknown>).map((payload): Sample => ({ label: 'random valid payload', payload }));
    await checkProperty(ctx, { purpose: `valid ${schema}`, examples, arbitrary, evaluate: (sample, ctx) => evaluate(ctx, op, pool, sample) });
  },
});
