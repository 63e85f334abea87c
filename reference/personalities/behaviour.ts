import type { ErrorBody } from '../../specs/types.js';
import type { ValueHook } from '../validation/map-body.js';
import type { Tolerance } from '../validation/tolerance.js';

/** Why the reference refuses a request; each kind's status is a choice the spec leaves open. */
export type RefusalKind =
  | 'unauthenticated'
  | 'other-org'
  | 'unknown-id'
  | 'forbidden'
  | 'invalid'
  | 'not-on-project'
  | 'too-large'
  | 'no-route'
  | 'gone'
  | 'crash'
  | 'rate-limited'
  | 'conflict';

export type Entity = 'project' | 'timesheet';

/**
 * A limiter in front of the server, by time (LIMITS.RATE: "Rate limits…: not shown"): a fixed window
 * of one second that announces itself (RateLimit, RateLimit-Policy; Retry-After as an HTTP-date), or
 * a token bucket that says nothing but Retry-After in seconds.
 */
export interface RateLimit {
  readonly perSecond: number;
  readonly algorithm: 'fixed-window' | 'token-bucket';
  /** A token bucket's size (default: a second's worth). */
  readonly burst?: number;
}

/**
 * Everything in which conforming servers may differ ("not shown" in the spec). The shared handlers
 * read these; a personality overrides a few of them and stays conforming.
 */
export interface Behaviour {
  readonly statuses: Readonly<Record<RefusalKind, number>>;
  readonly refusalHeaders: Readonly<Partial<Record<RefusalKind, Readonly<Record<string, string>>>>>;
  /** The error body actually sent for a refusal. */
  readonly errorBody: (body: ErrorBody) => unknown;
  readonly contentType: string;
  readonly deprecationHeaders: boolean;
  /** Applied to every JSON body just before it is sent. */
  readonly decorate: (json: unknown) => unknown;
  /** `client` answered as `{ _id, name }` ("Expandable"). */
  readonly expandClient: boolean;
  readonly formatDate: (date: Date) => string;
  /** Schema violations let through (REQUEST.UNKNOWN_PROPERTIES is not shown). */
  readonly tolerances: readonly Tolerance[];
  /** DELETE of a person who is not on the project answers 200 (idempotent DELETE). */
  readonly deleteAbsentSucceeds: boolean;
  /** A member's PATCH {} on a project reads it (AUTH.ROLES is not shown). */
  readonly memberMayRead: boolean;
  /** Status transitions refused (PROJECT.TRANSITIONS / TIMESHEET.TRANSITIONS are not shown). */
  readonly refusesTransition: (entity: Entity, from: unknown, to: unknown) => boolean;
  /** Casts a request value before validation, as a binding layer does (Mongoose, Jackson): ERROR.CONDITIONS is not shown. */
  readonly castValue: ValueHook;
  /** What a validated request value is stored as (single precision, a set…), where the spec does not say. */
  readonly storeValue: ValueHook;
  /** A request without a body is read as {} (express.json), instead of refused. */
  readonly emptyBodyIsObject: boolean;
  /** A timesheet PATCH without status gets the request default ("default draft" does not say when it applies). */
  readonly statusDefaultOnEveryPatch: boolean;
  /** DELETE refuses (400) a personId not of this form before looking for it. */
  readonly wellFormedPersonId: (id: string) => boolean;
  /** Every Nth routed request is answered 429 (LIMITS.RATE is not shown); undefined: never. */
  readonly rateLimitEvery: number | undefined;
  /** Routed requests beyond a rate are answered 429 (reference/http/rate-limiter.ts); undefined: no limit by time. */
  readonly rateLimit?: RateLimit;
  /** Query parameters the operation does not declare are refused (REQUEST.UNKNOWN_QUERY is not shown). */
  readonly refusesUnknownQuery: boolean;
  /** Well-formed references to records the organisation does not hold are stored as sent (ERROR.CONDITIONS). */
  readonly acceptsUnknownReferences: boolean;
  /** Bodies past the limits of reference/validation/extreme-inputs.ts are refused (request size limits are not shown). */
  readonly refusesBeyondLimits: boolean;
  /** Milliseconds every routed answer waits before it is sent (latency is not shown). */
  readonly answerDelayMs: number;
  /** An update naming no field (PATCH {}) is refused with 400 "nothing to update": the spec never says an empty body is an update. */
  readonly refusesEmptyUpdate: boolean;
  /** GET /projects/{projectId} and GET /timesheets/{timesheetId} are served (listed in the change record, shapes not shown). */
  readonly servesDocumentGets: boolean;
  /**
   * A timesheet status that locks it (an approval workflow): in it, every change is refused but a move
   * to `leaveTo`, or every change when there is no way out (TIMESHEET.TRANSITIONS is not shown).
   * Undefined: nothing locks.
   */
  readonly lockedTimesheet?: { readonly status: string; readonly leaveTo?: string };
  /**
   * A PATCH is answered with the document as it was before the update (Mongoose's findOneAndUpdate
   * without new: true), the update stored all the same: "200: the complete Project" does not say which state.
   */
  readonly answersPreviousDocument: boolean;
  /**
   * The document GETs read a replica that shows each change this many milliseconds after it was
   * made (0: the stored documents). The spec says nothing of when a read sees an update.
   */
  readonly readLagMs: number;
}

/** A value as sent: the hook of a server that neither casts nor converts (validation skips walking the body for it). */
export const asSent: ValueHook = (value) => value;

/**
 * The reference's own choices: 400 with an error body for every refusal, so a run shows no
 * undocumented status; 404 only for paths that are no operation, 410 for removed ones, 413 for bodies
 * over the limit; unknown properties refused; every transition allowed; undeclared query parameters ignored.
 */
export const conformingBehaviour: Behaviour = {
  statuses: {
    unauthenticated: 400,
    'other-org': 400,
    'unknown-id': 400,
    forbidden: 400,
    invalid: 400,
    'not-on-project': 400,
    'too-large': 413,
    'no-route': 404,
    gone: 410,
    crash: 500,
    'rate-limited': 429,
    conflict: 400,
  },
  refusalHeaders: {},
  errorBody: (body) => body,
  contentType: 'application/json',
  deprecationHeaders: true,
  decorate: (json) => json,
  expandClient: false,
  formatDate: (date) => date.toISOString(),
  tolerances: [],
  deleteAbsentSucceeds: false,
  memberMayRead: true,
  refusesTransition: () => false,
  castValue: asSent,
  storeValue: asSent,
  emptyBodyIsObject: false,
  statusDefaultOnEveryPatch: false,
  answersPreviousDocument: false,
  wellFormedPersonId: () => true,
  rateLimitEvery: undefined,
  refusesUnknownQuery: false,
  acceptsUnknownReferences: false,
  refusesBeyondLimits: false,
  answerDelayMs: 0,
  refusesEmptyUpdate: false,
  servesDocumentGets: true,
  readLagMs: 0,
};

/** A personality's changes: any behaviour, with statuses and headers merged kind by kind. */
export type BehaviourOverrides = Partial<Omit<Behaviour, 'statuses'>> & {
  readonly statuses?: Partial<Behaviour['statuses']>;
};

export function withOverrides(overrides: BehaviourOverrides): Behaviour {
  return {
    ...conformingBehaviour,
    ...overrides,
    statuses: { ...conformingBehaviour.statuses, ...overrides.statuses },
  };
}
