import type { Exchange } from '../../engine/exchange.js';
import type { ApiRequest } from '../../engine/http/client.js';
import { STATE_FIELD_OF } from '../../specs/state-fields.js';
import { isJsonObject } from '../../specs/json-type.js';

/** The status field of each operation that updates a document with a state, and its values (from the schemas). */
export const STATE_FIELDS = {
  'PATCH /projects/{projectId}': {
    ...STATE_FIELD_OF['project-update'],
    param: 'projectId',
    schema: 'project-update',
    requirement: 'PROJECT.TRANSITIONS',
  },
  'PATCH /timesheets/{timesheetId}': {
    ...STATE_FIELD_OF['timesheet-update'],
    param: 'timesheetId',
    schema: 'timesheet-update',
    requirement: 'TIMESHEET.TRANSITIONS',
  },
} as const;

export type StateOperation = keyof typeof STATE_FIELDS;

const isState = (operation: string): operation is StateOperation => operation in STATE_FIELDS;

/** The operation whose body schema is `schema`, when its documents have a status. */
export const stateOperationOf = (schema: string): StateOperation | undefined =>
  Object.keys(STATE_FIELDS)
    .filter(isState)
    .find((operation) => STATE_FIELDS[operation].schema === schema);

/**
 * Statuses that may lock a document (specs/state-fields.ts): sent only once the unit has seen this
 * server let a document leave them, or with --allow-irreversible.
 */
export const LOCKING: Readonly<Record<StateOperation, readonly string[]>> = {
  'PATCH /projects/{projectId}': STATE_FIELDS['PATCH /projects/{projectId}'].locking,
  'PATCH /timesheets/{timesheetId}': STATE_FIELDS['PATCH /timesheets/{timesheetId}'].locking,
};

const edge = (from: string, to: string) => `${from}\u0000${to}`;

/**
 * What a unit has learned of a server's status graph, from every PATCH it sent as the admin: the
 * status each document was last seen in, the transitions answered 200 and those refused (a body
 * carrying only the status, answered 4xx). One per unit (check × operation), never shared between
 * units: a unit sends the same requests whether it runs in a whole run or in a shard.
 */
export class StatusGraph {
  private readonly last = new Map<string, string>();
  private readonly allowed = new Set<string>();
  private readonly refused = new Set<string>();

  learn(request: ApiRequest, exchange: Exchange): void {
    if (!isState(request.operation) || (request.caller !== undefined && request.caller !== 'admin')) return;
    const { field, param } = STATE_FIELDS[request.operation];
    const id = `${request.operation}|${request.params?.[param] ?? ''}`;
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const to = body[field];
    const from = this.last.get(id);
    const status = exchange.response?.status ?? 0;
    if (status === 200) {
      if (typeof to === 'string' && from !== undefined && from !== to) this.allowed.add(`${request.operation}|${edge(from, to)}`);
      const shown = (exchange.response?.json as Record<string, unknown> | undefined)?.[field];
      if (typeof shown === 'string') this.last.set(id, shown);
    } else if (status >= 400 && status < 500 && typeof to === 'string' && from !== undefined && Object.keys(body).length === 1) {
      this.refused.add(`${request.operation}|${edge(from, to)}`);
    }
  }

  /** Whether the run has seen a document leave `status` on this server. */
  canLeave(operation: StateOperation, status: string): boolean {
    return [...this.allowed].some((key) => key.startsWith(`${operation}|${status}\u0000`));
  }

  wasRefused(operation: StateOperation, from: string, to: string): boolean {
    return this.refused.has(`${operation}|${edge(from, to)}`);
  }

  /** Whether `status` may be sent: it locks nothing, or the run has seen it left, or --allow-irreversible. */
  mayEnter(operation: StateOperation, status: string, allowIrreversible: boolean): boolean {
    return allowIrreversible || !LOCKING[operation].includes(status) || this.canLeave(operation, status);
  }

  /** The status a document was last seen in (its operation and id), as the restore asks it. */
  lastSeen(operation: string, id: string): string | undefined {
    return this.last.get(`${operation}|${id}`);
  }

  /** Whether the run saw the server answer this move with 200 (any operation with a status). */
  wasAllowed(operation: string, from: string, to: string): boolean {
    return this.allowed.has(`${operation}|${edge(from, to)}`);
  }

  /** Whether the run saw the server refuse this move (a body carrying only the status, answered 4xx). */
  wasRefusedMove(operation: string, from: string, to: string): boolean {
    return this.refused.has(`${operation}|${edge(from, to)}`);
  }

  /** Takes in the moves another unit's graph learned (not where documents were last seen): the run's graph, for the final restore. */
  absorb(other: StatusGraph): void {
    for (const key of other.allowed) this.allowed.add(key);
    for (const key of other.refused) this.refused.add(key);
  }

  /** The transitions refused so far, for the report. */
  refusedTransitions(operation: StateOperation): string[] {
    const prefix = `${operation}|`;
    return [...this.refused].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length).replace('\u0000', ' → '));
  }
}

/** A status a request may not carry, and why (the report's words). */
export interface WithheldStatus {
  readonly operation: StateOperation;
  readonly field: string;
  readonly value: string;
  readonly reason: string;
}

/**
 * THE rule of staging safety for statuses (issue 33), which every phase asks before it sends a body:
 * the status `body` carries that may not be sent — one that may lock the document for good (approved),
 * while `graph` has not seen this server let a document leave it and --allow-irreversible is not
 * given, unless the document (`params`) is already in it. Undefined: the body may be sent. Any
 * caller: a server that should refuse a write may not.
 */
export function withheldStatus(
  graph: StatusGraph,
  allowIrreversible: boolean,
  operation: string,
  body: unknown,
  params?: Readonly<Record<string, string>>,
): WithheldStatus | undefined {
  const sets = statusSetBy(operation, body);
  if (sets === undefined || graph.mayEnter(sets.operation, sets.value, allowIrreversible)) return undefined;
  // A document already in that status enters nothing (a fixture found approved, its own body sent back).
  const id = params?.[STATE_FIELDS[sets.operation].param];
  if (id !== undefined && graph.lastSeen(sets.operation, id) === sets.value) return undefined;
  return { ...sets, reason: notEnteredReason(sets.operation, sets.value) };
}

/** The status a body sets, on an operation whose documents have one. */
export function statusSetBy(
  operation: string,
  body: unknown,
): { readonly operation: StateOperation; readonly field: string; readonly value: string } | undefined {
  if (!isState(operation) || !isJsonObject(body)) return undefined;
  const { field } = STATE_FIELDS[operation];
  const value = body[field];
  return typeof value === 'string' ? { operation, field, value } : undefined;
}

/** Why a locking status was not sent, for the report. */
export function notEnteredReason(operation: StateOperation, status: string): string {
  return `${STATE_FIELDS[operation].field} ${status} was not sent: it may lock the document for good on a staging server, and this check has not seen this server let a document leave ${status} (--allow-irreversible sends it)`;
}
