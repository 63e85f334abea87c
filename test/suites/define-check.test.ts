import { describe, expect, expectTypeOf, it } from 'vitest';
import { OFFLINE_CONNECTION } from './offline-context.js';
import { defineScenarioCheck } from '../../suites/runtime/check-types.js';
import type { ScenarioContext } from '../../suites/runtime/scenario-context.js';

describe('defineScenarioCheck', () => {
  const seen: string[] = [];
  const check = defineScenarioCheck({
    id: 'typed-check',
    requirement: 'PROJECT.UPDATE.PERSISTS',
    title: 'test',
    group: 'projects',
    appliesTo: { kinds: ['update'], answers: 'timesheet' },
    fixtures: (operation) => {
      expectTypeOf(operation).toEqualTypeOf<'PATCH /timesheets/{timesheetId}'>();
      return ['timesheetId'];
    },
    run: async (_ctx, operation) => {
      expectTypeOf(operation).toEqualTypeOf<'PATCH /timesheets/{timesheetId}'>();
      seen.push(operation);
    },
  });
  const ctx = {} as ScenarioContext;

  it('plans the operations its appliesTo selects, typed as them', () => {
    expect(check.operations).toEqual(['PATCH /timesheets/{timesheetId}']);
    expectTypeOf(check.operations).toEqualTypeOf<readonly 'PATCH /timesheets/{timesheetId}'[]>();
  });

  it('hands its run and fixtures only those operations: any other is a bug named as such', async () => {
    await check.run(ctx, 'PATCH /timesheets/{timesheetId}');
    expect(seen).toEqual(['PATCH /timesheets/{timesheetId}']);
    await expect(check.run(ctx, 'PATCH /projects/{projectId}')).rejects.toThrow('typed-check does not apply to PATCH /projects/{projectId}');
    expect(check.fixtures?.('PATCH /timesheets/{timesheetId}', OFFLINE_CONNECTION)).toEqual(['timesheetId']);
    expect(() => check.fixtures?.('GET /timesheets/{timesheetId}', OFFLINE_CONNECTION)).toThrow(/does not apply to GET/);
  });
});
