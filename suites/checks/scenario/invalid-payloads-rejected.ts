import { WRITE_KINDS } from '../../../specs/operation-profiles/index.js';
import type fc from 'fast-check';
import { invalidCatalogue, invalidPayloads, type InvalidSample } from '../../../generators/index.js';
import { requirement } from '../../../specs/requirements.js';
import type { RequestSchemaName } from '../../../specs/schemas/index.js';
import { prepare } from '../../runtime/fixtures.js';
import { checkProperty } from '../../runtime/property.js';
import type { Exchange } from '../../../engine/exchange.js';
import type { CheckFinding } from '../../../engine/finding.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { storedOrReturned } from '../../runtime/stored-invalid.js';
import { accepted, refused, statusOf } from '../../runtime/statuses.js';
import { fixtureParams, type BodyOperation } from '../../runtime/targets.js';
import { bodySetup } from '../../runtime/body-setup.js';
import type { ScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/**
 * A refusal passes (its status is observed by status-documented). A 200 fails only when the invalid
 * value was stored or returned, under the field's own requirement; otherwise the server cast, ignored
 * or defaulted it, which the spec does not forbid ("the conditions that produce 400: not shown"): a
 * VALIDATION.REJECT warning, a failure only under --strict. Labels of a "not shown" are observed.
 */
async function judge(
  ctx: ScenarioContext,
  operation: BodyOperation,
  schema: RequestSchemaName,
  sample: InvalidSample,
  exchange: Exchange,
): Promise<CheckFinding[]> {
  const { label } = sample;
  const entry = requirement(label.requirement);
  if (refused(exchange))
    return [
      {
        verdict: entry.level === 'UNSPECIFIED' ? 'observe' : 'pass',
        requirement: label.requirement,
        message: `refused with ${statusOf(exchange)}: ${label.description}`,
      },
    ];
  if (!accepted(exchange)) return []; // 5xx and transport problems are judged by no-server-error and transport
  if (entry.level === 'UNSPECIFIED')
    return [{ verdict: 'observe', requirement: label.requirement, message: `accepted (${statusOf(exchange)}) a body with ${label.description}` }];
  const seen = await storedOrReturned(ctx, operation, schema, sample, exchange);
  if (seen) {
    const where = seen === exchange ? 'returned it in the 200 answer' : 'stored it (a later PATCH {} shows it)';
    return [
      {
        verdict: 'fail',
        requirement: label.requirement,
        exchange: seen,
        counterexample: sample.payload,
        message: violates(label.requirement, `${statusOf(exchange)} for a body with ${label.description}, and the server ${where}`),
      },
    ];
  }
  return [
    {
      verdict: 'warn',
      requirement: 'VALIDATION.REJECT',
      exchange,
      counterexample: sample.payload,
      message: violates(
        [label.requirement, 'ERROR.CONDITIONS'],
        `${statusOf(exchange)} for a body with ${label.description}; the invalid value was neither returned nor stored (cast, ignored or defaulted); refusing it with 400 is recommended`,
      ),
    },
  ];
}

/** VALIDATION.REJECT — labelled invalid payloads are refused; one answered 200 is judged by what the server kept. */
export const invalidPayloadsRejected: ScenarioCheck = {
  kind: 'scenario',
  id: 'invalid-payloads-rejected',
  requirement: 'VALIDATION.REJECT',
  alsoJudges: ['REQUEST.UNKNOWN_PROPERTIES', 'TIMESHEET.TRANSITIONS'],
  title: 'Invalid request bodies are refused',
  group: 'validation',
  wide: true,
  appliesTo: { kinds: WRITE_KINDS, takes: 'body' },
  run: async (ctx, operation) => {
    const op = operation as BodyOperation;
    const { schema, pool } = await bodySetup(ctx, op);
    const evaluate = async (sample: InvalidSample, ctx: ScenarioContext) => {
      const body = prepare(ctx, schema, sample.payload, pool, sample.label.pointer);
      const exchange = await ctx.send({ operation: op, params: fixtureParams(op, ctx.config), body, purpose: `invalid: ${sample.label.description}` });
      return judge(ctx, op, schema, { ...sample, payload: body }, exchange);
    };
    await checkProperty(ctx, {
      purpose: `invalid ${schema}`,
      examples: invalidCatalogue(schema),
      arbitrary: invalidPayloads(schema) as fc.Arbitrary<InvalidSample>,
      evaluate,
    });
  },
};
