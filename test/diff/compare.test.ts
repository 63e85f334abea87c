import { describe, expect, it } from 'vitest';
import type { BaselineEntry } from '../../baseline/capture.js';
import type { Side } from '../../diff/capture-side.js';
import { compareSides } from '../../diff/compare.js';

const entry = (step: string, status: number, schema?: BaselineEntry['schema']): BaselineEntry => ({
  step,
  operation: 'PATCH /projects/{projectId}',
  status,
  headers: {},
  ...(schema ? { schema, mediaType: 'application/json' } : {}),
});
const side = (entries: BaselineEntry[], effects: string[] = []): Side => ({
  baseUrl: 'http://x/v1',
  embedded: false,
  entries,
  exchanges: new Map(),
  effects,
  restore: { restored: [], leftovers: [] },
});
/** The differences, leaving out the steps neither side sent (reported as not compared). */
const differencesOf = (base: Side, candidate: Side) =>
  compareSides(base, candidate).flatMap((step) =>
    step.answer
      .filter((difference) => difference.kind !== 'not-compared')
      .map((difference) => ({ step: step.step, kind: difference.kind, breaking: difference.breaking })),
  );

describe('diff compare', () => {
  it('does not count values: the same shapes with other ids and timestamps are no difference', () => {
    const schema = { type: 'object', properties: { _id: { type: 'string' }, updatedAt: { type: 'string' } }, required: ['_id', 'updatedAt'] } as const;
    expect(differencesOf(side([entry('read-project', 200, schema)]), side([entry('read-project', 200, schema)]))).toEqual([]);
  });

  it.each([
    [400, 404, false],
    [400, 200, true],
    [200, 201, true],
    [400, 500, true],
  ])('a status %i on the base and %i on the candidate is breaking: %s', (before, after, breaking) => {
    expect(differencesOf(side([entry('update-project-unknown-id', before)]), side([entry('update-project-unknown-id', after)]))).toEqual([
      { step: 'update-project-unknown-id', kind: 'status-changed', breaking },
    ]);
  });

  it('reports a read-back effect seen on one server only as breaking, on either side', () => {
    const steps = [entry('read-project', 200)];
    expect(differencesOf(side(steps, ['projectId.budget']), side(steps, ['projectId.budget']))).toEqual([]);
    expect(differencesOf(side(steps), side(steps, ['projectId.budget']))).toEqual([{ step: 'read-back-effects', kind: 'effect-differs', breaking: true }]);
    expect(differencesOf(side(steps, ['timesheetId.status']), side(steps))).toEqual([{ step: 'read-back-effects', kind: 'effect-differs', breaking: true }]);
  });
});
