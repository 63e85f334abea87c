import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding, Verdict } from '../../engine/finding.js';
import { foldFinding, mergeRow, newRow, type Row } from '../../engine/results/row.js';

const key = { check: 'response-schema', operation: 'PATCH /projects/{projectId}', requirement: 'PROJECT.RESPONSE' } as const;
const verdicts: readonly Verdict[] = ['pass', 'fail', 'warn', 'observe', 'skip'];

const finding = fc.record({
  verdict: fc.constantFrom(...verdicts),
  // Few distinct messages, so that ties and repeats happen.
  message: fc.integer({ min: 0, max: 40 }).map((n) => `message ${String(n).padStart(2, '0')}`),
});

function fold(findings: readonly Pick<Finding, 'verdict' | 'message'>[]): Row {
  const row = newRow(key);
  for (const { verdict, message } of findings) foldFinding(row, { ...key, verdict, message });
  return row;
}

/** Concurrent cases answer in any order: the row a seed produces must not depend on it. */
describe('engine/results/row', () => {
  it('folds findings into the same row whatever order they arrive in', () => {
    fc.assert(fc.property(fc.array(finding, { maxLength: 80 }), fc.func(fc.integer()), (findings, rank) => {
      const shuffled = [...findings].sort((a, b) => rank(a.message + a.verdict) - rank(b.message + b.verdict));
      expect(fold(shuffled)).toEqual(fold(findings));
    }));
  });

  it('merges rows into the same row whatever order the shards come in', () => {
    fc.assert(fc.property(fc.array(fc.array(finding, { maxLength: 30 }), { minLength: 1, maxLength: 4 }), (parts) => {
      const merge = (rows: Row[]) => rows.reduce((into, from) => (mergeRow(into, from), into), newRow(key));
      expect(merge(parts.map(fold).reverse())).toEqual(merge(parts.map(fold)));
      expect(merge(parts.map(fold))).toEqual(fold(parts.flat()));
    }));
  });

  it('keeps the 20 smallest distinct observations, sorted, and counts them all', () => {
    const messages = Array.from({ length: 30 }, (_, n) => `observed ${String(29 - n).padStart(2, '0')}`);
    const row = fold([...messages, ...messages].map((message) => ({ verdict: 'observe', message })));
    expect(row.observations).toEqual(Array.from({ length: 20 }, (_, n) => `observed ${String(n).padStart(2, '0')}`));
    expect(row.counts.observe).toBe(60);
  });
});
