import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** A person the run added to a project; the run removes them again, also after a failure or Ctrl-C. */
export interface JournalEntry {
  readonly op: 'added' | 'removed';
  readonly projectId: string;
  readonly personId: string;
  readonly email?: string;
}

/** Append-only, synchronous: an entry survives a crash of the worker that wrote it. */
export function journal(file: string, entry: JournalEntry): void {
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/** People added and not removed yet. */
export function pendingPeople(file: string): JournalEntry[] {
  if (!existsSync(file)) return [];
  const present = new Map<string, JournalEntry>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as JournalEntry;
    const key = `${entry.projectId}/${entry.personId}`;
    if (entry.op === 'added') present.set(key, entry);
    else present.delete(key);
  }
  return [...present.values()];
}
