import type { CAN_VIEW_ORDER } from '../../specs/schemas/index.js';

/** Roles of organisation members, in ascending order of visibility (the canView values). */
export type Role = (typeof CAN_VIEW_ORDER)[number];

/**
 * A stored API document, keyed by the field names of the specs/ schemas (never re-listed here);
 * date-times are held as Date instants, strings only when a fault stored a malformed one as sent.
 */
export type Document = Record<string, unknown>;

/** A caller's role: a canView role, or an observer, who "can view everything and change nothing". */
export type CallerRole = Role | 'observer';

/** Who a bearer token stands for. */
export interface Caller {
  readonly org: string;
  readonly role: CallerRole;
  readonly person: string;
}

/** An organisation: its people and its records (clients, departments, offices, roles: the x-reference kinds). */
export interface Org {
  readonly _id: string;
  readonly name: string;
  readonly people: Map<string, Document>;
  readonly records: Map<string, Map<string, Document>>;
}

/** A document owned by an organisation. */
export interface Owned {
  readonly org: string;
  doc: Document;
}

/** Shape B (project timesheet) is the one with a plan item; every other timesheet is shape A. */
export const isProjectTimesheet = (doc: Document): boolean => 'planItem' in doc;

/** A project and its project person records. */
export interface StoredProject extends Owned {
  people: Document[];
}

/** All state of one reference server. Maps, so that ids sent by callers never reach object prototypes. */
export interface State {
  readonly orgs: Map<string, Org>;
  readonly tokens: Map<string, Caller>;
  readonly projects: Map<string, StoredProject>;
  readonly timesheets: Map<string, Owned>;
  readonly planItems: Map<string, Owned>;
  /** What the unshown operations' POSTs created (handlers/unshown-records.ts), by id, until their DELETE. */
  readonly created: Map<string, CreatedRecord>;
}

/** A record a POST of an operation whose shapes are not shown created, in the collection its path names. */
export interface CreatedRecord extends Owned {
  readonly collection: string;
}
