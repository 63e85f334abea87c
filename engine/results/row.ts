import type { Finding, Verdict } from '../finding.js';
import type { Evidence } from '../../reports/model.js';
import { curlOf, evidenceOf } from './evidence.js';

/** The first finding of a verdict worth showing: message, evidence, shrunk payload, reproduction. */
export interface Detail {
  readonly message: string;
  readonly evidence?: Evidence;
  readonly counterexample?: unknown;
  readonly reproduction?: string;
}

/**
 * Findings of one check on one operation for one requirement, folded as they come: counts plus the
 * first failure/warning, so 100,000 exchanges cost a few rows, not 100,000 findings (serialisable,
 * carried in vitest task meta and merged across tests and shards).
 */
export interface Row {
  readonly check: string;
  readonly operation: string;
  readonly requirement: string;
  counts: Record<Verdict, number>;
  fail?: Detail;
  warn?: Detail;
  pass?: string;
  skip?: string;
  observations: string[];
}

const MAX_OBSERVATIONS = 20;

export const rowKey = (row: Pick<Row, 'check' | 'operation' | 'requirement'>) => `${row.check}\u0000${row.operation}\u0000${row.requirement}`;

function detailOf(finding: Finding, rerun?: string): Detail {
  const reproduction = finding.exchange ? [curlOf(finding.exchange), ...(rerun ? [rerun] : [])].join('\n') : rerun;
  return {
    message: finding.message,
    ...(finding.exchange ? { evidence: evidenceOf(finding.exchange) } : {}),
    ...(finding.counterexample === undefined ? {} : { counterexample: finding.counterexample }),
    ...(reproduction ? { reproduction } : {}),
  };
}

export function newRow(finding: Pick<Finding, 'check' | 'operation' | 'requirement'>): Row {
  return { check: finding.check, operation: finding.operation, requirement: finding.requirement, counts: { pass: 0, fail: 0, warn: 0, observe: 0, skip: 0 }, observations: [] };
}

/** Folds one finding into its row. `rerun` is the command that re-runs the check with the same seed. */
export function foldFinding(row: Row, finding: Finding, rerun?: string): void {
  row.counts[finding.verdict] += 1;
  if (finding.verdict === 'fail') row.fail ??= detailOf(finding, rerun);
  if (finding.verdict === 'warn') row.warn ??= detailOf(finding, rerun);
  if (finding.verdict === 'pass') row.pass ??= finding.message;
  if (finding.verdict === 'skip') row.skip ??= finding.message;
  if (finding.verdict === 'observe' && row.observations.length < MAX_OBSERVATIONS && !row.observations.includes(finding.message)) {
    row.observations.push(finding.message);
  }
}

/** Merges rows of the same key (from several tests or shards), order-independently for counts. */
export function mergeRow(into: Row, from: Row): void {
  for (const verdict of Object.keys(into.counts) as Verdict[]) into.counts[verdict] += from.counts[verdict];
  into.fail ??= from.fail;
  into.warn ??= from.warn;
  into.pass ??= from.pass;
  into.skip ??= from.skip;
  for (const message of from.observations) {
    if (into.observations.length < MAX_OBSERVATIONS && !into.observations.includes(message)) into.observations.push(message);
  }
}
