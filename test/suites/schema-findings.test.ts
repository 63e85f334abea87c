import { describe, expect, it } from 'vitest';
import { validatorFor } from '../../specs/ajv.js';
import { schemaFindings } from '../../suites/checks/exchange/schema-findings.js';

/** A person timesheet whose last entry breaks the rule, far past the first 2,000 characters of the body. */
function longTimesheet(broken: Record<string, unknown>): Record<string, unknown> {
  const entry = { description: 'd'.repeat(300), codeId: 'c', hours: [{ day: 'MON', value: 1 }] };
  return {
    _id: 't1',
    createdBy: 'u1',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    type: 'weekly',
    status: 'draft',
    customId: 'x',
    weekOfDate: '2024-01-01',
    weekStart: '2024-01-01',
    weekEnd: '2024-01-07',
    person: 'p1',
    entries: [...Array.from({ length: 10 }, () => entry), broken],
  };
}

describe('schema-findings', () => {
  it('quotes what the body holds where the rule breaks, not only its first characters', () => {
    const body = longTimesheet({ description: 'late', codeId: 'c', hours: [{ day: 'MON', value: 'eight' }] });
    const validate = validatorFor('timesheet-shape-a');
    expect(validate(body)).toBe(false);
    const [finding] = schemaFindings('timesheet-shape-a', body, validate.errors ?? [], 'TIMESHEET.SHAPE');
    expect(JSON.stringify(body).indexOf('"eight"')).toBeGreaterThan(2_000);
    expect(finding?.message).toContain('/entries/10/hours/0/value');
    expect(finding?.message).toContain('found "eight"');
  });

  it('names the properties an object has when one it must have is missing', () => {
    const { person: _gone, ...body } = longTimesheet({ description: 'late', codeId: 'c', hours: [] });
    const validate = validatorFor('timesheet-shape-a');
    expect(validate(body)).toBe(false);
    const messages = schemaFindings('timesheet-shape-a', body, validate.errors ?? [], 'TIMESHEET.SHAPE').map((finding) => finding.message);
    expect(messages.join('\n')).toContain('/person');
    expect(messages.join('\n')).toMatch(/its properties: _id, createdBy, createdAt, /);
  });
});
