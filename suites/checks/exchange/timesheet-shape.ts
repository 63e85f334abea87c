import { responseValidator } from './response-validators.js';
import { timesheetShapeOf } from '../../../specs/schemas/index.js';
import type { ExchangeFinding } from '../../../engine/finding.js';
import { excerpt } from '../../../engine/excerpt.js';
import { schemaFindings } from './schema-findings.js';
import { violates } from '../../../engine/message.js';
import { unlistedFindings } from './unlisted-properties.js';
import { isJsonObject } from '../../../specs/json-type.js';

/** A value's form, for reporting formats the spec leaves "not shown" without quoting data. */
function formOf(value: unknown): string {
  if (typeof value !== 'string') return typeof value;
  return value
    .replace(/[A-Za-z]/g, 'a')
    .replace(/\d/g, '9')
    .replace(/a+/g, 'a')
    .slice(0, 40);
}

/** TIMESHEET.TYPE_VALUES and TIMESHEET.WEEK_FORMAT: what the server uses where the spec shows nothing. */
function notShownValues(body: Record<string, unknown>): ExchangeFinding[] {
  const findings: ExchangeFinding[] = [];
  if (body.type !== undefined) findings.push({ verdict: 'observe', requirement: 'TIMESHEET.TYPE_VALUES', message: `type ${JSON.stringify(body.type)}` });
  for (const field of ['weekOfDate', 'weekStart', 'weekEnd']) {
    if (body[field] !== undefined)
      findings.push({ verdict: 'observe', requirement: 'TIMESHEET.WEEK_FORMAT', message: `${field} in the form ${formOf(body[field])}` });
  }
  return findings;
}

/**
 * TIMESHEET.SHAPE — shape B when the body carries planItem, shape A otherwise (the spec tells them
 * apart by fields; planItem is shape B's own). The body is then checked against that shape alone,
 * which is open: its listed properties for presence and type (taskId in a shape-A entry →
 * TIMESHEET.TASK_ID, a lowercase day → TIMESHEET.ENTRY.DAY, …), any other property observed
 * (RESPONSE.UNLISTED_PROPERTIES), a shape-B field on a shape-A body included.
 */
export function timesheetShapeFindings(body: unknown): ExchangeFinding[] {
  if (!isJsonObject(body)) {
    return [
      {
        verdict: 'fail',
        requirement: 'TIMESHEET.SHAPE',
        message: violates('TIMESHEET.SHAPE', `a timesheet that is not an object: ${excerpt(JSON.stringify(body))}`),
      },
    ];
  }
  const name = timesheetShapeOf(body);
  const isB = name === 'timesheet-shape-b';
  // Looked up per call (compiled on the first): importing the checks compiles nothing.
  const validate = responseValidator(name);
  const unlisted = unlistedFindings(name, body);
  if (!validate(body)) return [...schemaFindings(name, body, validate.errors ?? [], 'TIMESHEET.SHAPE'), ...unlisted];
  return [
    { verdict: 'pass', requirement: 'TIMESHEET.SHAPE', message: `shape ${isB ? 'B' : 'A'}` },
    { verdict: 'observe', requirement: 'TIMESHEET.SHAPE_RULE', message: `a timesheet answered in shape ${isB ? 'B (project)' : 'A (person)'}` },
    ...notShownValues(body as Record<string, unknown>),
    ...unlisted,
  ];
}
