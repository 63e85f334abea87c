import type { FixtureIdKey } from '../connection-keys.js';
import type { OperationKey, SpecifiedOperation, SpecifiedOperationKey } from '../operations.js';
import type { RequirementId } from '../requirements.js';
import type { RequestSchemaName, SchemaName } from '../schemas/index.js';
import type { JournalledWrite, PeopleChange } from './people-change.js';

/** A key of the connection config that holds a fixture id (the table of specs/connection-keys.ts). */
export type { FixtureIdKey };

/** Fixture ids as the connection config holds them. */
export type FixtureIds = Readonly<Partial<Record<FixtureIdKey, string>>>;

/**
 * Where a path parameter's value comes from: a fixture id of the connection config, or the scenario
 * (the person a DELETE removes is one the scenario added for the purpose).
 */
export type ParameterSource = FixtureIdKey | 'scenario';

/**
 * What a served request does, which decides how the suite makes it harmless, attempts a change with
 * it and cleans up after it: an update of a fixture document (read back as the run discovered), the
 * add of a project person (removed again), the removal of a project person (one added for the purpose).
 */
export const WRITE_KINDS = ['update', 'add-person', 'remove-person'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** Every kind of operation the profiles know: the writes, and the reads of a fixture document (GET). */
export type OperationKind = 'read' | WriteKind;

/**
 * The end of an exhaustive `switch` on a kind: a kind added to the union and not handled there is a
 * type error (TypeScript narrows `kind` to never), and at run time a bug named as such.
 */
export function unreachable(value: never): never {
  // A profile narrowed to nothing is named by its kind.
  const seen: unknown = value;
  const kind: unknown = typeof seen === 'object' && seen !== null && 'kind' in seen ? seen.kind : seen;
  throw new Error(`unhandled case: ${String(kind)}`);
}

/**
 * The body of a PATCH that changes nothing ("Fields not provided remain unchanged"): how an update's
 * document is read without a GET (its readBack), and how the deprecations command probes any PATCH
 * harmlessly. Written here only: no module outside the profiles sends `{}` by hand.
 */
export const EMPTY_UPDATE: Readonly<Record<string, never>> = Object.freeze({});

/** How the run reads a fixture document: a GET read profile, or PATCH {} through the update itself. */
export type ReadPath = 'get' | 'patch';

/** Requirement ids of the catalogue (specs/requirements.ts) that judge this operation. */
export interface OperationRequirements {
  /** The request body's types, values and bounds (the request schema's x-requirement). */
  readonly body?: RequirementId;
  /** The request body's required fields, where the schema names a requirement of their own. */
  readonly required?: RequirementId;
  /** The 200 answer's shape. */
  readonly response: RequirementId;
  /** The _id of the answer equals the path id. */
  readonly pathId?: RequirementId;
  /** What a 200 applied shows in a later read. */
  readonly persists?: RequirementId;
  /**
   * What the 200 answer of an update shows of the fields sent, read as the document after the update
   * (a SHOULD: the spec does not say which state the answer shows). Absent where the answer is the
   * only record of what was done (an add): there `persists` judges the answer.
   */
  readonly answers?: RequirementId;
  /** Fields not sent keep their values. */
  readonly keepsUnsent?: RequirementId;
}

/** The configured documents of this operation that the run snapshots, reads and restores. */
export interface FixtureDocuments {
  /** What the report calls one ("project p1"). */
  readonly noun: string;
  /** The config keys that may each name one; absent keys are optional fixtures not configured. */
  readonly ids: readonly FixtureIdKey[];
  /**
   * The checks of this operation send to each configured one (the two timesheet shapes); otherwise
   * they use the first, and a later one only where a check names it (the second project).
   */
  readonly eachUsed?: true;
}

/** The facts of a profile that the spec's table (SPECIFIED_OPERATIONS) does not already hold. */
export interface ProfileFacts {
  /** Path parameters in path order, with where their values come from. */
  readonly pathParameters: Readonly<Record<string, ParameterSource>>;
  readonly kind: WriteKind;
  readonly requirements: OperationRequirements;
  /**
   * How the document an update changes is read without a GET: a PATCH with an empty body (it changes
   * nothing and answers the document), sent to the same path. Absent for people: the answer is the
   * record, there is no read. A GET read profile (kind 'read') that names this operation is tried first.
   */
  readonly readBack?: { readonly operation: SpecifiedOperationKey; readonly body: Readonly<Record<string, never>> };
  /** The documents of the fixtures this operation reads and restores. */
  readonly fixtures?: FixtureDocuments;
  /**
   * The harmless body: a read for an update, a throwaway person for an add (removed right after).
   * Absent when the request has no body (DELETE). `freshEmail` gives a reserved-domain address.
   */
  readonly harmlessBody?: (freshEmail: () => string) => Record<string, unknown>;
  /**
   * The project must be open to any e-mail domain (inviteDomains ["ANY"]) first, so that adding a
   * person (by the request itself, or to have someone to remove) is not refused for the domain.
   */
  readonly needsAnyInviteDomain: boolean;
  /** What an answer to this operation did to a project's people (the journal's rule); absent when nothing. */
  readonly peopleChange?: (write: JournalledWrite) => PeopleChange | undefined;
}

/** Everything the suite knows about one specified operation, read from one place. */
export interface OperationProfile<K extends SpecifiedOperationKey = SpecifiedOperationKey, Kd extends WriteKind = WriteKind> extends ProfileFacts {
  readonly key: K;
  /** Literal per profile, so that the type of a check's operation follows from the kinds it applies to. */
  readonly kind: Kd;
  readonly summary: string;
  /** The request body's schema; absent when the operation takes no body. */
  readonly requestSchema?: RequestSchemaName;
  /** The 200 answer's schema; absent when the answer has no body. */
  readonly responseSchema?: SchemaName;
  /** Takes notify ("meant for bulk operations"): the suite sends notify=false so that nobody is e-mailed. */
  readonly quietable: boolean;
}

/** The request schema of an operation whose spec entry names a body: known to be there by the type. */
type RequestSchemaOf<S extends SpecifiedOperation> = S extends { readonly body: infer B extends RequestSchemaName } ? { readonly requestSchema: B } : unknown;

/** A profile from the spec's entry for the operation (key, schemas, query) and the suite's facts about it. */
export function defineProfile<const S extends SpecifiedOperation, const Kd extends WriteKind>(
  spec: S,
  facts: ProfileFacts & { readonly kind: Kd },
): OperationProfile<S['key'] & SpecifiedOperationKey, Kd> & RequestSchemaOf<S> {
  const profile: OperationProfile<S['key'] & SpecifiedOperationKey, Kd> = {
    key: spec.key as S['key'] & SpecifiedOperationKey,
    summary: spec.summary,
    ...(spec.body ? { requestSchema: spec.body as RequestSchemaName } : {}),
    ...(spec.response ? { responseSchema: spec.response } : {}),
    quietable: spec.query !== undefined,
    ...facts,
  };
  // The spread above sets requestSchema exactly when the spec names a body (RequestSchemaOf's condition).
  return profile as OperationProfile<S['key'] & SpecifiedOperationKey, Kd> & RequestSchemaOf<S>;
}

/**
 * A read of a fixture document the spec lists but whose shapes it does not show (GET /projects/{projectId},
 * GET /timesheets/{timesheetId}): used only when, at the start of a run, it answers 200 with the document
 * (its _id the path id, valid as the shape the update it `reads` answers with).
 */
export interface ReadProfile<K extends OperationKey = OperationKey, U extends SpecifiedOperationKey = SpecifiedOperationKey> {
  readonly key: K;
  readonly kind: 'read';
  readonly summary: string;
  /** The update whose document this reads: its path parameters, fixtures and answer shape are the read's. */
  readonly reads: U;
  readonly pathParameters: Readonly<Record<string, ParameterSource>>;
  /** The shape the answer must have for the read to be used (the update's answer schema). */
  readonly responseSchema: SchemaName;
}

/** Any profile: one of the four specified operations, or a read. */
export type AnyProfile = OperationProfile | ReadProfile;

/** A read profile of the document `update` answers with. */
export function defineReadProfile<const K extends OperationKey, U extends SpecifiedOperationKey>(
  key: K,
  summary: string,
  update: OperationProfile<U>,
): ReadProfile<K, U> {
  if (!update.responseSchema) throw new Error(`${update.key} answers no document to read`);
  return { key, kind: 'read', summary, reads: update.key, pathParameters: update.pathParameters, responseSchema: update.responseSchema };
}
