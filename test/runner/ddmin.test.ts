import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ddmin } from '../../runner/minimize/ddmin.js';

/** A failure that shows when every one of `needed` is in the sequence (the requests it rests on). */
const needs = (needed: readonly number[]) => async (candidate: readonly number[]) => needed.every((item) => candidate.includes(item));

describe('runner/minimize/ddmin', () => {
  it('finds exactly the items the failure rests on, in order', async () => {
    const items = Array.from({ length: 40 }, (_, index) => index);
    expect(await ddmin(items, needs([5, 31, 38]))).toEqual({ items: [5, 31, 38], minimal: true });
  });

  it('tries the empty sequence first: a failure of the anchors alone costs one test', async () => {
    let tests = 0;
    const result = await ddmin([1, 2, 3], async () => ((tests += 1), true));
    expect(result).toEqual({ items: [], minimal: true });
    expect(tests).toBe(1);
  });

  it('returns a 1-minimal subsequence that still shows it, for any set it rests on', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 30 }).chain((size) => fc.tuple(fc.constant(size), fc.subarray(Array.from({ length: size }, (_, i) => i)))),
        async ([size, needed]) => {
          const items = Array.from({ length: size }, (_, index) => index);
          const shows = needs(needed);
          const { items: kept, minimal } = await ddmin(items, shows);
          expect(minimal).toBe(true);
          expect(await shows(kept)).toBe(true);
          for (const item of kept) expect(await shows(kept.filter((other) => other !== item))).toBe(false);
        },
      ),
    );
  });

  it('stops when the budget runs out and says the result is not minimal', async () => {
    let left = 3;
    const shows = needs([7, 8]);
    const result = await ddmin(
      Array.from({ length: 20 }, (_, index) => index),
      async (candidate) => (left-- > 0 ? shows(candidate) : undefined),
    );
    expect(result.minimal).toBe(false);
    expect(await shows(result.items)).toBe(true);
  });
});
