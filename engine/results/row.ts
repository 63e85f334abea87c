import type { Exchange } from '../exchange.js';
import { unassessedCauseOf, type Finding, type Verdict } from '../finding.js';
import type { UnassessedCause } from '../unassessed-cause.js';
import { evidenceOf, type Evidence } from './evidence.js';
import { reproductionOf } from './reproduction.js';

/**
 * The finding a row keeps of a verdict (fail, warn), in report form: message, evidence (redacted),
 * shrunk payload, and a reproduction in place of the exchanges (engine/finding.ts).
 */
export interface KeptFinding {
  readonly message: string;
  readonly evidence?: Evidence;
  readonly counterexample?: unknown;
  readonly reproduction?: string;
}

/**
 * Findings of one check on one operation for one requirement, folded as they come: counts plus one
 * failure/warning, so 100,000 exchanges cost a few rows, not 100,000 findings (serialisable, written
 * by shards and merged across units and shards).
 *
 * Which finding a row shows does not depend on the order findings arrive in: concurrent cases are
 * answered in any order, and one seed must give one report (a merge of shards included). Of each
 * verdict the row keeps the finding whose message sorts first, and the smallest observations.
 */
export interface Row {
  readonly check: string;
  readonly operation: string;
  readonly requirement: string;
  counts: Record<Verdict, number>;
  fail?: KeptFinding;
  warn?: KeptFinding;
  /** A failure that was not seen again when re-checked (both observations in its message). */
  flaky?: KeptFinding;
  pass?: string;
  skip?: string;
  /** Why the check could not be assessed (the first reason, as for skip). */
  notAssessable?: string;
  /**
   * Of the not-assessable findings, those whose evidence said "not now" (429, 503, no answer): they
   * take nothing from the judged findings beside them, where a missing read does (absent: none).
   */
  notNow?: number;
  /** Of the not-assessable findings, how many had each cause (absent: none). */
  unassessed?: Partial<Record<UnassessedCause, number>>;
  observations: string[];
}

const MAX_OBSERVATIONS = 20;

export const rowKey = (row: Pick<Row, 'check' | 'operation' | 'requirement'>) => `${row.check}\u0000${row.operation}\u0000${row.requirement}`;

/** The requests that showed a finding, in order: its sequence (the exchange is the last), else its exchange. */
export function stepsOf(finding: Pick<Finding, 'sequence' | 'exchange'>): readonly Exchange[] {
  const { sequence, exchange } = finding;
  if (sequence && sequence.length > 1) return sequence;
  return exchange ? [exchange] : [];
}

function keptFindingOf(finding: Finding, rerun?: string): KeptFinding {
  const reproduction = reproductionOf(stepsOf(finding), rerun ? { rerun } : {});
  return {
    message: finding.message,
    ...(finding.exchange ? { evidence: evidenceOf(finding.exchange) } : {}),
    ...(finding.counterexample === undefined ? {} : { counterexample: finding.counterexample }),
    ...(reproduction ? { reproduction } : {}),
  };
}

export function newRow(finding: Pick<Finding, 'check' | 'operation' | 'requirement'>): Row {
  return {
    check: finding.check,
    operation: finding.operation,
    requirement: finding.requirement,
    counts: { pass: 0, fail: 0, warn: 0, observe: 0, skip: 0, 'not-assessable': 0, flaky: 0 },
    observations: [],
  };
}

/** Folds one finding into its row. `rerun` is the command that re-runs the check with the same seed. */
export function foldFinding(row: Row, finding: Finding, rerun?: string): void {
  const { verdict, message } = finding;
  row.counts[verdict] += 1;
  // keptFindingOf (a curl line, evidence) is built only for a finding that will be kept.
  if (verdict === 'fail' && keptFirst(finding, row.fail)) row.fail = keptFindingOf(finding, rerun);
  if (verdict === 'warn' && keptFirst(finding, row.warn)) row.warn = keptFindingOf(finding, rerun);
  if (verdict === 'flaky' && keptFirst(finding, row.flaky)) row.flaky = keptFindingOf(finding, rerun);
  if (verdict === 'pass' && sortsFirst(message, row.pass)) row.pass = message;
  if (verdict === 'skip' && sortsFirst(message, row.skip)) row.skip = message;
  if (verdict === 'not-assessable' && sortsFirst(message, row.notAssessable)) row.notAssessable = message;
  if (verdict === 'not-assessable' && finding.notNow) row.notNow = (row.notNow ?? 0) + 1;
  const cause = unassessedCauseOf(finding);
  if (cause) addCauses(row, { [cause]: 1 });
  if (verdict === 'observe') keepObservation(row.observations, message);
}

const sortsFirst = (candidate: string, kept: string | undefined) => kept === undefined || candidate < kept;

/** The request that showed a finding, as text: what two findings of one message are told apart by. */
const requestKey = (evidence: Evidence | undefined) => (evidence ? `${evidence.request.method} ${evidence.request.url} ${evidence.request.body ?? ''}` : '');

/**
 * Whether a finding (or a kept one, from another row) comes before the one kept: by message, then by
 * the request that showed it, so that of findings of one message sent side by side the same one is
 * kept whatever order their answers came in (and a HAR replayed by `traffic` keeps the same).
 */
function keptFirst(candidate: Finding | KeptFinding, kept: KeptFinding | undefined): boolean {
  if (!kept || candidate.message !== kept.message) return sortsFirst(candidate.message, kept?.message);
  const evidence = 'evidence' in candidate ? candidate.evidence : 'exchange' in candidate && candidate.exchange ? evidenceOf(candidate.exchange) : undefined;
  return requestKey(evidence) < requestKey(kept.evidence);
}

/** Keeps `observations` sorted, unique and at most MAX_OBSERVATIONS long: the smallest ones. */
function keepObservation(observations: string[], message: string): void {
  if (observations.includes(message)) return;
  const at = observations.findIndex((kept) => message < kept);
  if (at === -1) {
    if (observations.length < MAX_OBSERVATIONS) observations.push(message);
    return;
  }
  observations.splice(at, 0, message);
  if (observations.length > MAX_OBSERVATIONS) observations.pop();
}

/** Merges rows of the same key (from several tests or shards); the result does not depend on the order. */
export function mergeRow(into: Row, from: Row): void {
  // Rows of reports written before flaky existed have no flaky count.
  for (const verdict of Object.keys(into.counts) as Verdict[]) into.counts[verdict] += from.counts[verdict] ?? 0;
  if (from.fail && keptFirst(from.fail, into.fail)) into.fail = from.fail;
  if (from.warn && keptFirst(from.warn, into.warn)) into.warn = from.warn;
  if (from.flaky && keptFirst(from.flaky, into.flaky)) into.flaky = from.flaky;
  if (from.pass !== undefined && sortsFirst(from.pass, into.pass)) into.pass = from.pass;
  if (from.skip !== undefined && sortsFirst(from.skip, into.skip)) into.skip = from.skip;
  if (from.notAssessable !== undefined && sortsFirst(from.notAssessable, into.notAssessable)) into.notAssessable = from.notAssessable;
  if (from.notNow) into.notNow = (into.notNow ?? 0) + from.notNow;
  if (from.unassessed) addCauses(into, from.unassessed);
  for (const message of from.observations) keepObservation(into.observations, message);
}

function addCauses(row: Row, causes: Partial<Record<UnassessedCause, number>>): void {
  const into = (row.unassessed ??= {});
  for (const [cause, count] of Object.entries(causes) as [UnassessedCause, number][]) into[cause] = (into[cause] ?? 0) + count;
}
