import type { OperationKey } from '../specs/operations.js';
import type { FileSummary } from './analyse.js';
import type { UnusedGate } from './expect-unused.js';
import type { Seen, Usage } from './usage.js';

/** Clients listed per operation in usage.json (by calls, most first); all are counted. */
const CLIENTS_LISTED = 50;

export interface ClientEntry {
  readonly client: string;
  readonly calls: number;
  readonly firstSeen?: string;
  readonly lastSeen?: string;
}

export interface UsageEntry {
  readonly operation: OperationKey;
  readonly calls: number;
  readonly firstSeen?: string;
  readonly lastSeen?: string;
  /** Calls whose record had no time. */
  readonly untimedCalls: number;
  readonly statuses: Record<string, number>;
  /** Distinct clients (user agent, and for a HAR a short hash of the token); `atLeast` past the cap. */
  readonly clients: { readonly distinct: number; readonly atLeast: boolean; readonly top: readonly ClientEntry[] };
  /** Set when --expect-unused names the operation. */
  readonly expectUnused?: { readonly ok: boolean; readonly message: string };
}

/** usage.json: who still calls which of the 32 deprecated operations, from recorded traffic. */
export interface UsageFile {
  readonly generatedAt: string;
  readonly files: readonly FileSummary[];
  readonly totals: {
    readonly records: number;
    readonly malformed: number;
    readonly operationCalls: number;
    readonly notAnOperation: number;
    readonly judgedExchanges: number;
  };
  readonly operations: readonly UsageEntry[];
  readonly notAnOperation: { readonly calls: number; readonly examples: readonly { readonly request: string; readonly calls: number }[] };
  readonly gate?: { readonly since?: string; readonly passed: boolean };
}

const iso = (time: number | undefined) => (time === undefined ? {} : { firstSeen: new Date(time).toISOString() });
const seenOf = (seen: Seen) => ({ ...iso(seen.first), ...(seen.last === undefined ? {} : { lastSeen: new Date(seen.last).toISOString() }) });

export function usageFileOf(usage: Usage, files: readonly FileSummary[], judged: number, gate: UnusedGate | undefined, now: Date): UsageFile {
  const operations = [...usage.operations.values()].map((entry): UsageEntry => {
    const verdict = gate?.verdicts.find((candidate) => candidate.operation === entry.operation);
    const top = [...entry.clients.entries()].sort((a, b) => b[1].calls - a[1].calls || a[0].localeCompare(b[0])).slice(0, CLIENTS_LISTED);
    return {
      operation: entry.operation,
      calls: entry.calls,
      ...seenOf(entry),
      untimedCalls: entry.untimed,
      statuses: Object.fromEntries(Object.entries(entry.statuses).sort(([a], [b]) => a.localeCompare(b))),
      clients: {
        distinct: entry.clients.size,
        atLeast: entry.clientsOverflow > 0,
        top: top.map(([client, seen]) => ({ client, calls: seen.calls, ...seenOf(seen) })),
      },
      ...(verdict ? { expectUnused: { ok: verdict.ok, message: verdict.message } } : {}),
    };
  });
  const operationCalls = operations.reduce((sum, entry) => sum + entry.calls, 0);
  return {
    generatedAt: now.toISOString(),
    files,
    totals: {
      records: operationCalls + usage.other.calls,
      malformed: files.reduce((sum, file) => sum + file.malformed, 0),
      operationCalls,
      notAnOperation: usage.other.calls,
      judgedExchanges: judged,
    },
    operations,
    notAnOperation: {
      calls: usage.other.calls,
      examples: [...usage.other.examples.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([request, calls]) => ({ request, calls })),
    },
    ...(gate && gate.verdicts.length > 0
      ? { gate: { ...(gate.since === undefined ? {} : { since: new Date(gate.since).toISOString() }), passed: gate.passed } }
      : {}),
  };
}
