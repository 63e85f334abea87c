import { refused, statusOf, accepted } from '../../runtime/statuses.js';
import { fixtureParams, type BodyOperation } from '../../runtime/targets.js';
import type { ScenarioCheck } from '../types.js';

/** Bodies that are not a JSON object where the spec requires one. */
const NOT_A_BODY: readonly { readonly label: string; readonly rawBody?: string }[] = [
  { label: 'no body at all' },
  { label: 'malformed JSON', rawBody: '{"title": ' },
  { label: 'a JSON array', rawBody: '[]' },
  { label: 'a JSON string', rawBody: '"x"' },
  { label: 'JSON null', rawBody: 'null' },
];

/** REQUEST.BODY_REQUIRED — "Request body (JSON, required)": a missing or non-JSON body is refused. */
export const bodyRequired: ScenarioCheck = {
  kind: 'scenario',
  id: 'body-required',
  requirement: 'REQUEST.BODY_REQUIRED',
  title: 'A missing or malformed body is refused',
  group: 'validation',
  operations: ['PATCH /projects/{projectId}', 'PATCH /timesheets/{timesheetId}', 'POST /projects/{projectId}/people'],
  run: async (ctx, operation) => {
    for (const variant of NOT_A_BODY) {
      const exchange = await ctx.send({ operation, params: fixtureParams(operation as BodyOperation, ctx.config), ...(variant.rawBody === undefined ? {} : { rawBody: variant.rawBody }), purpose: `body required: ${variant.label}` });
      if (refused(exchange)) ctx.report({ verdict: 'pass', message: `${variant.label} refused with ${statusOf(exchange)}` });
      else if (accepted(exchange)) ctx.report({ verdict: 'fail', exchange, message: `Received ${statusOf(exchange)} for a request with ${variant.label}. The spec states: Request body (JSON, required).` });
    }
  },
};
