import { describe, expect, it } from 'vitest';
import { validatorFor } from '../../specs/ajv.js';
import { patchTimesheet, record, withReference } from './http.js';

const isShapeA = validatorFor('timesheet-shape-a');
const isShapeB = validatorFor('timesheet-shape-b');
const isTimesheet = validatorFor('timesheet');
const entriesOf = (json: unknown) => (json as { entries?: Record<string, unknown>[] }).entries ?? [];

describe('PATCH /timesheets/{timesheetId}', () => {
  it('answers the person timesheet in shape A, without taskId in its entries', async () => {
    await withReference({}, async (ref) => {
      const answer = await patchTimesheet(ref, ref.config.timesheetId, {});
      expect(answer.status).toBe(200);
      expect(isShapeA(answer.json)).toBe(true);
      expect(isTimesheet(answer.json)).toBe(true);
      expect(entriesOf(answer.json).length).toBeGreaterThan(0);
      for (const entry of entriesOf(answer.json)) expect(entry).not.toHaveProperty('taskId');
    });
  });

  it('answers the project timesheet in shape B, its entries carrying taskId', async () => {
    await withReference({}, async (ref) => {
      const answer = await patchTimesheet(ref, ref.config.projectTimesheetId ?? '', {});
      expect(isShapeB(answer.json)).toBe(true);
      expect(isTimesheet(answer.json)).toBe(true);
      for (const entry of entriesOf(answer.json)) expect(typeof entry.taskId).toBe('string');
    });
  });

  it.each(['timesheetId', 'projectTimesheetId'] as const)('PATCH {} on %s changes nothing (no status default)', async (key) => {
    await withReference({}, async (ref) => {
      const before = ref.snapshot();
      const answer = await patchTimesheet(ref, ref.config[key] ?? '', {});
      expect(answer.status).toBe(200);
      expect(ref.snapshot()).toEqual(before);
    });
  });

  it('merges a partial update and persists it; entries are replaced as sent', async () => {
    await withReference({}, async (ref) => {
      const id = ref.config.projectTimesheetId ?? '';
      const before = record(await patchTimesheet(ref, id, {}));
      const entries = [{ description: 'Review', hours: [{ day: 'WED', value: 2.25 }], codeId: 'QA', taskId: 'task-9' }];
      await patchTimesheet(ref, id, { customId: 'renamed' });
      await patchTimesheet(ref, id, { entries });
      const after = record(await patchTimesheet(ref, id, {}));
      expect(after).toMatchObject({ customId: 'renamed', entries, status: before.status, weekOfDate: before.weekOfDate });
      expect(Date.parse(after.updatedAt as string)).toBeGreaterThan(Date.parse(before.updatedAt as string));
    });
  });

  it.each(['0', 'false', '1', 'true', 'anything', ''])('accepts notify=%j', async (notify) => {
    await withReference({}, async (ref) => {
      expect((await patchTimesheet(ref, ref.config.timesheetId, { customId: 'n' }, { query: { notify } })).status).toBe(200);
    });
  });

  it('allows every status transition, including approved → draft', async () => {
    await withReference({}, async (ref) => {
      for (const status of ['submitted', 'approved', 'draft', 'rejected', 'draft']) {
        expect(record(await patchTimesheet(ref, ref.config.timesheetId, { status })).status).toBe(status);
      }
    });
  });

  it.each([
    ['status closed', { status: 'closed' }],
    ['a string hours value', { entries: [{ hours: [{ day: 'MON', value: '8' }] }] }],
    ['a numeric day', { entries: [{ hours: [{ day: 1, value: 8 }] }] }],
    ['an unknown property', { colour: 'blue' }],
    ['an unknown entry property', { entries: [{ minutes: 5 }] }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    await withReference({}, async (ref) => {
      const before = ref.snapshot();
      expect((await patchTimesheet(ref, ref.config.timesheetId, body)).status).toBe(400);
      expect(ref.snapshot()).toEqual(before);
    });
  });

  it('lets a member update a timesheet', async () => {
    await withReference({}, async (ref) => {
      expect((await patchTimesheet(ref, ref.config.timesheetId, { status: 'submitted' }, { token: ref.config.memberToken })).status).toBe(200);
    });
  });
});
