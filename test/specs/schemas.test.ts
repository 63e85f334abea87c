import { describe, expect, it } from 'vitest';
import { validatorFor } from '../../specs/ajv.js';
import { schemas, type SchemaName } from '../../specs/schemas/index.js';

/** Valid and invalid examples drawn from the spec's own statements; each invalid one names its reason. */
type Example = { name: string; value: unknown; keyword?: string; path?: string };

const now = new Date().toISOString();
const project = {
  _id: 'p1',
  archived: false,
  createdBy: 'u1',
  createdAt: now,
  updatedAt: now,
  org: 'o1',
  projectType: 'mx-gantt',
  usageStorage: 0,
  planItems: [],
};

const cases: Record<SchemaName, { valid: Example[]; invalid: Example[] }> = {
  project: {
    valid: [
      { name: 'response-only fields only', value: project },
      { name: 'client expanded ("Expandable")', value: { ...project, client: { _id: 'c1', name: 'ACME' } } },
      { name: 'extra field from the server', value: { ...project, extra: 1 } },
      { name: 'date-time with an offset', value: { ...project, startDate: '2024-05-01T10:00:00+02:00' } },
      { name: 'currency withdrawn from ISO 4217 (stored before 2023)', value: { ...project, currency: 'HRK' } },
      { name: 'currency withdrawn long ago (ISO 4217 list three)', value: { ...project, currency: 'DEM' } },
    ],
    invalid: [
      { name: '"including response-only fields": org missing', value: { ...project, org: undefined }, keyword: 'required' },
      { name: 'projectType outside its four values', value: { ...project, projectType: 'waterfall' }, keyword: 'enum', path: '/projectType' },
      { name: 'budget: Minimum 0', value: { ...project, budget: -0.01 }, keyword: 'minimum', path: '/budget' },
      { name: 'currency: ISO 4217 code', value: { ...project, currency: 'EURO' }, keyword: 'enum', path: '/currency' },
      { name: 'currency: ISO 4217 codes are uppercase', value: { ...project, currency: 'eur' }, keyword: 'enum', path: '/currency' },
      { name: 'currency: three capitals that were never an ISO 4217 code', value: { ...project, currency: 'BTC' }, keyword: 'enum', path: '/currency' },
      { name: 'createdAt not a date-time', value: { ...project, createdAt: 'yesterday' }, keyword: 'format', path: '/createdAt' },
    ],
  },
  'project-update': {
    valid: [
      { name: 'all fields optional: {}', value: {} },
      { name: 'budget 0 is the minimum', value: { budget: 0 } },
      { name: 'customProperties with description', value: { customProperties: [{ name: 'n', value: null, canView: 'manager', description: 'd' }] } },
    ],
    invalid: [
      { name: 'response-only _id not accepted', value: { _id: 'x' }, keyword: 'not', path: '/_id' },
      { name: 'response-only projectType not accepted', value: { projectType: 'mx-gantt' }, keyword: 'not', path: '/projectType' },
      { name: 'projectStatus outside open, completed, cancelled', value: { projectStatus: 'closed' }, keyword: 'enum', path: '/projectStatus' },
      { name: 'revenueType outside milestones, timeAndMaterials', value: { revenueType: 'fixed' }, keyword: 'enum', path: '/revenueType' },
      { name: 'custom property without canView', value: { customProperties: [{ name: 'n', value: 1 }] }, keyword: 'required', path: '/customProperties/0' },
      {
        name: 'canView outside member, manager, admin',
        value: { customProperties: [{ name: 'n', value: 1, canView: 'observer' }] },
        keyword: 'enum',
        path: '/customProperties/0/canView',
      },
      { name: 'timeTrackingEnabled is a boolean', value: { timeTrackingEnabled: 'yes' }, keyword: 'type', path: '/timeTrackingEnabled' },
    ],
  },
  'custom-property-request': {
    valid: [{ name: 'value of any type', value: { name: 'n', value: { nested: [1] }, canView: 'member' } }],
    invalid: [{ name: 'value required', value: { name: 'n', canView: 'member' }, keyword: 'required' }],
  },
  'custom-property': {
    valid: [{ name: 'response fields', value: { name: 'n', value: 1, canView: 'admin' } }],
    invalid: [{ name: 'canView enum', value: { canView: 'root' }, keyword: 'enum', path: '/canView' }],
  },
  'project-person': {
    valid: [
      { name: 'pending invitation', value: { _id: 'pp', permission: 'observer', person: 'u2', invitePendingSince: 1700000000000 } },
      { name: 'person expanded', value: { _id: 'pp', permission: 'member', person: { _id: 'u2' }, praise: 0 } },
    ],
    invalid: [
      {
        name: 'invitePendingSince is an integer',
        value: { _id: 'pp', permission: 'member', person: 'u', invitePendingSince: 1.5 },
        keyword: 'type',
        path: '/invitePendingSince',
      },
      { name: 'praise minimum 0', value: { _id: 'pp', permission: 'member', person: 'u', praise: -1 }, keyword: 'minimum', path: '/praise' },
      {
        name: 'rateTime outside its values',
        value: { _id: 'pp', permission: 'member', person: 'u', rateTime: 'fortnightly' },
        keyword: 'enum',
        path: '/rateTime',
      },
    ],
  },
  'add-person': {
    valid: [{ name: 'permission and email only', value: { permission: 'member', email: 'ada@example.com' } }],
    invalid: [
      { name: 'email required', value: { permission: 'member' }, keyword: 'required' },
      { name: 'email must be an e-mail', value: { permission: 'member', email: 'not-an-email' }, keyword: 'format', path: '/email' },
      { name: 'rate minimum 0', value: { permission: 'member', email: 'a@b.co', rate: -1 }, keyword: 'minimum', path: '/rate' },
    ],
  },
  'timesheet-entry': {
    valid: [{ name: 'no property is required (not shown)', value: {} }],
    invalid: [{ name: 'hours value is a number', value: { hours: [{ day: 'MON', value: '8' }] }, keyword: 'type', path: '/hours/0/value' }],
  },
  'timesheet-update': {
    valid: [{ name: 'status and entries', value: { status: 'submitted', entries: [{ hours: [{ day: 'TUE', value: 7.5 }] }] } }],
    invalid: [
      { name: 'status outside draft, submitted, approved, rejected', value: { status: 'done' }, keyword: 'enum', path: '/status' },
      {
        name: 'day is a three-letter uppercase abbreviation',
        value: { entries: [{ hours: [{ day: 'monday', value: 1 }] }] },
        keyword: 'pattern',
        path: '/entries/0/hours/0/day',
      },
    ],
  },
  'timesheet-shape-a': {
    valid: [{ name: 'person timesheet', value: { person: 'u1', entries: [{ codeId: 'c' }] } }],
    invalid: [{ name: 'taskId in shape A', value: { person: 'u1', entries: [{ taskId: 't' }] }, keyword: 'false schema', path: '/entries/0/taskId' }],
  },
  'timesheet-shape-b': {
    valid: [{ name: 'project timesheet', value: { planItem: 'pi', project: 'p', entries: [{ taskId: 't' }] } }],
    invalid: [{ name: 'project missing', value: { planItem: 'pi' }, keyword: 'required' }],
  },
  timesheet: {
    valid: [
      { name: 'shape A', value: { person: 'u1', status: 'draft' } },
      { name: 'shape B', value: { planItem: 'pi', project: 'p', status: 'approved' } },
      { name: 'shape A with a shape-B field other than planItem (open shapes)', value: { person: 'u1', project: null } },
      { name: 'shape B with person (told apart by planItem)', value: { person: 'u', planItem: 'pi', project: 'p' } },
    ],
    invalid: [
      { name: 'neither shape', value: { status: 'draft' }, keyword: 'oneOf' },
      { name: 'planItem without project', value: { person: 'u', planItem: 'pi' }, keyword: 'oneOf' },
    ],
  },
  'error-body': {
    valid: [
      { name: 'all three fields are optional', value: {} },
      { name: 'data with additional properties', value: { message: 'm', code: 'E1', data: { field: 'budget' } } },
    ],
    invalid: [
      { name: 'code is a string', value: { code: 400 }, keyword: 'type', path: '/code' },
      { name: 'data is an object', value: { data: 'x' }, keyword: 'type', path: '/data' },
    ],
  },
  notify: {
    valid: [
      { name: '"0"', value: '0' },
      { name: '"false"', value: 'false' },
    ],
    invalid: [{ name: 'a string', value: 0, keyword: 'type' }],
  },
  'path-id': {
    valid: [{ name: 'document id', value: '65a1f0c2e4b0a1b2c3d4e5f6' }],
    invalid: [{ name: 'empty', value: '', keyword: 'minLength' }],
  },
};

describe.each(Object.keys(schemas) as SchemaName[])('schema %s', (name) => {
  const validate = validatorFor(name);
  it.each(cases[name].valid)('accepts: $name', ({ value }) => {
    expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
  });
  it.each(cases[name].invalid)('rejects: $name', ({ value, keyword, path }) => {
    expect(validate(JSON.parse(JSON.stringify(value)))).toBe(false);
    const reasons = (validate.errors ?? []).map((error) => `${error.instancePath}:${error.keyword}`);
    expect(reasons).toContain(`${path ?? ''}:${keyword}`);
  });
  it('has a stable $id under the suite base URI', () => {
    expect(schemas[name].$id).toMatch(/^https:\/\/pm-conformance\.example\/schemas\/v1\/[a-z-]+\.json$/);
  });
});
