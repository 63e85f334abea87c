import { parseOperationNames } from '../engine/operation-names.js';
import { ToolError } from '../engine/tool-error.js';
import type { OperationKey } from '../specs/operations.js';
import type { GateOutcome } from '../engine/report/model.js';
import type { Usage } from './usage.js';

export interface UnusedVerdict {
  readonly operation: OperationKey;
  readonly ok: boolean;
  readonly message: string;
}

export interface UnusedGate {
  /** Epoch ms of --since; calls before it do not count. */
  readonly since?: number;
  readonly passed: boolean;
  readonly verdicts: readonly UnusedVerdict[];
}

/** --expect-unused OP…: the operations written as in the spec ("DELETE /orgs/roles/{roleId}"). */
export const parseExpectUnused = (values: readonly string[]): OperationKey[] => parseOperationNames(values, '--expect-unused');

/** --since DATE: an ISO 8601 date or date-time; anything Date.parse reads otherwise is refused. */
export function parseSince(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const time = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw new ToolError(`--since: "${value}" is not a date (write it as 2026-01-31 or 2026-01-31T12:00:00Z)`);
  return time;
}

const iso = (time: number) => new Date(time).toISOString();

/**
 * An operation planned for removal fails when the traffic shows it called (since --since). A call
 * with no time in its record cannot be placed before or after --since: it counts as called, and the
 * message says so.
 */
export function decideUnused(usage: Usage, expected: readonly OperationKey[], since?: number): UnusedGate {
  const verdicts = expected.map((operation): UnusedVerdict => {
    const entry = usage.operations.get(operation);
    if (!entry || entry.calls === 0) return { operation, ok: true, message: 'not called' };
    const lastOk = since === undefined || entry.last === undefined || entry.last < since;
    if (since !== undefined && lastOk && entry.untimed === 0)
      return { operation, ok: true, message: `not called since ${iso(since)} (last call ${entry.last === undefined ? '—' : iso(entry.last)})` };
    const last = entry.last === undefined ? '' : `, last at ${iso(entry.last)}`;
    const untimed = entry.untimed > 0 ? `, ${entry.untimed} without a time (counted as called)` : '';
    return {
      operation,
      ok: false,
      message: `still called: ${entry.calls} calls${last}${untimed}, by ${entry.clients.size + (entry.clientsOverflow > 0 ? 1 : 0)} client(s)`,
    };
  });
  return { ...(since === undefined ? {} : { since }), passed: verdicts.every((verdict) => verdict.ok), verdicts };
}

export function unusedGateLines(gate: UnusedGate): string[] {
  if (gate.verdicts.length === 0) return [];
  const failing = gate.verdicts.filter((verdict) => !verdict.ok);
  if (failing.length === 0)
    return [
      `Gate passed: none of the ${gate.verdicts.length} operations planned for removal was called${gate.since === undefined ? '' : ` since ${iso(gate.since)}`}.`,
    ];
  return ['Gate failed: operations planned for removal are still called.', ...failing.map((verdict) => `  ${verdict.operation}: ${verdict.message}`)];
}

/** --expect-unused as every report names it (undefined when the option was not given). */
export function unusedGateOutcome(gate: UnusedGate): GateOutcome | undefined {
  if (gate.verdicts.length === 0) return undefined;
  const failing = gate.verdicts.filter((verdict) => !verdict.ok);
  const since = gate.since === undefined ? '' : ` since ${iso(gate.since)}`;
  return {
    gate: `--expect-unused${since ? ` --since ${iso(gate.since ?? 0)}` : ''}`,
    passed: failing.length === 0,
    figure:
      failing.length === 0
        ? `none of the ${gate.verdicts.length} operations planned for removal was called${since}`
        : `${failing.length} of ${gate.verdicts.length} operations planned for removal still called${since}: ${failing.map((verdict) => `${verdict.operation} (${verdict.message})`).join('; ')}`,
  };
}
