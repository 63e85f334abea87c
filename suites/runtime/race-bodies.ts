import type { BodyOperation } from './targets.js';
import { bodySchemaOf } from './targets.js';
import { freeTextField } from './free-text.js';

/** One writer of a race: the body it sends, whether a document shows that write, and what puts the field back. */
export interface RaceWrite {
  readonly field: string;
  readonly body: Record<string, unknown>;
  readonly shows: (document: Record<string, unknown>) => boolean;
  /** The field as it was before the race (absent when it was absent: nothing to put back). */
  readonly putBack?: Record<string, unknown>;
}

/** The free-text fields of a request schema, in schema order, up to `count`. */
function freeTextFields(operation: BodyOperation, count: number): string[] {
  const fields: string[] = [];
  while (fields.length < count) {
    const field = freeTextField(bodySchemaOf(operation), fields);
    if (!field) break;
    fields.push(field);
  }
  return fields;
}

const ENTRY_KEYS = ['description', 'hours', 'codeId', 'taskId'];

/** An entry as a request may carry it (the keys of the entry request schema), its description replaced when given. */
function requestEntry(entry: unknown, description?: string): Record<string, unknown> {
  const source = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
  const kept = Object.fromEntries(ENTRY_KEYS.filter((key) => key in source).map((key) => [key, source[key]]));
  return description === undefined ? kept : { ...kept, description };
}

/**
 * The writes of one race on a document, each of a different field. A project has free-text fields
 * enough (customId, title, description); a timesheet has one (customId), so its entries are the
 * second: the entries read before, the first one's description changed. Fewer than two: no race.
 */
export function raceWrites(operation: BodyOperation, before: Record<string, unknown>, tag: string): RaceWrite[] {
  const texts: RaceWrite[] = freeTextFields(operation, 3).map((field) => {
    const value = `pmc-race-${field}-${tag}`;
    return {
      field,
      body: { [field]: value },
      shows: (document) => document[field] === value,
      ...(field in before ? { putBack: { [field]: before[field] } } : {}),
    };
  });
  // The document's own entries (a timesheet's), when its free text is not enough to race.
  if (texts.length >= 2) return texts;
  const entries = Array.isArray(before.entries) ? (before.entries as unknown[]) : [];
  if (entries.length === 0) return texts;
  const description = `pmc-race-entries-${tag}`;
  const entriesWrite: RaceWrite = {
    field: 'entries',
    body: { entries: [requestEntry(entries[0], description), ...entries.slice(1).map((entry) => requestEntry(entry))] },
    shows: (document) => Array.isArray(document.entries) && (document.entries[0] as Record<string, unknown> | undefined)?.description === description,
    putBack: { entries: entries.map((entry) => requestEntry(entry)) },
  };
  return [...texts, entriesWrite];
}
