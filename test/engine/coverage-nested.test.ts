import type { ValidateFunction } from 'ajv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exchange } from '../../engine/exchange.js';
import { bodyObjectOf } from '../../engine/http/client.js';
import { countCoverage, documentedPaths, mergeCoverage, type CoverageFold } from '../../engine/results/coverage.js';
import { bodyShape } from '../../engine/results/body-coverage/body-shape.js';
import { countBody } from '../../engine/results/body-coverage/count-body.js';
import { newOperationFold, type OperationFold } from '../../engine/results/coverage-fold.js';
import { coverageOf } from '../../runner/coverage-report.js';
import { createAjv } from '../../specs/ajv.js';
import type { OperationKey } from '../../specs/operations.js';

const TIMESHEET = 'PATCH /timesheets/{timesheetId}';
const PROJECT = 'PATCH /projects/{projectId}';
const PEOPLE = 'POST /projects/{projectId}/people';

/** An exchange and the object its body was serialised from, as the scenario context hands them over. */
function sent(operation: OperationKey, body: Record<string, unknown>, status: number): [Exchange, unknown] {
  const exchange = {
    request: { method: operation.split(' ')[0] as string, url: 'http://x/v1', operation, headers: {}, body: JSON.stringify(body) },
    response: { status, headers: {}, bodyText: '' },
    startedAt: '2025-01-01T00:00:00.000Z',
    durationMs: 1,
    purpose: 'test',
  } as Exchange;
  return [exchange, body];
}

const NESTED = [
  sent(TIMESHEET, { entries: [{ description: 'd', hours: [{ day: 'MON', value: 8 }] }] }, 200),
  sent(
    TIMESHEET,
    {
      entries: [
        {
          hours: [
            { day: 'TUE', value: 1 },
            { day: 'monday', value: 'eight' },
          ],
        },
      ],
    },
    400,
  ),
  sent(TIMESHEET, { entries: [{ codeId: 'c', zzq: 1 }] }, 400),
  sent(PROJECT, { customProperties: [{ name: 'n', value: 1, canView: 'manager' }] }, 200),
  sent(PROJECT, { customProperties: [{ name: 'n', canView: 'owner' }] }, 400),
  sent(PROJECT, { customProperties: [{ name: 'n', value: 1, canView: 'admin' }], budget: -1 }, 400),
  sent(PEOPLE, { permission: 'member', email: 'a@example.com', praise: 1 }, 400),
];

const fold = (items: readonly [Exchange, unknown][]) => {
  const coverage: CoverageFold = {};
  for (const [exchange, body] of items) countCoverage(coverage, exchange, body);
  return coverage;
};

describe('coverage of nested fields', () => {
  const report = coverageOf([], fold(NESTED));
  const operation = (key: string) => report.operations.find((item) => item.operation === key);

  it('documents every place of a body schema by path, following $ref into array items', () => {
    expect(documentedPaths(TIMESHEET)).toEqual([
      'status',
      'customId',
      'entries',
      'entries[]',
      'entries[].description',
      'entries[].hours',
      'entries[].hours[]',
      'entries[].hours[].day',
      'entries[].hours[].value',
      'entries[].codeId',
      'entries[].taskId',
    ]);
    expect(documentedPaths(PROJECT)).toEqual(expect.arrayContaining(['departments[]', 'customProperties[].canView', 'customProperties[].description']));
  });

  it('counts nested paths valid and invalid, a field holding an invalid place invalid itself, unknown names folded per object', () => {
    expect(operation(TIMESHEET)?.fieldsSentValid).toEqual([
      'entries',
      'entries[]',
      'entries[].codeId',
      'entries[].description',
      'entries[].hours',
      'entries[].hours[]',
      'entries[].hours[].day',
      'entries[].hours[].value',
    ]);
    expect(operation(TIMESHEET)?.fieldsSentInvalid).toEqual([
      'entries',
      'entries[]',
      'entries[].(unknown field)',
      'entries[].hours',
      'entries[].hours[]',
      'entries[].hours[].day',
      'entries[].hours[].value',
    ]);
    expect(operation(TIMESHEET)?.fieldsNeverSent).toEqual(['customId', 'entries[].taskId', 'status']);
    expect(operation(PROJECT)?.fieldsSentInvalid).toEqual([
      'budget',
      'customProperties',
      'customProperties[]',
      'customProperties[].canView',
      'customProperties[].value',
    ]);
    expect(operation(PROJECT)?.fieldsNeverSent).toContain('customProperties[].description');
    expect(operation(PEOPLE)?.fieldsSentInvalid).toEqual(['praise (response-only)']);
  });

  it('folds array indices: one item valid and another invalid count the same path both ways', () => {
    const alone = coverageOf([], fold([NESTED[1] as [Exchange, unknown]])).operations.find((item) => item.operation === TIMESHEET);
    expect(alone?.fieldsSentValid).toContain('entries[].hours[].day');
    expect(alone?.fieldsSentInvalid).toContain('entries[].hours[].day');
  });

  it('lists the enum values of nested fields accepted, by path', () => {
    expect(operation(PROJECT)?.enumValuesAccepted).toEqual(['customProperties[].canView=manager']);
  });

  it('merging folds of parts is their union and equals the fold of the whole, in any split and order', () => {
    const whole = coverageOf([], fold(NESTED));
    for (let split = 0; split <= NESTED.length; split++) {
      const merged: CoverageFold = {};
      mergeCoverage(merged, fold(NESTED.slice(split)));
      mergeCoverage(merged, fold(NESTED.slice(0, split)));
      expect(coverageOf([], merged), `split at ${split}`).toEqual(whole);
    }
    expect(coverageOf([], fold([...NESTED].reverse()))).toEqual(whole);
    const first = fold(NESTED.slice(0, 2))[TIMESHEET] as OperationFold;
    const second = fold(NESTED.slice(2, 3))[TIMESHEET] as OperationFold;
    expect(Object.keys(first.invalid)).not.toContain('entries[].(unknown field)');
    expect(Object.keys(second.invalid).sort()).toEqual(['entries', 'entries[]', 'entries[].(unknown field)']);
    const merged: CoverageFold = { [TIMESHEET]: structuredClone(first) };
    mergeCoverage(merged, { [TIMESHEET]: second });
    expect(Object.keys(merged[TIMESHEET]?.invalid ?? {}).sort()).toEqual([...new Set([...Object.keys(first.invalid), ...Object.keys(second.invalid)])].sort());
  });
});

