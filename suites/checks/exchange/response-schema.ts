import { responseValidator } from './response-validators.js';
import type { RequirementId } from '../../../specs/requirements.js';
import type { SchemaName } from '../../../specs/schemas/index.js';
import type { ExchangeCheck } from '../../runtime/check-types.js';
import { excerpt } from '../../../engine/excerpt.js';
import { specifiedOperation } from './helpers.js';
import { schemaFindings } from './schema-findings.js';
import { timesheetShapeFindings } from './timesheet-shape.js';
import { unlistedFindings } from './unlisted-properties.js';
import { violates } from '../../../engine/message.js';

/** The requirement a 200 body of each operation answers to, by response schema. */
const PRIMARY: Partial<Record<SchemaName, RequirementId>> = { project: 'PROJECT.RESPONSE', 'project-person': 'PERSON.RESPONSE' };

/**
 * PROJECT.RESPONSE, PERSON.RESPONSE, TIMESHEET.SHAPE, DELETE_PERSON.RESPONSE — 200 bodies match the
 * spec's open shapes; RESPONSE.UNLISTED_PROPERTIES — what the tables do not list is observed.
 */
export const responseSchema: ExchangeCheck = {
  kind: 'exchange',
  id: 'response-schema',
  requirement: 'PROJECT.RESPONSE',
  alsoJudges: ['DELETE_PERSON.RESPONSE', 'TIMESHEET.TYPE_VALUES', 'TIMESHEET.WEEK_FORMAT', 'TIMESHEET.SHAPE_RULE', 'RESPONSE.UNLISTED_PROPERTIES'],
  title: '200 bodies match the schema of their operation',
  appliesTo: (exchange) => exchange.response?.status === 200 && specifiedOperation(exchange) !== undefined,
  run: (exchange) => {
    const op = specifiedOperation(exchange);
    const response = exchange.response;
    if (!op || !response) return [];
    if (op.response === undefined) {
      return response.bodyText.length === 0
        ? [{ verdict: 'pass', requirement: 'DELETE_PERSON.RESPONSE', message: '200 with no body' }]
        : [
            {
              verdict: 'fail',
              requirement: 'DELETE_PERSON.RESPONSE',
              message: violates('DELETE_PERSON.RESPONSE', `200 with a body: ${excerpt(response.bodyText)}`),
            },
          ];
    }
    if (response.json === undefined) return []; // content-type-json reports unparseable bodies
    if (op.response === 'timesheet') return timesheetShapeFindings(response.json);
    const requirement = PRIMARY[op.response] ?? 'PROJECT.RESPONSE';
    const validate = responseValidator(op.response);
    const verdicts = validate(response.json)
      ? [{ verdict: 'pass' as const, requirement, message: `valid ${op.response}` }]
      : schemaFindings(op.response, response.json, validate.errors ?? [], requirement);
    return [...verdicts, ...unlistedFindings(op.response, response.json)];
  },
};
