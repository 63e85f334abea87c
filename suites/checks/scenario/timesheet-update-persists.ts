import type fc from 'fast-check';
import { validPayload } from '../../../generators/index.js';
import { resolveRef } from '../../../specs/annotations.js';
import { timesheetShapeASchema, timesheetShapeBSchema, timesheetShapeOf, timesheetUpdateSchema } from '../../../specs/schemas/index.js';
import { okBody, readTimesheet } from '../../runtime/fixtures.js';
import { withoutLockingStatus } from '../../runtime/safe-status.js';
import { checkProperty } from '../../runtime/property.js';
import { describeDifferences, differences } from '../../runtime/read-back.js';
import { explainedByStatusDefault } from '../../runtime/request-default.js';
import type { CheckFinding } from '../../../engine/finding.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';
import { readDescription } from '../../runtime/read-document.js';

const UPDATABLE = Object.keys(timesheetUpdateSchema.properties);

/** Entry properties the shape of `document` forbids (taskId in shape A): not expected back. */
function forbiddenEntryFields(document: Record<string, unknown>): string[] {
  const shape = timesheetShapeOf(document) === 'timesheet-shape-a' ? timesheetShapeASchema : timesheetShapeBSchema;
  const entryProperties = (resolveRef(shape.properties.entries.items) as { properties: Record<string, unknown> }).properties;
  return Object.keys(entryProperties).filter((key) => entryProperties[key] === false);
}

function expectedBack(sent: Record<string, unknown>, document: Record<string, unknown>): Record<string, unknown> {
  const forbidden = forbiddenEntryFields(document);
  if (!Array.isArray(sent.entries) || forbidden.length === 0) return sent;
  const entries = (sent.entries as Record<string, unknown>[]).map((entry) =>
    Object.fromEntries(Object.entries(entry).filter(([key]) => !forbidden.includes(key))),
  );
  return { ...sent, entries };
}

/** The timesheet as the last read showed it: one sample at a time, so it is what the next one starts from. */
interface Known {
  timesheet?: Record<string, unknown>;
}

async function evaluate(ctx: ScenarioContext, timesheetId: string, payload: Record<string, unknown>, known: Known): Promise<CheckFinding[]> {
  const before = known.timesheet ?? okBody(await readTimesheet(ctx, timesheetId, 'admin', 'read the timesheet before an update'));
  delete known.timesheet;
  const answer = await ctx.send({ operation: 'PATCH /timesheets/{timesheetId}', params: { timesheetId }, body: payload, purpose: 'update the timesheet' });
  if (!before || !okBody(answer)) return [];
  const readBack = await readTimesheet(ctx, timesheetId, 'admin', 'read the update back');
  const after = okBody(readBack);
  if (!after) return [];
  // The read after one update is the read before the next: a round trip less a sample, none less sure.
  known.timesheet = after;
  // Only updatable fields are compared: a server may derive other fields (totals…) from entries.
  const untouched = Object.fromEntries(UPDATABLE.filter((key) => key in before && !(key in payload)).map((key) => [key, before[key]]));
  const different = [...differences('timesheet-update', expectedBack(payload, after), after), ...differences('timesheet-update', untouched, after)].filter(
    (d) => d.sameness === 'different',
  );
  // The read-back is itself a PATCH without status: "default draft" may apply to it.
  const defaulted = different.filter((d) => explainedByStatusDefault(d.field, d.back));
  const wrong = different.filter((d) => !defaulted.includes(d));
  const notes: CheckFinding[] = defaulted.map((d) => ({
    verdict: 'observe',
    requirement: 'TIMESHEET.STATUS.DEFAULT',
    message: `the read-back (${readDescription(ctx, 'PATCH /timesheets/{timesheetId}')}) shows status ${JSON.stringify(d.back)} where ${JSON.stringify(d.sent)} was set: "default draft" applied to a PATCH without status`,
  }));
  return wrong.length === 0
    ? [...notes, { verdict: 'pass', message: 'update persisted, other fields kept' }]
    : [
        ...notes,
        {
          verdict: 'fail',
          exchange: readBack,
          counterexample: payload,
          message: violates('TIMESHEET.PERSISTS', `a timesheet that does not show the update or lost fields not sent: ${describeDifferences(wrong)}`),
        },
      ];
}

/** TIMESHEET.PERSISTS — a later read (the run's reader: GET, or PATCH {}) shows the fields sent; fields not sent keep their values. */
export const timesheetUpdatePersists = defineScenarioCheck({
  id: 'timesheet-update-persists',
  requirement: 'TIMESHEET.PERSISTS',
  title: 'A timesheet update persists and merges',
  group: 'timesheets',
  appliesTo: { kinds: ['update'], answers: 'timesheet' },
  run: async (ctx) => {
    const ids = [ctx.config.timesheetId, ...(ctx.config.projectTimesheetId ? [ctx.config.projectTimesheetId] : [])];
    for (const timesheetId of ids) {
      const known: Known = {};
      await checkProperty(ctx, {
        purpose: `persist ${timesheetId}`,
        arbitrary: validPayload('timesheet-update') as fc.Arbitrary<Record<string, unknown>>,
        evaluate: (payload, ctx) => evaluate(ctx, timesheetId, withoutLockingStatus(ctx, 'PATCH /timesheets/{timesheetId}', payload), known),
        batchSize: 1,
        numRuns: Math.max(5, Math.ceil(ctx.settings.numRuns / 4)),
      });
    }
  },
});
