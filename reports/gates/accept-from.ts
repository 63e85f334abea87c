import { Document } from 'yaml';
import type { RunReport } from '../../engine/report/model.js';
import type { AcceptEntry } from '../../specs/accept-file-schema.js';

export interface AcceptFromOptions {
  /** Reason written on the new entries. */
  readonly reason: string;
  /** YYYY-MM-DD written on the new entries. */
  readonly expires: string;
}

/**
 * The entries that accept every failure of a report: one per check × operation × requirement, without
 * a message pattern (messages carry generated values that change with the seed). Failures already
 * accepted keep their own reason and expiry, so regenerating the file does not extend them.
 */
export function acceptEntriesFrom(report: RunReport, options: AcceptFromOptions): AcceptEntry[] {
  return report.results
    .filter((result) => result.status === 'failed' || result.status === 'accepted')
    .map((result) => ({
      check: result.check,
      requirement: result.requirement,
      operation: result.operation,
      reason: result.acceptance?.reason ?? options.reason,
      expires: result.acceptance?.expires ?? options.expires,
    }));
}

/** The file's text: JSON for a .json name, YAML (with a comment saying where it came from) otherwise. */
export function renderAcceptFile(entries: readonly AcceptEntry[], target: string, source: string): string {
  if (target.toLowerCase().endsWith('.json')) return `${JSON.stringify({ accepted: entries }, null, 2)}\n`;
  const doc = new Document({ accepted: entries });
  doc.commentBefore = ` Accepted deviations for pm-conformance run --accept (written from ${source}).\n Each entry accepts the failures it matches until the end of its expires date (UTC).`;
  return doc.toString({ lineWidth: 0 });
}

/** Today + `days`, as YYYY-MM-DD (UTC). */
export function dateAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
