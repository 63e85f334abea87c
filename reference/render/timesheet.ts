import { hasFault, type World } from '../world.js';
import type { Document } from '../state/model.js';
import { FIXTURE_IDS } from '../state/fixtures/index.js';
import { formatDates } from './dates.js';
import { withFaultRenderings } from './fault-renderings.js';

/** Shape B (project timesheet) is the one with a plan item; every other timesheet is shape A. */
export const isProjectTimesheet = (doc: Document): boolean => 'planItem' in doc;

/** TIMESHEET.TASK_ID: "taskId — Present in shape B only"; TIMESHEET.ENTRY.DAY: days as stored (uppercase). */
function renderEntry(entry: Document, shapeB: boolean, world: World): Document {
  const { taskId: _hidden, ...rest } = entry;
  const out: Document = shapeB ? { ...entry } : rest;
  if (!shapeB && hasFault(world, 'timesheet-task-id-in-shape-a')) out.taskId = FIXTURE_IDS.tasks[0];
  return out;
}

/** The fields of the other shape, for the fault that answers both. */
function otherShape(doc: Document, world: World): Document {
  if (isProjectTimesheet(doc)) return { person: doc.createdBy };
  return { planItem: FIXTURE_IDS.planItems[0], project: world.handles.projectId };
}

/** TIMESHEET.SHAPE: a timesheet in exactly one of the two shapes (bent by the timesheet faults). */
export function renderTimesheet(doc: Document, world: World): Document {
  const shapeB = isProjectTimesheet(doc);
  const out = formatDates(doc, world.behaviour.formatDate);
  if (Array.isArray(doc.entries)) out.entries = doc.entries.map((entry: Document) => renderEntry(entry, shapeB, world));
  const rendered = withFaultRenderings('timesheet', out, doc, world);
  return hasFault(world, 'timesheet-both-shapes') ? { ...rendered, ...otherShape(doc, world) } : rendered;
}
