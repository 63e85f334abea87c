import type { SpecifiedOperation, SpecifiedOperationKey } from '../operations.js';
import type { RequirementId } from '../requirements.js';
import type { RequestSchemaName, SchemaName } from '../schemas/index.js';
import type { JournalledWrite, PeopleChange } from './people-change.js';

/** A key of the connection config that holds a fixture id (engine/connection.ts; its camelCase config keys). */
export type FixtureIdKey = 'projectId' | 'secondProjectId' | 'timesheetId' | 'projectTimesheetId';

/** Fixture ids as the connection config holds them. */
export type FixtureIds = Readonly<Partial<Record<FixtureIdKey, string>>>;

/**
 * Where a path parameter's value comes from: a fixture id of the connection config, or the scenario
 * (the person a DELETE removes is one the scenario added for the purpose).
 */
export type ParameterSource = FixtureIdKey | 'scenario';

/**
 * What a served request does, which decides how the suite makes it harmless, attempts a change with
 * it and cleans up after it: an update of a fixture document (read back with PATCH {}), the add of a
 * project person (removed again), the removal of a project person (one added for the purpose).
 */
export type WriteKind = 'update' | 'add-person' | 'remove-person';

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
  /** Fields not sent keep their values. */
  readonly keepsUnsent?: RequirementId;
}

/** The configured documents of this operation that the run snapshots, reads and restores. */
export interface FixtureDocuments {
  /** What the report calls one ("project p1"). */
  readonly noun: string;
  /** The config keys that may each name one; absent keys are optional fixtures not configured. */
  readonly ids: readonly FixtureIdKey[];
}

/** The facts of a profile that the spec's table (SPECIFIED_OPERATIONS) does not already hold. */
export interface ProfileFacts {
  /** Path parameters in path order, with where their values come from. */
  readonly pathParameters: Readonly<Record<string, ParameterSource>>;
  readonly write: WriteKind;
  readonly requirements: OperationRequirements;
  /**
   * How the resource is read back: the only read the four operations offer is a PATCH with an empty
   * body (it changes nothing and answers the document), sent to the same path. Absent for people:
   * the answer is the record, there is no read.
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
export interface OperationProfile<K extends SpecifiedOperationKey = SpecifiedOperationKey> extends ProfileFacts {
  readonly key: K;
  readonly summary: string;
  /** The request body's schema; absent when the operation takes no body. */
  readonly requestSchema?: RequestSchemaName;
  /** The 200 answer's schema; absent when the answer has no body. */
  readonly responseSchema?: SchemaName;
  /** Takes notify ("meant for bulk operations"): the suite sends notify=false so that nobody is e-mailed. */
  readonly quietable: boolean;
}

/** A profile from the spec's entry for the operation (key, schemas, query) and the suite's facts about it. */
export function defineProfile<const S extends SpecifiedOperation>(spec: S, facts: ProfileFacts): OperationProfile<S['key'] & SpecifiedOperationKey> {
  return {
    key: spec.key as S['key'] & SpecifiedOperationKey,
    summary: spec.summary,
    ...(spec.body ? { requestSchema: spec.body as RequestSchemaName } : {}),
    ...(spec.response ? { responseSchema: spec.response } : {}),
    quietable: spec.query !== undefined,
    ...facts,
  };
}
