import { refuse } from '../http/refusal.js';
import type { Document } from '../state/model.js';
import { hasFault, type World } from '../world.js';

type Hours = readonly { readonly day?: unknown }[];

/**
 * Part of the fault timesheet-day-required-hours-unchecked: hours items without a day are refused.
 * Alone this is a conforming choice ("Required or optional status of entry properties in requests:
 * not shown"); it hides the fault's real deviation from samples set on the smallest body.
 */
export function requireDays(update: Document, world: World): void {
  if (!hasFault(world, 'timesheet-day-required-hours-unchecked') || !Array.isArray(update.entries)) return;
  const hours = (update.entries as { hours?: unknown }[]).flatMap((entry) => (Array.isArray(entry?.hours) ? (entry.hours as Hours) : []));
  if (hours.some((item) => item?.day === undefined)) refuse('invalid', 'DAY_REQUIRED', 'Every hours item needs a day');
}
