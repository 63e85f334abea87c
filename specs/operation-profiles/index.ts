/**
 * One profile per specified operation: what the suite knows about each of the four, read from here by
 * the engine (fixtures, journal, notify), the runtime helpers (probe, body setup, read-back, change
 * attempt), the checks, and the commands (deprecations, baseline, pact).
 *
 * A new specified operation touches about five files:
 * 1. specs/operations.ts — its entry in SPECIFIED_OPERATIONS (key, summary, body/response schema, query);
 * 2. specs/requirements.ts (and specs/schemas/ if its shapes are new) — what the spec states about it;
 * 3. specs/operation-profiles/<operation>.ts — its profile (kind, parameters, read, probe, setup, journal);
 * 4. this index — one line in OPERATION_PROFILES (or READ_PROFILES for a read);
 * 5. reference/handlers/<operation>.ts and reference/handlers/index.ts — the reference server serves it;
 * the checks run on it by its kind (a check's appliesTo, operationsWhere), and code that differs by kind switches on it
 * exhaustively (`unreachable` in the default), so a new kind is a type error wherever it is not handled.
 */
import { isSpecified, parseOperationKey, type OperationKey, type SpecifiedOperationKey } from '../operations.js';
import { addPerson } from './add-person.js';
import { applies, type AppliesTo, type OperationOf, type ProfiledOperation } from './applies-to.js';
export { throwawayPerson } from './add-person.js';
export { defineReadProfile, EMPTY_UPDATE, unreachable, WRITE_KINDS } from './profile.js';
import {
  EMPTY_UPDATE,
  unreachable,
  type AnyProfile,
  type FixtureIds,
  type OperationKind,
  type OperationProfile,
  type ReadPath,
  type ReadProfile,
  type WriteKind,
} from './profile.js';
import { readProject } from './read-project.js';
import { readTimesheet } from './read-timesheet.js';
import { removePerson } from './remove-person.js';
import { updateProject } from './update-project.js';
import { updateTimesheet } from './update-timesheet.js';

export type * from './applies-to.js';
export type * from './people-change.js';
export type * from './profile.js';

/** The profiles, keyed by operation; in the spec's order (the fixtures are snapshotted in this order). */
export const OPERATION_PROFILES = {
  [updateProject.key]: updateProject,
  [updateTimesheet.key]: updateTimesheet,
  [addPerson.key]: addPerson,
  [removePerson.key]: removePerson,
} satisfies { readonly [K in SpecifiedOperationKey]: OperationProfile<K> };

/** The profile of one specified operation, its key and kind literal: a switch on `kind` narrows `key`. */
export type ProfileOf<K extends SpecifiedOperationKey> = (typeof OPERATION_PROFILES)[K];

export const PROFILES: readonly ProfileOf<SpecifiedOperationKey>[] = Object.values(OPERATION_PROFILES);

/** The reads of fixture documents whose shapes the spec does not show (tried at the start of a run). */
export const READ_PROFILES = [readProject, readTimesheet] as const;

/** The operations of the read kind (GET of a fixture document). */
export type ReadOperation = (typeof READ_PROFILES)[number]['key'];

/** Every profile, writes and reads. */
export const ALL_PROFILES: readonly AnyProfile[] = [...PROFILES, ...READ_PROFILES];

/** The specified operations of these kinds, in the spec's order: what a check that applies to kinds runs on. */
export function operationsOfKind(...kinds: readonly WriteKind[]): SpecifiedOperationKey[] {
  return PROFILES.filter((profile) => kinds.includes(profile.kind)).map((profile) => profile.key);
}

/**
 * Whether `operation` is one a check declared with `appliesTo` runs on: the type says so too, so that
 * the check's run receives its operations' type (OperationOf) without a cast.
 */
export function isOperationOf<const A extends AppliesTo>(appliesTo: A, operation: OperationKey): operation is OperationOf<A> {
  const profile = anyProfileOf(operation);
  return profile !== undefined && applies(appliesTo, profile);
}

/** The operations, in the spec's order (then the reads), where a check declared with `appliesTo` runs. */
export function operationsWhere<const A extends AppliesTo>(appliesTo: A): OperationOf<A>[] {
  return ALL_PROFILES.map((profile) => profile.key).filter((key) => isOperationOf(appliesTo, key));
}

