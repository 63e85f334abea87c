import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding, Verdict } from '../../engine/finding.js';
import { foldFinding, mergeRow, newRow, type Row } from '../../engine/results/row.js';
import { exchange } from '../suites/exchange-factory.js';

const key = { check: 'response-schema', operation: 'PATCH /projects/{projectId}', requirement: 'PROJECT.RESPONSE' } as const;
const verdicts: readonly Verdict[] = ['pass', 'fail', 'warn', 'observe', 'skip', 'not-assessable'];

const finding = fc.record({
  verdict: fc.constantFrom(...verdicts),
  // Few distinct messages, so that ties and repeats happen.
  message: fc.integer({ min: 0, max: 40 }).map((n) => `message ${String(n).padStart(2, '0')}`),
  // What a not-assessable finding carries: an answer that said "not now", or what the server lacks.
  cause: fc.constantFrom<Pick<Finding, 'notNow' | 'unassessed'>>({}, { notNow: { reason: 'rate-limited', detail: '429' } }, { unassessed: 'no-read' }),
});

function fold(findings: readonly (Pick<Finding, 'verdict' | 'message'> & { cause?: Pick<Finding, 'notNow' | 'unassessed'> })[]): Row {
  const row = newRow(key);
  for (const { verdict, message, cause } of findings) foldFinding(row, { ...key, verdict, message, ...cause });
  return row;
}

/** Concurrent cases answer in any order: the row a seed produces must not depend on it. */
describe('engine/results/row', () => {
  it('folds findings into the same row whatever order they arrive in', () => {
    fc.assert(
      fc.property(fc.array(finding, { maxLength: 80 }), fc.func(fc.integer()), (findings, rank) => {
        const shuffled = [...findings].sort((a, b) => rank(a.message + a.verdict) - rank(b.message + b.verdict));
        expect(fold(shuffled)).toEqual(fold(findings));
      }),
    );
  });

  it('merges rows into the same row whatever order the shards come in', () => {
    fc.assert(
      fc.property(fc.array(fc.array(finding, { maxLength: 30 }), { minLength: 1, maxLength: 4 }), (parts) => {
        const merge = (rows: Row[]) => rows.reduce((into, from) => (mergeRow(into, from), into), newRow(key));
        expect(merge(parts.map(fold).reverse())).toEqual(merge(parts.map(fold)));
        expect(merge(parts.map(fold))).toEqual(fold(parts.flat()));
      }),
    );
  });

  it('keeps, of failures of one message shown by different requests, the same one whatever order they came in', () => {
    const shown = (url: string): Finding => ({ ...key, verdict: 'fail', message: 'the error body is not JSON', exchange: exchange({ url, status: 400 }) });
    const [a, b, c] = ['http://h/v1/projects/p?x=2', 'http://h/v1/projects/p?x=1', 'http://h/v1/projects/p?x=3'].map(shown) as [Finding, Finding, Finding];
    const kept = (findings: Finding[]) => {
      const row = newRow(key);
      for (const each of findings) foldFinding(row, each);
      return row.fail?.evidence?.request.url;
    };
    expect(kept([a, b, c])).toBe('http://h/v1/projects/p?x=1');
    expect(kept([c, a, b])).toBe('http://h/v1/projects/p?x=1');
    const merged = newRow(key);
    for (const part of [[c], [a], [b]]) {
      const row = newRow(key);
      for (const each of part) foldFinding(row, each);
      mergeRow(merged, row);
    }
    expect(merged.fail?.evidence?.request.url).toBe('http://h/v1/projects/p?x=1');
  });

  it('keeps the 20 smallest distinct observations, sorted, and counts them all', () => {
    const messages = Array.from({ length: 30 }, (_, n) => `observed ${String(29 - n).padStart(2, '0')}`);
    const row = fold([...messages, ...messages].map((message) => ({ verdict: 'observe', message })));
    expect(row.observations).toEqual(Array.from({ length: 20 }, (_, n) => `observed ${String(n).padStart(2, '0')}`));
    expect(row.counts.observe).toBe(60);
  });

  it('reproduces a stateful failure with every request of its sequence, in order, tokens as variables', () => {
    const update = { ...exchange({ url: 'http://127.0.0.1:1/v1/projects/p1?step=update' }), purpose: 'update the project' };
    const readBack = { ...exchange({ url: 'http://127.0.0.1:1/v1/projects/p1?step=read' }), purpose: 'read the update\nback' };
    const row = newRow(key);
    foldFinding(row, { ...key, verdict: 'fail', message: 'lost', exchange: readBack, sequence: [update, readBack] }, 'pm-conformance run --only x');
    const lines = (row.fail?.reproduction ?? '').split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe('# 1. update the project');
    expect(lines[1]).toContain('step=update');
    expect(lines[2]).toBe('# 2. read the update back');
    expect(lines[3]).toContain('step=read');
    expect(lines[4]).toBe('pm-conformance run --only x');
    expect(lines.filter((line) => line.startsWith('curl')).every((line) => line.includes('Bearer $PMC_TOKEN'))).toBe(true);
  });

  it('reproduces a single-exchange finding with its one curl line', () => {
    const row = newRow(key);
    foldFinding(row, { ...key, verdict: 'fail', message: 'bad', exchange: exchange(), sequence: [exchange()] });
    expect(row.fail?.reproduction?.split('\n')).toHaveLength(1);
  });

  it('counts the causes of not-assessable findings, and only of those', () => {
    const row = fold([
      { verdict: 'not-assessable', message: 'a', cause: { notNow: { reason: 'gateway', detail: '502' } } },
      { verdict: 'not-assessable', message: 'b', cause: { unassessed: 'no-read' } },
      { verdict: 'not-assessable', message: 'c', cause: { unassessed: 'no-read' } },
      { verdict: 'pass', message: 'd', cause: { unassessed: 'no-read' } },
    ]);
    expect(row.unassessed).toEqual({ gateway: 1, 'no-read': 2 });
  });
});
