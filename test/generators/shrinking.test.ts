import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validPayload } from '../../generators/index.js';
import { fakerText } from '../../generators/arbitraries/faker-string.js';

describe('shrinking of validPayload', () => {
  it('shrinks "description longer than 5 characters" to a 6-character description and nothing else', () => {
    const result = fc.check(
      fc.property(validPayload('project-update'), (payload) => !(typeof payload.description === 'string' && payload.description.length > 5)),
      { seed: 4242 },
    );
    expect(result.failed).toBe(true);
    const [counterexample] = result.counterexample ?? [];
    expect(Object.keys(counterexample ?? {})).toEqual(['description']);
    expect(counterexample?.description).toHaveLength(6);
  });

  it('shrinks "two or more custom properties" to two minimal custom properties', () => {
    const result = fc.check(
      fc.property(validPayload('project-update'), (payload) => (payload.customProperties?.length ?? 0) < 2),
      { seed: 4242 },
    );
    expect(result.failed).toBe(true);
    const [counterexample] = result.counterexample ?? [];
    expect(counterexample).toEqual({
      customProperties: [
        { name: '', value: null, canView: 'member' },
        { name: '', value: null, canView: 'member' },
      ],
    });
  });

  it('keeps the required fields of add-person while shrinking the rest away', () => {
    const result = fc.check(
      fc.property(validPayload('add-person'), (payload) => payload.roleTitle === undefined),
      { seed: 4242 },
    );
    const [counterexample] = result.counterexample ?? [];
    expect(Object.keys(counterexample ?? {}).sort()).toEqual(['email', 'permission', 'roleTitle']);
    expect(counterexample?.roleTitle).toBe('');
  });
});

describe('fakerText', () => {
  const call = () => 'The quick brown fox jumps over the lazy dog';
  const arbitrary = fakerText(call, { minLength: 3, maxLength: 100 });

  it('shrinks only to strictly shorter prefixes, never below minLength', () => {
    const [value = ''] = fc.sample(arbitrary, { seed: 1, numRuns: 1 });
    const candidates = [...arbitrary.shrink(value, undefined)].map((shrunk) => shrunk.value);
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) {
      expect(value.startsWith(candidate)).toBe(true);
      expect(candidate.length).toBeLessThan(value.length);
      expect(candidate.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('reaches minLength by always taking the first shrink', () => {
    let [current = ''] = fc.sample(arbitrary, { seed: 1, numRuns: 1 });
    for (let steps = 0; steps < 100; steps += 1) {
      const [next] = arbitrary.shrink(current, undefined);
      if (!next) break;
      current = next.value;
    }
    expect(current).toBe('The');
  });
});