/** Every operation of these kinds, reads included (by key). */
export function keysOfKind(...kinds: readonly OperationKind[]): OperationKey[] {
  return ALL_PROFILES.filter((profile) => kinds.includes(profile.kind)).map((profile) => profile.key);
}

/** The GET read profile of the document an update changes, if the profiles hold one. */
export function readProfileOf(update: SpecifiedOperationKey): ReadProfile | undefined {
  return READ_PROFILES.find((profile) => profile.reads === update);
}

/** A request that reads a fixture document: the operation, its parameters, the body (PATCH {} only). */
export interface DocumentRead {
  readonly operation: OperationKey;
  readonly params: Record<string, string>;
  readonly body?: Record<string, never>;
}

/**
 * How the document an operation changes is read along `path` (GET through its read profile, or
 * PATCH {} through the update itself); undefined when that path does not exist for it (people have no read).
 */
export function documentRead(profile: OperationProfile, path: ReadPath, params: Record<string, string>): DocumentRead | undefined {
  switch (path) {
    case 'get': {
      const get = readProfileOf(profile.key);
      return get ? { operation: get.key, params } : undefined;
    }
    case 'patch':
      return profile.readBack ? { operation: profile.readBack.operation, params, body: { ...profile.readBack.body } } : undefined;
    default:
      return unreachable(path);
  }
}

/**
 * PATCH {} to any PATCH operation, the 28 unspecified ones included: a request that changes nothing,
 * which the deprecations command sends to see whether the operation still answers. For a specified
 * update it is the profile's readBack (documentRead 'patch').
 */
export function emptyUpdate(operation: OperationKey, params: Record<string, string>): DocumentRead {
  if (parseOperationKey(operation).method !== 'PATCH') throw new Error(`${operation} is not an update`);
  return { operation, params, body: { ...EMPTY_UPDATE } };
}

/** The profile of a specified operation; undefined for the 28 others. */
export function profileOf<K extends SpecifiedOperationKey>(operation: K): ProfileOf<K>;
export function profileOf(operation: OperationKey | string): ProfileOf<SpecifiedOperationKey> | undefined;
export function profileOf(operation: string): ProfileOf<SpecifiedOperationKey> | undefined {
  return isSpecified(operation) ? OPERATION_PROFILES[operation] : undefined;
}

/** The profile of any profiled operation, a read included. */
export function anyProfileOf(operation: ProfiledOperation): AnyProfile;
export function anyProfileOf(operation: OperationKey | string): AnyProfile | undefined;
export function anyProfileOf(operation: string): AnyProfile | undefined {
  return ALL_PROFILES.find((profile) => profile.key === operation);
}

/** Whether the operation takes notify; the suite then sends notify=false. */
export function isQuietable(operation: OperationKey | string): boolean {
  return profileOf(operation)?.quietable ?? false;
}

/**
 * The path parameters of an operation on the configured fixtures; a parameter the scenario supplies
 * (the person of a DELETE) is taken from `scenario` when given, else left out.
 */
export function fixtureParams(profile: AnyProfile, ids: FixtureIds, scenario: Readonly<Record<string, string>> = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, source] of Object.entries(profile.pathParameters)) {
    const value = source === 'scenario' ? scenario[name] : ids[source];
    if (value !== undefined) params[name] = value;
  }
  return params;
}

/**
 * The path parameters of a request that names a document no server holds: `id` for the last
 * parameter (the document the path names), the fixtures for the others.
 */
export function unknownDocumentParams(profile: AnyProfile, ids: FixtureIds, id: string): Record<string, string> {
  const document = Object.keys(profile.pathParameters).at(-1);
  return document === undefined ? fixtureParams(profile, ids) : { ...fixtureParams(profile, ids), [document]: id };
}

/**
 * The request that removes a person the run added (the restore's), from the profile of the kind
 * 'remove-person': its operation, and its parameters on that project and person.
 */
export function personRemoval(projectId: string, personId: string): { readonly operation: SpecifiedOperationKey; readonly params: Record<string, string> } {
  const profile = PROFILES.find((candidate) => candidate.kind === 'remove-person');
  if (!profile) throw new Error('no operation profile removes a person');
  return { operation: profile.key, params: fixtureParams(profile, { projectId }, { personId }) };
}
