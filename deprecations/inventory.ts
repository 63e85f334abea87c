import { evidenceOf } from '../engine/results/evidence.js';
import type { Evidence } from '../engine/report/model.js';
import type { OperationKey } from '../specs/operations.js';
import type { RouteState } from './classify.js';
import type { Expectation, GateDecision } from './gate.js';
import { summarizeHeaders, type HeaderSummary } from './header-summary.js';
import { primaryExchange, type OperationProbes } from './probe-operation.js';

/** One operation of inventory.json. */
export interface InventoryEntry {
  readonly operation: OperationKey;
  readonly state: RouteState;
  readonly reason: string;
  /** Status of the answer whose headers are reported (null: no answer). */
  readonly status: number | null;
  readonly expected: Expectation;
  readonly gate: { readonly ok: boolean; readonly message: string };
  readonly headers: HeaderSummary;
  /** Every probe and its control, tokens redacted. */
  readonly evidence: readonly (Evidence & { readonly purpose: string })[];
}

/** inventory.json: what still answers, what advertises deprecation, and the gate. */
export interface Inventory {
  readonly kind: 'pm-conformance-deprecation-inventory';
  readonly generatedAt: string;
  readonly baseUrl: string;
  readonly embedded: boolean;
  readonly allowWrites: boolean;
  readonly expectRemoved: readonly OperationKey[];
  readonly counts: Readonly<Record<RouteState, number>>;
  readonly gate: Omit<GateDecision, 'verdicts'>;
  /** Records a write probe created and could not remove (--allow-writes). */
  readonly leftovers: readonly string[];
  readonly operations: readonly InventoryEntry[];
}

function entryOf(probes: OperationProbes, decision: GateDecision, now: Date): InventoryEntry {
  const verdict = decision.verdicts.find((candidate) => candidate.operation === probes.operation);
  const primary = primaryExchange(probes);
  return {
    operation: probes.operation,
    state: probes.classification.state,
    reason: probes.classification.reason,
    status: primary?.response?.status ?? null,
    expected: verdict?.expected ?? 'served',
    gate: { ok: verdict?.ok ?? false, message: verdict?.message ?? 'not judged' },
    headers: summarizeHeaders(primary, now),
    evidence: probes.outcomes.flatMap((outcome) =>
      [outcome.exchange, outcome.control].map((exchange) => ({ purpose: exchange.purpose, ...evidenceOf(exchange) })),
    ),
  };
}

export interface InventoryMeta {
  readonly baseUrl: string;
  readonly embedded: boolean;
  readonly allowWrites: boolean;
  readonly now: Date;
  readonly leftovers: readonly string[];
}

export function buildInventory(probes: readonly OperationProbes[], decision: GateDecision, meta: InventoryMeta): Inventory {
  const operations = probes.map((entry) => entryOf(entry, decision, meta.now));
  const count = (state: RouteState) => operations.filter((entry) => entry.state === state).length;
  const { verdicts, ...gate } = decision;
  return {
    kind: 'pm-conformance-deprecation-inventory',
    generatedAt: meta.now.toISOString(),
    baseUrl: meta.baseUrl,
    embedded: meta.embedded,
    allowWrites: meta.allowWrites,
    expectRemoved: verdicts.filter((verdict) => verdict.expected === 'removed').map((verdict) => verdict.operation),
    counts: { served: count('served'), removed: count('removed'), unclear: count('unclear') },
    gate,
    leftovers: meta.leftovers,
    operations,
  };
}
