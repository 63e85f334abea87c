import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** A person the run added to a project; the run removes them again, also after a failure. */
export interface JournalEntry {
  readonly op: 'added' | 'removed';
  readonly projectId: string;
  readonly personId: string;
  readonly email?: string;
}

/** An add that got no answer (timeout, reset): the server may hold a person the run has no id for. */
export interface UnansweredAdd {
  readonly op: 'unanswered';
  readonly projectId: string;
  readonly email?: string;
  /** What happened to the request. */
  readonly problem: string;
}

/** Append-only, synchronous: an entry survives a crash of the worker that wrote it. */
export function journal(file: string, entry: JournalEntry | UnansweredAdd): void {
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

function entries(file: string): (JournalEntry | UnansweredAdd)[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as JournalEntry | UnansweredAdd);
}

/** People added and not removed yet. */
export function pendingPeople(file: string): JournalEntry[] {
  const present = new Map<string, JournalEntry>();
  for (const entry of entries(file)) {
    if (entry.op === 'unanswered') continue;
    const key = `${entry.projectId}/${entry.personId}`;
    if (entry.op === 'added') present.set(key, entry);
    else present.delete(key);
  }
  return [...present.values()];
}

/** Adds that got no answer: the server may hold people the run cannot name by id. */
export function unansweredAdds(file: string): UnansweredAdd[] {
  return entries(file).filter((entry): entry is UnansweredAdd => entry.op === 'unanswered');
}
