import { describe, expect, it } from 'vitest';
import { instantToString, jacksonCoercion, singlePrecision } from '../../reference/personalities/java-jackson.js';
import { mongooseCast } from '../../reference/personalities/mongoose-express.js';
import { jsonbOrder, storeSets, timestamptz } from '../../reference/personalities/postgres-jsonb.js';
import { Refusal } from '../../reference/http/refusal.js';
import { mapBody } from '../../reference/validation/map-body.js';

const cast = (hook: typeof mongooseCast, body: Record<string, unknown>) => mapBody('project-update', body, hook);

describe('mongoose-express casts', () => {
  it.each([
    ['numeric string to number', { budget: '12' }, { budget: 12 }],
    ['boolean to number', { budget: true }, { budget: 1 }],
    ['"true"/"no" to booleans', { timeTrackingEnabled: 'no' }, { timeTrackingEnabled: false }],
    ['number to its string', { title: 12 }, { title: '12' }],
    ['currency uppercased (uppercase: true)', { currency: 'usd' }, { currency: 'USD' }],
    ['a date Date() reads', { startDate: '2024-01-01' }, { startDate: '2024-01-01T00:00:00.000Z' }],
    [
      'nested: custom property description',
      { customProperties: [{ name: 'n', value: 5, canView: 'member', description: 42 }] },
      { customProperties: [{ name: 'n', value: 5, canView: 'member', description: '42' }] },
    ],
  ])('%s', (_label, body, expected) => {
    expect(cast(mongooseCast, body)).toEqual(expected);
  });

  it.each([
    ['an enum in another case (enums are case-sensitive)', { projectStatus: 'OPEN' }],
    ['text that is no number', { budget: 'twelve' }],
    ['Infinity, which JSON cannot carry', { budget: 'Infinity' }],
    ['text that is no date', { startDate: 'soon' }],
    ['a custom value (any type: not cast)', { customProperties: [{ name: 'n', value: '12', canView: 'member' }] }],
    ['an unknown property (left to validation)', { colour: 12 }],
  ])('leaves %s as sent', (_label, body) => {
    expect(cast(mongooseCast, body)).toEqual(body);
  });
});

describe('java-jackson', () => {
  it('coerces scalars the way Jackson does by default', () => {
    expect(cast(jacksonCoercion, { budget: '12', timeTrackingEnabled: 'true', customId: 7, startDate: 5 })).toEqual({
      budget: 12,
      timeTrackingEnabled: true,
      customId: '7',
      startDate: 5,
    });
    expect(cast(jacksonCoercion, { budget: '12 apples', timeTrackingEnabled: 'yes' })).toEqual({ budget: '12 apples', timeTrackingEnabled: 'yes' });
  });

  it('stores numbers in single precision and refuses what no float holds', () => {
    expect(cast(singlePrecision, { budget: 1234.567 })).toEqual({ budget: 1234.5670166015625 });
    expect(() => cast(singlePrecision, { budget: 1e39 })).toThrow(Refusal);
  });

  it.each([
    ['2024-01-01T10:00:00.000Z', '2024-01-01T10:00:00Z'],
    ['2024-01-01T10:00:00.120Z', '2024-01-01T10:00:00.120Z'],
  ])('prints %s as Instant.toString() does', (iso, expected) => {
    expect(instantToString(new Date(iso))).toBe(expected);
  });
});

describe('postgres-jsonb', () => {
  it('orders keys as jsonb does, at every depth', () => {
    const ordered = jsonbOrder({ title: 1, _id: 2, budget: 3, org: { zz: 1, b: 2, aa: 3 } }) as Record<string, Record<string, unknown>>;
    expect(Object.keys(ordered)).toEqual(['_id', 'org', 'title', 'budget']);
    expect(Object.keys(ordered.org ?? {})).toEqual(['b', 'aa', 'zz']);
  });

  it('stores x-set lists deduplicated and sorted, other lists as sent', () => {
    const stored = cast(storeSets, {
      offices: ['b', 'a', 'b'],
      inviteDomains: ['z.example', 'a.example'],
      customProperties: [
        { name: 'b', value: 1, canView: 'member' },
        { name: 'a', value: 1, canView: 'member' },
      ],
    });
    expect(stored.offices).toEqual(['a', 'b']);
    expect(stored.inviteDomains).toEqual(['a.example', 'z.example']);
    expect((stored.customProperties as { name: string }[]).map((p) => p.name)).toEqual(['b', 'a']);
  });

  it('prints timestamps with microseconds and +00:00', () => {
    expect(timestamptz(new Date('2024-01-01T10:00:00.123Z'))).toBe('2024-01-01T10:00:00.123000+00:00');
  });
});
