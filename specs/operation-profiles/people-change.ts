import type { OperationKey } from '../operations.js';

/** A person the run added to a project; the run removes them again, also after a failure. */
export interface JournalEntry {
  readonly op: 'added' | 'removed';
  readonly projectId: string;
  readonly personId: string;
  readonly email?: string;
}

/** An add that got no answer (timeout, reset): the server may hold a person the run has no id for. */
export interface UnansweredAdd {
  readonly op: 'unanswered';
  readonly projectId: string;
  readonly email?: string;
  /** What happened to the request. */
  readonly problem: string;
}

/** What a write did to a project's people, as far as the restore needs to know. */
export type PeopleChange = JournalEntry | UnansweredAdd;

/** One request and what came of it, as far as the journal needs to know. */
export interface JournalledWrite {
  readonly operation: OperationKey;
  readonly params: Readonly<Record<string, string>>;
  readonly requestBody?: unknown;
  /** Absent when no answer came. */
  readonly status?: number;
  readonly responseBody?: unknown;
  /** What happened on the wire when no answer came; 'refused' carried nothing to the server. */
  readonly problem?: { readonly kind: string; readonly message: string };
}
