import type fc from 'fast-check';
import { invalidCatalogue, invalidPayloads, type InvalidSample } from '../../../generators/index.js';
import type { RequestSchemaName } from '../../../specs/schemas/index.js';
import { bodySetup } from '../../runtime/body-setup.js';
import { okBody, prepare } from '../../runtime/fixtures.js';
import { freeTextField } from '../../runtime/free-text.js';
import { checkProperty } from '../../runtime/property.js';
import { changedFields, describeChanges } from '../../runtime/read-back.js';
import type { Report } from '../../runtime/scenario-context.js';
import { refused, statusOf } from '../../runtime/statuses.js';
import { fixtureParams } from '../../runtime/targets.js';
import type { ScenarioCheck } from '../types.js';

type Update = 'PATCH /projects/{projectId}' | 'PATCH /timesheets/{timesheetId}';
const SENTENCE = '400 | Bad Request (RFC 9110 §15.5.1: the server "cannot or will not process the request")';
let changeCounter = 0;

/** The invalid body plus one valid change of a free-text field it does not carry: applied in part, it shows. */
function withValidChange(schema: RequestSchemaName, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const field = freeTextField(schema, Object.keys(body));
  changeCounter += 1;
  return field ? { [field]: `pmc-refused-change-${process.pid.toString(36)}-${changeCounter}`, ...body } : body;
}

/**
 * REQUEST.REFUSED_NO_EFFECT — every labelled invalid body, with a valid change added, is sent; after a
 * 4xx a read (PATCH {}) must show the document as the read before it did. One sample at a time: each
 * read-back is compared with the previous one.
 */
export const refusedWriteNoEffect: ScenarioCheck = {
  kind: 'scenario',
  id: 'refused-write-no-effect',
  requirement: 'REQUEST.REFUSED_NO_EFFECT',
  title: 'A refused update changes nothing',
  group: 'validation',
  operations: ['PATCH /projects/{projectId}', 'PATCH /timesheets/{timesheetId}'],
  run: async (ctx, operation) => {
    const op = operation as Update;
    const { schema, pool } = await bodySetup(ctx, op);
    const params = fixtureParams(op, ctx.config);
    const read = (purpose: string) => ctx.send({ operation: op, params, body: {}, purpose });
    let before = okBody(await read('read before the refused updates (PATCH {})'));
    if (!before) return ctx.skip(`the fixture could not be read with PATCH {}`);
    const evaluate = async (sample: InvalidSample): Promise<Report[]> => {
      const body = withValidChange(schema, prepare(ctx, schema, sample.payload, pool, sample.label.pointer));
      const exchange = await ctx.send({ operation: op, params, body, purpose: `invalid, with a valid change: ${sample.label.description}` });
      const readBack = await read('read back after the answer (PATCH {})');
      const after = okBody(readBack);
      const previous = before ?? {};
      if (after) before = after;
      if (!refused(exchange) || !after) return []; // what an accepted invalid body did is judged by invalid-payloads-rejected
      const changed = changedFields(previous, after);
      return changed.length === 0
        ? [{ verdict: 'pass', message: `a refused update (${statusOf(exchange)}) changed nothing` }]
        : [{ verdict: 'fail', exchange: readBack, counterexample: body, message: `Received ${statusOf(exchange)} for a body with ${sample.label.description}, yet a read-back shows ${describeChanges(changed, previous, after)}. The spec states: ${SENTENCE}` }];
    };
    const arbitrary = invalidPayloads(schema) as fc.Arbitrary<InvalidSample>;
    await checkProperty(ctx, { purpose: `refused ${schema}`, examples: invalidCatalogue(schema), arbitrary, evaluate, concurrency: 1, numRuns: Math.max(5, Math.ceil(ctx.settings.numRuns / 4)) });
  },
};
