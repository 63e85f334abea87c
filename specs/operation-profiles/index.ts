/**
 * One profile per specified operation: what the suite knows about each of the four, read from here by
 * the engine (fixtures, journal, notify), the runtime helpers (probe, body setup, read-back, change
 * attempt), the checks, and the commands (deprecations, baseline, pact).
 *
 * A new specified operation touches about five files:
 * 1. specs/operations.ts — its entry in SPECIFIED_OPERATIONS (key, summary, body/response schema, query);
 * 2. specs/requirements.ts (and specs/schemas/ if its shapes are new) — what the spec states about it;
 * 3. specs/operation-profiles/<operation>.ts — its profile (parameters, read, probe, setup, journal);
 * 4. this index — one line in OPERATION_PROFILES;
 * 5. reference/handlers/<operation>.ts and reference/handlers/index.ts — the reference server serves it;
 * then the checks that apply to it list it in their `operations`.
 */
import type { OperationKey, SpecifiedOperationKey } from '../operations.js';
import { addPerson } from './add-person.js';
export { throwawayPerson } from './add-person.js';
import type { FixtureIds, OperationProfile } from './profile.js';
import { removePerson } from './remove-person.js';
import { updateProject } from './update-project.js';
import { updateTimesheet } from './update-timesheet.js';

export type * from './people-change.js';
export type * from './profile.js';

/** The profiles, keyed by operation; in the spec's order (the fixtures are snapshotted in this order). */
export const OPERATION_PROFILES: { readonly [K in SpecifiedOperationKey]: OperationProfile<K> } = {
  [updateProject.key]: updateProject,
  [updateTimesheet.key]: updateTimesheet,
  [addPerson.key]: addPerson,
  [removePerson.key]: removePerson,
};

export const PROFILES: readonly OperationProfile[] = Object.values(OPERATION_PROFILES);

/** The profile of a specified operation; undefined for the 28 others. */
export function profileOf<K extends SpecifiedOperationKey>(operation: K): OperationProfile<K>;
export function profileOf(operation: OperationKey | string): OperationProfile | undefined;
export function profileOf(operation: string): OperationProfile | undefined {
  return PROFILES.find((profile) => profile.key === operation);
}

/** Whether the operation takes notify; the suite then sends notify=false. */
export function isQuietable(operation: OperationKey | string): boolean {
  return profileOf(operation)?.quietable ?? false;
}

/**
 * The path parameters of an operation on the configured fixtures; a parameter the scenario supplies
 * (the person of a DELETE) is taken from `scenario` when given, else left out.
 */
export function fixtureParams(profile: OperationProfile, ids: FixtureIds, scenario: Readonly<Record<string, string>> = {}): Record<string, string> {
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
export function unknownDocumentParams(profile: OperationProfile, ids: FixtureIds, id: string): Record<string, string> {
  const document = Object.keys(profile.pathParameters).at(-1);
  return document === undefined ? fixtureParams(profile, ids) : { ...fixtureParams(profile, ids), [document]: id };
}
