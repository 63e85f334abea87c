import type { Exchange } from '../../engine/exchange.js';
import type { Finding } from '../../engine/finding.js';
import { foldFinding, newRow, rowKey, type Row } from '../../engine/results/row.js';
import { countExchange, newTraffic } from '../../engine/results/traffic.js';
import { countCoverage, type CoverageFold } from '../../engine/results/coverage.js';
import type { UnitFindings } from '../../engine/results/collected.js';
import { countRoundTrip, type RoundTripOutcome } from '../../engine/results/round-trip.js';
import { onJudgedEvidence } from '../../engine/verdict.js';

/** A row's kept failure and the finding behind it: the runner may replace its reproduction by a shorter one. */
export interface KeptFailure {
  readonly row: Row;
  readonly finding: Finding;
  readonly rerun?: string;
}

/** Collects the findings and traffic of one check × operation, folded into rows as they come. */
export class Recorder {
  private readonly rows = new Map<string, Row>();
  /** The same rows by check, operation and requirement (rowOf). */
  private readonly byCheck = new Map<string, Map<string, Map<string, Row>>>();
  private readonly traffic = newTraffic();
  private readonly coverage: CoverageFold = {};

  private readonly pending = new Set<Promise<void>>();
  /** The finding behind each row's kept failure, for the runner to reduce its reproduction (issue 37). */
  private readonly keptFailures = new Map<string, KeptFailure>();

  /** A failure being re-checked (confirm.ts): its finding is added once the repeat is answered. */
  confirming(confirmation: Promise<void>): void {
    const tracked = confirmation.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Resolves once no re-check is in flight (a check sends nothing meanwhile; a unit ends only then). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  /** Every finding of a unit comes here: the evidence rule is enforced once more, whoever made it. */
  add(made: Finding, rerun?: string): void {
    const finding = onJudgedEvidence(made, made.sequence ? [made.exchange, ...made.sequence] : [made.exchange]);
    const row = this.rowOf(finding);
    const before = row.fail;
    foldFinding(row, finding, rerun);
    if (row.fail !== before) this.keptFailures.set(rowKey(finding), { row, finding, ...(rerun ? { rerun } : {}) });
  }

  /**
   * The row of a finding's check, operation and requirement. Found by the three names (strings the
   * code holds, their hashes kept), not by the joined key, a new string to hash for every finding of
   * every exchange; the joined key orders and names the rows.
   */
  private rowOf(finding: Finding): Row {
    let byOperation = this.byCheck.get(finding.check);
    if (!byOperation) this.byCheck.set(finding.check, (byOperation = new Map()));
    let byRequirement = byOperation.get(finding.operation);
    if (!byRequirement) byOperation.set(finding.operation, (byRequirement = new Map()));
    let row = byRequirement.get(finding.requirement);
    if (!row) {
      const key = rowKey(finding);
      row = this.rows.get(key) ?? newRow(finding);
      this.rows.set(key, row);
      byRequirement.set(finding.requirement, row);
    }
    return row;
  }

  /** Each row's kept failure with the finding it came from (its requests, to replay). */
  failures(): KeptFailure[] {
    return [...this.keptFailures.values()];
  }

  /** `sentBody`: the object the request body was serialised from, if any (coverage then need not parse the text). */
  count(exchange: Exchange, sentBody?: unknown): void {
    countExchange(this.traffic, exchange.response?.status ?? exchange.problem?.kind ?? 'none', exchange.durationMs, exchange.request.operation);
    countCoverage(this.coverage, exchange, sentBody);
  }

  /** What became of a value class sent to a field (the round-trip phase): folded into the operation's coverage. */
  roundTrip(operation: string, path: string, label: string, outcome: RoundTripOutcome): void {
    countRoundTrip(this.coverage, operation, path, label, outcome);
  }

  findings(unit: string, index: number): UnitFindings {
    return { unit, index, rows: [...this.rows.values()], traffic: this.traffic, coverage: this.coverage };
  }
}
