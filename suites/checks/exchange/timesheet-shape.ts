import { responseValidatorFor } from '../../../specs/ajv.js';
import type { ExchangeFinding } from '../../../engine/finding.js';
import { excerpt } from './helpers.js';
import { schemaFindings } from './schema-findings.js';
import { violates } from '../../../engine/message.js';

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
 * TIMESHEET.SHAPE — exactly one of shape A (person) and shape B (planItem + project). When neither
 * matches, the shape the body claims by its fields is explained field by field (taskId in shape A →
 * TIMESHEET.TASK_ID, a lowercase day → TIMESHEET.ENTRY.DAY, …).
 */
export function timesheetShapeFindings(body: unknown): ExchangeFinding[] {
  // Looked up per call (compiled on the first): importing the checks compiles nothing.
  const shapeA = responseValidatorFor('timesheet-shape-a');
  const shapeB = responseValidatorFor('timesheet-shape-b');
  const isA = shapeA(body);
  const isB = shapeB(body);
  if (isA !== isB) {
    return [
      { verdict: 'pass', requirement: 'TIMESHEET.SHAPE', message: `shape ${isA ? 'A' : 'B'}` },
      { verdict: 'observe', requirement: 'TIMESHEET.SHAPE_RULE', message: `a timesheet answered in shape ${isA ? 'A (person)' : 'B (project)'}` },
      ...notShownValues(body as Record<string, unknown>),
    ];
  }
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const claimsA = 'person' in fields;
  const claimsB = 'planItem' in fields || 'project' in fields;
  if (claimsA === claimsB) {
    return [
      {
        verdict: 'fail',
        requirement: 'TIMESHEET.SHAPE',
        message: violates('TIMESHEET.SHAPE', `a timesheet matching ${isA ? 'both shapes' : 'neither shape'}: ${excerpt(JSON.stringify(body))}`),
      },
    ];
  }
  const [name, validate] = claimsA ? (['timesheet-shape-a', shapeA] as const) : (['timesheet-shape-b', shapeB] as const);
  validate(body);
  return schemaFindings(name, body, validate.errors ?? [], 'TIMESHEET.SHAPE');
}
