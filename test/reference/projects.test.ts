import { describe, expect, it } from 'vitest';
import { validatorFor } from '../../specs/ajv.js';
import { CAN_VIEW_ORDER, PROJECT_RESPONSE_ONLY } from '../../specs/schemas/index.js';
import { visibleProperties } from '../../reference/render/visibility.js';
import { FIXTURE_IDS } from '../../reference/state/seed/index.js';
import { orgRecords, patchProject, record, withReference } from './http.js';

const isProject = validatorFor('project');
const isErrorBody = validatorFor('error-body');
const canViews = (answer: Awaited<ReturnType<typeof patchProject>>) =>
  ((record(answer).customProperties ?? []) as { canView: string }[]).map((property) => property.canView);

/** Bodies the reference refuses: each violates the project-update schema or names a record the organisation lacks. */
const refusedBodies: [string, Record<string, unknown>][] = [
  ...PROJECT_RESPONSE_ONLY.map((field) => [`response-only ${field}`, { [field]: field === 'archived' ? true : 'x' }] as [string, Record<string, unknown>]),
  ['an unknown property', { colour: 'blue' }],
  ['a negative budget', { budget: -1 }],
  ['a string budget', { budget: '100' }],
  ['projectStatus closed', { projectStatus: 'closed' }],
  ['revenueType fixed', { revenueType: 'fixed' }],
  ['currency EURO', { currency: 'EURO' }],
  ['startDate yesterday', { startDate: 'yesterday' }],
  ['a custom property without canView', { customProperties: [{ name: 'n', value: 1 }] }],
  ['canView owner', { customProperties: [{ name: 'n', value: 1, canView: 'owner' }] }],
  ['an unknown client', { client: 'ffffffffffffffffffffffff' }],
  ['an unknown department', { departments: ['ffffffffffffffffffffffff'] }],
  ["another organisation's office", { offices: orgRecords(FIXTURE_IDS.orgB, 'offices') }],
];

describe('PATCH /projects/{projectId}', () => {
  it('answers the complete Project for PATCH {} (valid against project, _id the path id, ISO date-times)', async () => {
    await withReference({}, async (ref) => {
      const answer = await patchProject(ref, {});
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(isProject(answer.json), JSON.stringify(isProject.errors)).toBe(true);
      for (const field of PROJECT_RESPONSE_ONLY) expect(record(answer)).toHaveProperty(field);
      expect(record(answer)._id).toBe(ref.config.projectId);
      expect(new Date(record(answer).createdAt as string).toISOString()).toBe(record(answer).createdAt);
    });
  });

  it('merges a partial update, persists it and keeps every field not sent', async () => {
    await withReference({}, async (ref) => {
      const before = record(await patchProject(ref, {}));
      const answer = await patchProject(ref, { title: 'Renamed', budget: 0 });
      const after = record(await patchProject(ref, {}));
      expect(record(answer)).toMatchObject({ title: 'Renamed', budget: 0 });
      expect(after).toEqual(record(answer));
      const unchanged = (doc: Record<string, unknown>) => ({ ...doc, title: undefined, budget: undefined, updatedAt: undefined });
      expect(unchanged(after)).toEqual(unchanged(before));
    });
  });

  it('moves updatedAt strictly forward on every change, even within one millisecond, and not on PATCH {}', async () => {
    await withReference({}, async (ref) => {
      const stamps: string[] = [];
      for (const title of ['a', 'b', 'c']) stamps.push(record(await patchProject(ref, { title })).updatedAt as string);
      const read = record(await patchProject(ref, {})).updatedAt as string;
      expect(stamps.map((stamp) => Date.parse(stamp))).toEqual([...stamps].map((stamp) => Date.parse(stamp)).sort((a, b) => a - b));
      expect(new Set(stamps).size).toBe(3);
      expect(read).toBe(stamps[2]);
    });
  });

  it.each([
    ['2031-05-04T10:20:30.000+05:30', '2031-05-04T04:50:30.000Z'],
    ['2030-12-31T12:00:00.250+01:00', '2030-12-31T11:00:00.250Z'],
    ['2030-01-01t00:00:00z', '2030-01-01T00:00:00.000Z'],
    ['2030-01-01 08:00:00+0530', '2030-01-01T02:30:00.000Z'],
    ['2030-06-30T23:59:59.123456-07', '2030-07-01T06:59:59.123Z'],
  ])('stores the date-time %s as the instant it denotes (%s, via toISOString)', async (sent, instant) => {
    await withReference({}, async (ref) => {
      expect((await patchProject(ref, { startDate: sent })).status).toBe(200);
      expect(record(await patchProject(ref, {})).startDate).toBe(instant);
    });
  });

  it('refuses an instant it cannot write as an ISO string (year 10000)', async () => {
    await withReference({}, async (ref) => {
      const answer = await patchProject(ref, { endDate: '9999-12-31T23:59:59-01:00' });
      expect(answer.status).toBe(400);
      expect(isErrorBody(answer.json)).toBe(true);
    });
  });

  it.each(refusedBodies)('refuses %s with 400 and an error body, changing nothing', async (_name, body) => {
    await withReference({}, async (ref) => {
      const before = ref.snapshot();
      const answer = await patchProject(ref, body);
      expect(answer.status).toBe(400);
      expect(isErrorBody(answer.json)).toBe(true);
      expect(ref.snapshot()).toEqual(before);
    });
  });

  it('accepts references the organisation holds', async () => {
    await withReference({}, async (ref) => {
      const references = { client: orgRecords(FIXTURE_IDS.orgA, 'clients')[1], departments: orgRecords(FIXTURE_IDS.orgA, 'departments'), offices: [] };
      expect(record(await patchProject(ref, references))).toMatchObject(references);
      expect(record(await patchProject(ref, {}))).toMatchObject(references);
    });
  });

  it('never changes projectType and allows every status transition', async () => {
    await withReference({}, async (ref) => {
      const { projectType } = record(await patchProject(ref, {}));
      for (const projectStatus of ['cancelled', 'open', 'completed', 'open']) {
        const answer = await patchProject(ref, { projectStatus });
        expect(answer.status).toBe(200);
        expect(record(answer).projectType).toBe(projectType);
      }
    });
  });

  it('shows each role the custom properties at or below its level: the admin all, the member only member ones', async () => {
    await withReference({}, async (ref) => {
      expect(canViews(await patchProject(ref, {})).sort()).toEqual([...CAN_VIEW_ORDER].sort());
      const memberRead = await patchProject(ref, {}, { token: ref.config.memberToken });
      expect(memberRead.status).toBe(200);
      expect(canViews(memberRead)).toEqual(['member']);
      expect(isProject(memberRead.json)).toBe(true);
    });
  });

  it("refuses a member's non-empty PATCH with 400 and changes nothing", async () => {
    await withReference({}, async (ref) => {
      const before = ref.snapshot();
      const answer = await patchProject(ref, { title: 'member edit' }, { token: ref.config.memberToken });
      expect(answer.status).toBe(400);
      expect(isErrorBody(answer.json)).toBe(true);
      expect(ref.snapshot()).toEqual(before);
    });
  });
});

describe('visibleProperties', () => {
  const properties = CAN_VIEW_ORDER.map((canView) => ({ name: canView, value: 1, canView }));
  it.each(CAN_VIEW_ORDER.map((role, index) => [role, CAN_VIEW_ORDER.slice(0, index + 1)] as const))('a %s sees %j', (role, expected) => {
    expect((visibleProperties(properties, role, new Set()) as { canView: string }[]).map((property) => property.canView)).toEqual(expected);
  });
});
