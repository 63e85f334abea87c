import fc from 'fast-check';
import { invalidCatalogue, invalidPayloads, type InvalidSample } from '../../../generators/index.js';
import { requirement } from '../../../specs/requirements.js';
import { prepare } from '../../runtime/fixtures.js';
import { checkProperty } from '../../runtime/property.js';
import type { Report, ScenarioContext } from '../../runtime/scenario-context.js';
import { accepted, refused, statusOf } from '../../runtime/statuses.js';
import { fixtureParams, type BodyOperation } from '../../runtime/targets.js';
import { bodySetup } from '../../runtime/body-setup.js';
import type { ScenarioCheck } from '../types.js';

const VERDICT_WHEN_ACCEPTED = { MUST: 'fail', SHOULD: 'warn', UNSPECIFIED: 'observe' } as const;

function judge(sample: InvalidSample, exchange: Awaited<ReturnType<ScenarioContext['send']>>): Report[] {
  const { label } = sample;
  const entry = requirement(label.requirement);
  if (refused(exchange)) {
    const report: Report = { verdict: entry.level === 'UNSPECIFIED' ? 'observe' : 'pass', requirement: label.requirement, message: `refused with ${statusOf(exchange)}: ${label.description}` };
    return [report];
  }
  if (!accepted(exchange)) return []; // 5xx and transport problems are judged by no-server-error and transport
  const verdict = VERDICT_WHEN_ACCEPTED[entry.level];
  const message = verdict === 'observe'
    ? `accepted (${statusOf(exchange)}) a body with ${label.description}`
    : `Received ${statusOf(exchange)} for a body with ${label.description}. The spec states: ${entry.sentence} — such a body must be refused with 400.`;
  return [{ verdict, requirement: label.requirement, message, exchange, counterexample: sample.payload }];
}

/** VALIDATION.REJECT — every labelled invalid payload is refused (400; not 200, not 5xx). */
export const invalidPayloadsRejected: ScenarioCheck = {
  kind: 'scenario',
  id: 'invalid-payloads-rejected',
  requirement: 'VALIDATION.REJECT',
  title: 'Invalid request bodies are refused',
  group: 'validation',
  operations: ['PATCH /projects/{projectId}', 'PATCH /timesheets/{timesheetId}', 'POST /projects/{projectId}/people'],
  run: async (ctx, operation) => {
    const op = operation as BodyOperation;
    const { schema, pool } = await bodySetup(ctx, op);
    const evaluate = async (sample: InvalidSample) => {
      const body = prepare(ctx, schema, sample.payload, pool, sample.label.pointer);
      const exchange = await ctx.send({ operation: op, params: fixtureParams(op, ctx.config), body, purpose: `invalid: ${sample.label.description}` });
      return judge({ ...sample, payload: body }, exchange);
    };
    await checkProperty(ctx, { purpose: `invalid ${schema}`, examples: invalidCatalogue(schema), arbitrary: invalidPayloads(schema) as fc.Arbitrary<InvalidSample>, evaluate });
  },
};
