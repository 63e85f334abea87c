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
import { storedOrReturned, type InvalidSeen } from '../../runtime/stored-invalid.js';
import { profileOf, unreachable } from '../../../specs/operation-profiles/index.js';
import { accepted, refused, statusOf } from '../../runtime/statuses.js';
import { fixtureParams, type BodyOperation } from '../../runtime/targets.js';
import { bodySetup } from '../../runtime/body-setup.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';
import { readName } from '../../../engine/read-name.js';

/** How the server was seen keeping an invalid value, in the message's words. */
function whereSeen(seen: InvalidSeen, noun: string, baseUrl: string): string {
  switch (seen.how) {
    case 'stored':
      return `the server stored it (a later ${readName(seen.exchange.request, baseUrl)} shows it)`;
    case 'returned':
      return 'the server returned it in the 200 answer';
    case 'unreadable':
      return `the caller can no longer read the ${noun} it was sent to: the read after it answered ${statusOf(seen.exchange)} where the run had read it before${seen.shown ? ' (the 200 answer showed the value applied)' : ''}; the write moved it out of the caller's reach`;
    default:
      return unreachable(seen);
  }
}

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
      ...(entry.level === 'UNSPECIFIED' ? [] : documentedStatus(exchange, label.description)),
    ];
  if (!accepted(exchange)) return []; // 5xx and transport problems are judged by no-server-error and transport
  if (entry.level === 'UNSPECIFIED')
    return [{ verdict: 'observe', requirement: label.requirement, message: `accepted (${statusOf(exchange)}) a body with ${label.description}` }];
  const seen = await storedOrReturned(ctx, operation, schema, sample, exchange);
  if (seen) {
    const where = whereSeen(seen, profileOf(operation).fixtures?.noun ?? 'document', ctx.config.baseUrl);
    return [
      {
        verdict: 'fail',
        requirement: label.requirement,
        exchange: seen.exchange,
        // A change on the server is confirmed by reading it again, never by sending the write again.
        ...(seen.how === 'returned' ? {} : { evidence: 'effect' as const }),
        counterexample: sample.payload,
        message: violates(label.requirement, `${statusOf(exchange)} for a body with ${label.description}, and ${where}`),
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

/**
 * Refusal statuses that name a condition of their own, which the spec leaves "not shown" (credentials,
 * unknown ids, conflicts, size and rate limits): ERROR.OTHER_STATUSES observes them.
 */
const OTHER_CONDITIONS: ReadonlySet<number> = new Set([401, 403, 404, 409, 413, 429]);

/** ERROR.DOCUMENTED_STATUS: a body the schema refuses is a Bad Request; 422 or another 4xx without a meaning of its own is a warning naming 400. */
function documentedStatus(exchange: Exchange, description: string): CheckFinding[] {
  const status = exchange.response?.status;
  if (status === undefined || status === 400 || OTHER_CONDITIONS.has(status)) return [];
  return [
    {
      verdict: 'warn',
      requirement: 'ERROR.DOCUMENTED_STATUS',
      exchange,
      message: violates('ERROR.DOCUMENTED_STATUS', `${statusOf(exchange)} refusing a body with ${description}, where the spec documents 400 (Bad Request)`),
    },
  ];
}

/** VALIDATION.REJECT — labelled invalid payloads are refused; one answered 200 is judged by what the server kept. */
export const invalidPayloadsRejected = defineScenarioCheck({
  id: 'invalid-payloads-rejected',
  requirement: 'VALIDATION.REJECT',
  alsoJudges: ['ERROR.DOCUMENTED_STATUS', 'REQUEST.UNKNOWN_PROPERTIES', 'TIMESHEET.TRANSITIONS'],
  title: 'Invalid request bodies are refused',
  group: 'validation',
  wide: true,
  appliesTo: { kinds: WRITE_KINDS, takes: 'body' },
  run: async (ctx, operation) => {
    const op = operation;
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
});
