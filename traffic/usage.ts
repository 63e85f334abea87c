import { DEPRECATED_OPERATIONS, type OperationKey } from '../specs/operations.js';
import { ownCopy } from './own-copy.js';
import type { TrafficRecord } from './record.js';

/** Clients kept per operation; past it calls are still counted, and the distinct count says "at least". */
export const MAX_CLIENTS = 1000;
/** Requests that are not an operation of the spec: a few examples, the rest only counted. */
const MAX_EXAMPLES = 20;

export interface Seen {
  calls: number;
  /** Epoch ms; undefined while no call carried a time. */
  first?: number;
  last?: number;
}

export interface OperationUsage extends Seen {
  readonly operation: OperationKey;
  /** Calls whose record carries no time (a JSON line without one): they count as "still called". */
  untimed: number;
  readonly statuses: Record<string, number>;
  /** Client label → its calls; at most MAX_CLIENTS, then `clientsOverflow` counts the calls of the rest. */
  readonly clients: Map<string, Seen>;
  clientsOverflow: number;
}

/** Per-operation aggregates only: memory grows with operations and clients, never with lines. */
export interface Usage {
  readonly operations: Map<OperationKey, OperationUsage>;
  readonly other: { calls: number; readonly examples: Map<string, number> };
}

export const newUsage = (): Usage => ({
  operations: new Map(
    DEPRECATED_OPERATIONS.map((operation) => [operation, { operation, calls: 0, untimed: 0, statuses: {}, clients: new Map(), clientsOverflow: 0 }]),
  ),
  other: { calls: 0, examples: new Map() },
});

/** "user agent · token 1a2b3c4d5e6f": a client as the traffic shows it, never with its token. */
export function clientOf(record: TrafficRecord): string {
  const agent = record.userAgent ?? '(no user agent)';
  return record.tokenHash ? `${agent} · token ${record.tokenHash}` : agent;
}

function see(seen: Seen, time: number | undefined): void {
  seen.calls += 1;
  if (time === undefined) return;
  if (seen.first === undefined || time < seen.first) seen.first = time;
  if (seen.last === undefined || time > seen.last) seen.last = time;
}

function countClient(usage: OperationUsage, record: TrafficRecord): void {
  const label = clientOf(record);
  let client = usage.clients.get(label);
  if (!client) {
    if (usage.clients.size >= MAX_CLIENTS) {
      usage.clientsOverflow += 1;
      return;
    }
    client = { calls: 0 };
    usage.clients.set(ownCopy(label), client);
  }
  see(client, record.time);
}

/** Counts one record under its operation, or under "not an operation of the spec". */
export function countRecord(usage: Usage, record: TrafficRecord, operation: OperationKey | undefined): void {
  const entry = operation ? usage.operations.get(operation) : undefined;
  if (!entry) {
    usage.other.calls += 1;
    const example = `${record.method} ${record.target.split('?')[0] ?? ''}`;
    const { examples } = usage.other;
    const calls = examples.get(example);
    if (calls !== undefined) examples.set(example, calls + 1);
    else if (examples.size < MAX_EXAMPLES) examples.set(ownCopy(example), 1);
    return;
  }
  see(entry, record.time);
  if (record.time === undefined) entry.untimed += 1;
  const status = record.status === undefined ? 'no answer' : String(record.status);
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  countClient(entry, record);
}
