import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cloneJson } from '../../generators/schema/clone-json.js';

/** Payload-like data: JSON values, and what mutations and fast-check put in them (null-prototype objects, -0, NaN, undefined, an own __proto__ key). */
const payloadLike = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, undefined, -0, Number.NaN, true, ''),
    fc.double(),
    fc.string(),
    fc.array(tie('value')),
    fc.dictionary(fc.oneof(fc.string(), fc.constant('__proto__')), tie('value'), { noNullPrototype: false }),
  ),
})).value;

describe('cloneJson', () => {
  it('copies a payload as structuredClone does', () => {
    fc.assert(
      fc.property(payloadLike, (value) => {
        expect(isDeepStrictEqual(cloneJson(value), structuredClone(value))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('shares nothing with the original: changing the copy leaves it as it was', () => {
    const original = { a: [{ b: 1 }], c: { d: 'x' } };
    const copy = cloneJson(original);
    copy.a[0]!.b = 2;
    copy.c.d = 'y';
    expect(original).toEqual({ a: [{ b: 1 }], c: { d: 'x' } });
  });

  it('keeps an own __proto__ key as a key, not as the prototype', () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const copy = cloneJson(value);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
