import { definePersonality } from './personality.js';
import { isJsonObject } from '../../specs/json-type.js';

/**
 * One timesheet model for both shapes, as a document store keeps it: a person timesheet also carries
 * `project` (null), a project timesheet `person` (null), both a derived `totalHours`, and each entry
 * its own `_id`. planItem stays on project timesheets only: it is what tells the shapes apart.
 */
export function withTimesheetExtras(json: unknown): unknown {
  if (!isJsonObject(json) || !Array.isArray(json.entries) || !('status' in json)) return json;
  const entries = json.entries.map((entry: unknown, index) => (isJsonObject(entry) ? { _id: `entry-${index}`, ...entry } : entry));
  const hours = entries.flatMap((entry) => (isJsonObject(entry) && Array.isArray(entry.hours) ? (entry.hours as unknown[]) : []));
  const totalHours = hours.reduce<number>((sum, hour) => sum + (isJsonObject(hour) && typeof hour.value === 'number' ? hour.value : 0), 0);
  const other = 'planItem' in json ? { person: null } : { project: null };
  return { ...other, ...json, entries, totalHours };
}

/** Timesheets carry properties the spec lists for the other shape, or lists nowhere (open shapes). */
export const timesheetExtraProperties = definePersonality({
  name: 'timesheet-extra-properties',
  description:
    "Timesheets carry the other shape's fields as null (project on a person timesheet, person on a project timesheet), a totalHours and an _id on each entry.",
  overrides: { decorate: withTimesheetExtras },
});