/** A schema with bounds and an enum inside array items (the spec's own schemas have none nested). */
const LINES = {
  type: 'object',
  properties: {
    lines: {
      type: 'array',
      items: {
        type: 'object',
        properties: { qty: { type: 'number', minimum: 1, maximum: 10 }, unit: { type: 'string', enum: ['kg', 'g'] } },
        required: ['qty'],
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

/** The compiled LINES validator, counting its calls. */
function countingValidator(): { validate: ValidateFunction; calls: () => number } {
  const compiled = createAjv({ checkSchemas: false }).compile(LINES);
  let calls = 0;
  const validate = ((data: unknown) => {
    calls += 1;
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return { validate, calls: () => calls };
}

describe('countBody on a schema with nested bounds and enums', () => {
  const keys = (set: Record<string, number>) => Object.keys(set).sort();

  it('records the bounds of nested fields hit and crossed, and their enum values accepted', () => {
    const shape = bodyShape(LINES, countingValidator().validate);
    const lines = newOperationFold();
    countBody(lines, { lines: [{ qty: 1 }, { qty: 10, unit: 'kg' }] }, shape, true);
    countBody(lines, { lines: [{ qty: 0, unit: 'g' }, { qty: 11 }] }, shape, false);
    expect(keys(lines.bounds)).toEqual(['lines[].qty = maximum 10', 'lines[].qty = minimum 1', 'lines[].qty above maximum 10', 'lines[].qty below minimum 1']);
    expect(keys(lines.enums)).toEqual(['lines[].unit=kg']);
    expect(keys(lines.invalid)).toEqual(['lines', 'lines[]', 'lines[].qty']);
    expect(keys(lines.valid)).toEqual(['lines', 'lines[]', 'lines[].qty', 'lines[].unit']);
  });

  it('skips validation once every place of a body is settled, but not while a required name it leaves out was never seen invalid', () => {
    const { validate, calls } = countingValidator();
    const shape = bodyShape(LINES, validate);
    const lines = newOperationFold();
    countBody(lines, { lines: [{ qty: 1, unit: 'kg' }] }, shape, true);
    countBody(lines, { lines: [{ qty: 1, unit: 'lb' }] }, shape, false);
    countBody(lines, { lines: [{ qty: 2, unit: 'kg' }] }, shape, true);
    expect(calls()).toBe(3);
    expect(lines.invalid['lines[].qty']).toBeUndefined();
    countBody(lines, { lines: [{ unit: 'g' }] }, shape, false);
    expect(calls()).toBe(4);
    expect(lines.invalid['lines[].qty']).toBe(1);
    countBody(lines, { lines: [{ qty: 0, unit: 'g' }] }, shape, false);
    countBody(lines, { lines: [{ qty: 10, unit: 'g' }, { unit: 'g' }] }, shape, true);
    expect(calls()).toBe(4);
    // Bounds and enum values are still read from a body that skips validation.
    expect(lines.bounds['lines[].qty = maximum 10']).toBe(1);
    expect(lines.enums['lines[].unit=g']).toBe(1);
  });
});

describe('the body coverage counts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the object sent when there is one: the recorded text is not parsed again', () => {
    expect(documentedPaths(PROJECT).length).toBeGreaterThan(0);
    const [exchange] = sent(PROJECT, { title: 'T' }, 400);
    const parse = vi.spyOn(JSON, 'parse');
    const coverage: CoverageFold = {};
    countCoverage(coverage, exchange, { budget: -1 });
    expect(parse).not.toHaveBeenCalled();
    expect(Object.keys(coverage[PROJECT]?.invalid ?? {})).toEqual(['budget']);
  });

  it('is the recorded text, parsed, when there is no object (a raw body)', () => {
    const [exchange] = sent(PROJECT, { budget: -1 }, 400);
    const coverage: CoverageFold = {};
    countCoverage(coverage, exchange, bodyObjectOf({ operation: PROJECT, purpose: 'test', body: { title: 'T' }, rawBody: exchange.request.body ?? '' }));
    expect(Object.keys(coverage[PROJECT]?.invalid ?? {})).toEqual(['budget']);
    expect(bodyObjectOf({ operation: PROJECT, purpose: 'test', body: { title: 'T' } })).toEqual({ title: 'T' });
  });
});
