import type { RunReport } from '../engine/report/model.js';
import { escalated } from '../engine/verdict.js';
import type { FaultEntry } from '../reference/faults/catalogue.js';
import { requirement } from '../specs/requirements.js';

export const failures = (report: RunReport | undefined) => (report?.results ?? []).filter((result) => result.status === 'failed');

/** One line per failed result, for assertion messages. */
export const describeFailures = (report: RunReport | undefined) =>
  failures(report)
    .map((result) => `${result.check} ${result.operation} ${result.requirement}: ${result.message}`)
    .join('\n');

/** Results that say the check itself could not run to the end (a crash of the suite, not a finding). */
export const crashed = (report: RunReport) =>
  report.results.filter((result) => result.message.includes('could not complete')).map((result) => `${result.check}: ${result.message}`);

/**
 * Rows whose verdict disagrees with their requirement's level under the run's profile: a failure of a
 * SHOULD the profile does not escalate, or of an UNSPECIFIED entry; a warning of a MUST or an
 * UNSPECIFIED entry. The verdict model (engine/verdict.ts) says none can exist.
 */
export function levelDisagreements(report: RunReport | undefined): string[] {
  const profile = { strict: report?.run.profile === 'strict', requireDeprecationHeaders: report?.run.requireDeprecationHeaders === true };
  return (report?.results ?? []).flatMap((result) => {
    const entry = requirement(result.requirement);
    const failOk = entry.level === 'MUST' || (entry.level === 'SHOULD' && escalated(entry, profile));
    if (result.status === 'failed' && !failOk) return [`${result.check} ${result.requirement} (${entry.level}) failed: ${result.message}`];
    if (result.status === 'warning' && entry.level !== 'SHOULD') return [`${result.check} ${result.requirement} (${entry.level}) warned: ${result.message}`];
    return [];
  });
}

/** The level a fault is caught at: a failure when one of its requirements is a MUST, else a warning of its SHOULD. */
export const faultLevel = (fault: Pick<FaultEntry, 'requirements'>): 'MUST' | 'SHOULD' =>
  fault.requirements.some((id) => requirement(id).level === 'MUST') ? 'MUST' : 'SHOULD';

/** How a run against a server with one fault on judged it. */
export interface FaultJudgement {
  readonly level: 'MUST' | 'SHOULD';
  /** The checks that reported the fault's requirements at its level. */
  readonly catchers: readonly string[];
  /** Of those, the ones the fault's catalogue entry names. */
  readonly named: readonly string[];
  /** Caught at its level, by a check its entry names, with the exit status that level gives. */
  readonly caught: boolean;
  /** The exit status the level calls for (1 for a failure, 0 for a warning). */
  readonly expectedCode: 0 | 1;
}

/** Whether a fault was caught at its level by one of the checks its catalogue entry names. */
export function judgeFault(fault: Pick<FaultEntry, 'requirements' | 'checks'>, report: RunReport, code: number): FaultJudgement {
  const level = faultLevel(fault);
  const expected = level === 'MUST' ? 'failed' : 'warning';
  const requirements = fault.requirements as readonly string[];
  const catchers = [
    ...new Set(report.results.filter((result) => result.status === expected && requirements.includes(result.requirement)).map((result) => result.check)),
  ];
  const named = catchers.filter((check) => (fault.checks as readonly string[]).includes(check));
  const expectedCode = level === 'MUST' ? 1 : 0;
  return { level, catchers, named, caught: named.length > 0 && code === expectedCode && levelDisagreements(report).length === 0, expectedCode };
}

/**
 * The exit a conforming variant earns: 0, or 2 (Incomplete) when it offers no read of a fixture, so
 * that the MUSTs that need one cannot be assessed ("Conforms" is earned, never given).
 */
export const expectedExit = (report: RunReport): 0 | 2 => ((report.run.reads ?? []).some((read) => read.path === 'none') ? 2 : 0);

/** False failures of a conforming variant: its failures, crashes of the suite and verdicts at the wrong level. */
export const falseFailures = (run: { readonly report: RunReport; readonly code: number }): string[] => [
  ...failures(run.report).map((result) => `${result.check} ${result.operation} ${result.requirement}: ${result.message}`),
  ...crashed(run.report),
  ...levelDisagreements(run.report),
  ...(run.code === expectedExit(run.report) ? [] : [`exit ${run.code}`]),
];
