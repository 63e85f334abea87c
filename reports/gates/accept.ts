import type { AcceptEntryOutcome, Result, RunReport } from '../../engine/report/model.js';
import { summaryOf } from '../common/outcome.js';
import type { LocatedEntry } from '../../specs/accept-file-schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An entry accepts until the end of its `expires` day, UTC. */
export function isExpired(expires: string, at: Date): boolean {
  return at.getTime() >= Date.parse(`${expires}T00:00:00Z`) + DAY_MS;
}

/** Does the entry describe this failure? Omitted fields match anything; `message` is searched as a pattern. */
export function matches(entry: LocatedEntry, result: Pick<Result, 'check' | 'requirement' | 'operation' | 'message'>): boolean {
  return (
    entry.check === result.check &&
    (entry.requirement === undefined || entry.requirement === result.requirement) &&
    (entry.operation === undefined || entry.operation === result.operation) &&
    (entry.message === undefined || new RegExp(entry.message, 'u').test(result.message))
  );
}

/** How many of the optional fields narrow an entry: the more, the fewer failures it can match. */
const narrowness = (entry: LocatedEntry) => [entry.requirement, entry.operation, entry.message].filter((field) => field !== undefined).length;

/**
 * A failure is accepted by the narrowest unexpired entry that matches it (the first in the file among
 * equals): an entry's reach is its own fields, so a broad entry never takes over what a narrower one
 * describes, and no entry widens another.
 */
function accept(result: Result, active: readonly LocatedEntry[]): Result {
  if (result.status !== 'failed') return result;
  const entry = active.filter((candidate) => matches(candidate, result)).sort((a, b) => narrowness(b) - narrowness(a) || a.entry - b.entry)[0];
  if (!entry) return result;
  return {
    ...result,
    status: 'accepted',
    acceptance: { reason: entry.reason, expires: entry.expires, entry: entry.entry, ...(entry.line === undefined ? {} : { line: entry.line }) },
  };
}

function outcomeOf(entry: LocatedEntry, results: readonly Result[], expired: boolean): AcceptEntryOutcome {
  const matched = results.filter((result) => result.status === 'failed' && matches(entry, result)).length;
  // An entry whose check did not run (--only, another shard) has had no chance to match: not stale.
  const checkRan = results.some((result) => result.check === entry.check && result.status !== 'skipped');
  const state = expired ? 'expired' : matched > 0 ? 'active' : checkRan ? 'stale' : 'not-run';
  // Broad: it matched every failure of its check, and leaves something open (a fully pinned entry matches one row by design).
  const ofCheck = results.filter((result) => result.status === 'failed' && result.check === entry.check).length;
  const broad = state === 'active' && matched === ofCheck && narrowness(entry) < 3;
  const { entry: index, line, ...fields } = entry;
  return { entry: index, ...(line === undefined ? {} : { line }), ...fields, state, matched, ...(broad ? { broad: true } : {}) };
}

/**
 * Applies the --accept entries to a report (pure): each failure an unexpired entry matches becomes
 * `accepted` with the entry's reason and expiry, and leaves `summary.failed` (the exit status). Expired
 * entries accept nothing and are listed as such; unexpired entries that matched nothing are stale.
 * Expiry is judged at `now` (the run's start, so a run does not change its mind half-way).
 */
export function applyAcceptance(report: RunReport, entries: readonly LocatedEntry[], file: string, now: Date): RunReport {
  const expired = new Set(entries.filter((entry) => isExpired(entry.expires, now)));
  const active = entries.filter((entry) => !expired.has(entry));
  const results = report.results.map((result) => accept(result, active));
  return {
    ...report,
    results,
    summary: { ...report.summary, ...summaryOf(results, report.observations) },
    acceptance: { file, judgedAt: now.toISOString(), entries: entries.map((entry) => outcomeOf(entry, report.results, expired.has(entry))) },
  };
}
