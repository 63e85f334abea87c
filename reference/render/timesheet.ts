import type { World } from '../world.js';
import { isProjectTimesheet, type Document } from '../state/model.js';
import { formatDates } from './dates.js';
import { withFaultRenderings } from './fault-renderings.js';

/** TIMESHEET.TASK_ID: "taskId — Present in shape B only"; TIMESHEET.ENTRY.DAY: days as stored (uppercase). */
function renderEntry(entry: Document, shapeB: boolean): Document {
  const { taskId: _hidden, ...rest } = entry;
  return shapeB ? { ...entry } : rest;
}

/** TIMESHEET.SHAPE: a timesheet in exactly one of the two shapes (bent by the timesheet faults' renderings). */
export function renderTimesheet(doc: Document, world: World): Document {
  const shapeB = isProjectTimesheet(doc);
  const out = formatDates(doc, world.behaviour.formatDate);
  if (Array.isArray(doc.entries)) out.entries = doc.entries.map((entry: Document) => renderEntry(entry, shapeB));
  return withFaultRenderings('timesheet', out, doc, world);
}
