import type { Result, RunReport } from '../engine/report/model.js';
import { rowKey, type Row } from '../engine/results/row.js';
import { exchangeChecks } from '../suites/checks/index.js';
import { harRecord } from '../traffic/har-exchange.js';
import { ExchangeJudge } from '../traffic/judge.js';
import { operationOf } from '../traffic/match.js';
import { isMalformed } from '../traffic/record.js';

/**
 * The exchange-level checks verify re-judges from the HAR (status, shape, content type, error body,
 * headers, leaks): all but response-time, whose verdict is the machine's clock against a limit the
 * report does not keep, not a property of the recorded answer.
 */
export const REJUDGED_CHECKS = exchangeChecks.filter((check) => check.id !== 'response-time');

/** What a row counted, as verify compares it: a flaky failure was a failure of the recorded answer. */
const tally = (counts: Partial<Result['counts']>) =>
  [
    `${counts.pass ?? 0} passed`,
    `${(counts.fail ?? 0) + (counts.flaky ?? 0)} failed`,
    `${counts.warn ?? 0} warned`,
    `${counts.observe ?? 0} observed`,
    `${counts.skip ?? 0} skipped`,
    `${counts['not-assessable'] ?? 0} not assessable`,
  ].join(', ');

const where = (row: Pick<Row, 'check' | 'operation' | 'requirement'>) => `${row.check} on ${row.operation} (${row.requirement})`;

/**
 * Re-judges every exchange of the HAR with this suite's exchange checks and compares what they find
 * with report.json's rows of those checks: the first row whose counts differ (a verdict that does not
 * follow from the recorded answers, an exchange missing or added), or undefined.
 */
export function firstVerdictDifference(har: string, report: RunReport): string | undefined {
  let entries: unknown[];
  try {
    const parsed = JSON.parse(har) as { log?: { entries?: unknown } };
    if (!Array.isArray(parsed.log?.entries)) return 'exchanges.har holds no log.entries';
    entries = parsed.log.entries;
  } catch (error) {
    return `exchanges.har is not JSON (${(error as Error).message})`;
  }
  const judge = new ExchangeJudge({ requireDeprecationHeaders: report.run.requireDeprecationHeaders === true }, report.run.profile === 'strict');
  for (const [index, entry] of entries.entries()) {
    const record = harRecord(entry, operationOf);
    if (isMalformed(record)) return `exchanges.har entry ${index + 1}: ${record.malformed}`;
    if (record.exchange) judge.judge(record.exchange, REJUDGED_CHECKS);
  }
  const ids = new Set(REJUDGED_CHECKS.map((check) => check.id));
  const reported = new Map(report.results.filter((result) => ids.has(result.check)).map((result) => [rowKey(result), result]));
  for (const [key, result] of reported) {
    const row = judge.rows.get(key);
    const recorded = tally(result.counts);
    const rejudged = tally(row?.counts ?? {});
    if (recorded !== rejudged) return `${where(result)}: report.json says ${recorded}; the HAR's answers give ${rejudged}`;
  }
  for (const [key, row] of judge.rows) if (!reported.has(key)) return `${where(row)}: the HAR's answers give ${tally(row.counts)}; report.json has no such row`;
  return undefined;
}
