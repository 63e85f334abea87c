import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatorFor } from '../../specs/ajv.js';
import { requirement } from '../../specs/requirements.js';
import { notifySchema } from '../../specs/schemas/index.js';
import { notifyCatalogue, notifyValues, pathIdCatalogue, pathIds } from '../../generators/index.js';

describe('notifyValues', () => {
  const disabling: readonly string[] = notifySchema['x-disabling-values'];

  it('lists the disabling values of the schema, then 1 and true', () => {
    expect(notifyCatalogue().map(({ value, kind }) => [value, kind])).toEqual([
      ...disabling.map((value) => [value, 'disabling']),
      ['1', 'other'],
      ['true', 'other'],
    ]);
  });

  it('labels every value by what the spec says of it, and each is a valid notify string', () => {
    const validate = validatorFor('notify');
    for (const sample of fc.sample(notifyValues(), { seed: 2, numRuns: 1_000 })) {
      expect(sample.kind).toBe(disabling.includes(sample.value) ? 'disabling' : 'other');
      expect(validate(sample.value)).toBe(true);
      expect(sample.level).toBe(requirement(sample.requirement).level);
    }
  });

  it('also generates arbitrary strings', () => {
    const values = new Set(fc.sample(notifyValues(), { seed: 2, numRuns: 200 }).map(({ value }) => value));
    expect(values.size).toBeGreaterThan(notifyCatalogue().length);
  });
});

describe('pathIds', () => {
  const catalogue = pathIdCatalogue();

  it("starts with a well-formed unknown id shaped like the servers' ids (24 hex)", () => {
    expect(catalogue[0]?.kind).toBe('unknown');
    expect(catalogue[0]?.value).toMatch(/^[0-9a-f]{24}$/);
  });

  it.each([
    ['a word', (value: string) => value === 'not-an-id'],
    ['a very long id', (value: string) => value.length >= 1_000],
    ['spaces', (value: string) => value.includes(' ')],
    ['percent-encoded characters', (value: string) => /%[0-9A-F]{2}/.test(value)],
    ['non-ASCII characters', (value: string) => /[^\x00-\x7f]/.test(value)],
  ])('has a malformed id with %s', (_, matches) => {
    expect(catalogue.some(({ value, kind }) => kind === 'malformed' && matches(value))).toBe(true);
  });

  it('gives the same ids for the same seed', () => {
    expect(fc.sample(pathIds(), { seed: 4, numRuns: 50 })).toEqual(fc.sample(pathIds(), { seed: 4, numRuns: 50 }));
  });

  it('never generates ids that change the route ("", ".", "..")', () => {
    for (const { value } of fc.sample(pathIds(), { seed: 4, numRuns: 1_000 })) expect(['', '.', '..']).not.toContain(value.trim());
  });

  it("labels unknown ids only when they have the servers' shape", () => {
    for (const { value, kind } of fc.sample(pathIds(), { seed: 4, numRuns: 1_000 })) {
      if (kind === 'unknown') expect(value).toMatch(/^[0-9a-f]{24}$/);
    }
  });
});
