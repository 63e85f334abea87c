import type { ConnectionConfig } from '../engine/connection.js';
import type { ApiRequest } from '../engine/http/client.js';
import { minimalValue } from '../generators/index.js';
import { documentRead, fixtureParams, profileOf, unknownDocumentParams, type OperationProfile } from '../specs/operation-profiles/index.js';
import { SPECIFIED_OPERATIONS, type SpecifiedOperationKey } from '../specs/operations.js';
import type { RequirementId } from '../specs/requirements.js';
import { schemas } from '../specs/schemas/index.js';
import { REFUSAL_BODY } from '../generators/invalid/refusal-body.js';
import { unknownIdLike } from '../generators/parameters/unknown-id.js';

/** What a step's request may depend on: the fixtures, and the person the add step created. */
export interface StepContext {
  readonly config: ConnectionConfig;
  /** A fresh reserved-domain address (example.com never receives mail). */
  readonly email: () => string;
  readonly addedPersonId?: string;
}

/** One request of the fixed, harmless baseline set. `request` answers undefined when the step cannot run (the reason is given). */
export interface BaselineStep {
  /** Stable key of the step in the baseline file. */
  readonly name: string;
  readonly operation: SpecifiedOperationKey;
  /** The requirement whose subject drifts when this answer drifts. */
  readonly requirement: RequirementId;
  readonly request: (ctx: StepContext) => ApiRequest | { readonly skip: string };
}

const updateProject = profileOf(SPECIFIED_OPERATIONS.updateProject.key);
const updateTimesheet = profileOf(SPECIFIED_OPERATIONS.updateTimesheet.key);
const addPerson = profileOf(SPECIFIED_OPERATIONS.addPerson.key);
const removePerson = profileOf(SPECIFIED_OPERATIONS.removePerson.key);
const unknown = (profile: OperationProfile, ctx: StepContext) => unknownDocumentParams(profile, ctx.config, unknownIdLike(ctx.config.projectId));

/** A request of `profile`'s operation, with notify=false where it takes notify. */
const requestOf = (profile: OperationProfile, request: Omit<ApiRequest, 'operation' | 'query'>): ApiRequest => ({
  operation: profile.key,
  ...request,
  ...(profile.quietable ? { query: { notify: 'false' } } : {}),
});

/** The smallest valid add-person body (derived from the schema) with a reserved-domain e-mail. */
function personBody(ctx: StepContext): Record<string, unknown> {
  return { ...(minimalValue(schemas[SPECIFIED_OPERATIONS.addPerson.body]) as Record<string, unknown>), email: ctx.email() };
}

/**
 * PATCH {} of a fixture, the profile's readBack: a read through the deprecated update itself, judged by
 * the operation's response requirement (always PATCH, never the GET a run may discover: the baseline
 * records what the update answers).
 */
const read = (name: string, profile: OperationProfile, params: (ctx: StepContext) => Record<string, string> | undefined): BaselineStep => ({
  name,
  operation: profile.key,
  requirement: profile.requirements.response,
  request: (ctx) => {
    const values = params(ctx);
    if (!values) return { skip: 'no projectTimesheetId configured' };
    const readBack = documentRead(profile, 'patch', values);
    if (!readBack) throw new Error(`${profile.key} has no PATCH {} read`);
    return requestOf(profile, { params: readBack.params, body: readBack.body, purpose: `baseline ${name}: PATCH {} (a read)` });
  },
});

/** A body that is not an object, sent to the fixture. */
const invalidBody = (name: string, profile: OperationProfile): BaselineStep => ({
  name,
  operation: profile.key,
  requirement: 'VALIDATION.REJECT',
  request: (ctx) =>
    requestOf(profile, { params: fixtureParams(profile, ctx.config), rawBody: REFUSAL_BODY, purpose: 'baseline: a body that is not an object' }),
});

/** The harmless body of an update (PATCH {}): sent to an unknown id, it could change nothing even if applied. */
const harmless = (profile: OperationProfile) => (ctx: StepContext) => profile.harmlessBody?.(ctx.email);

/** An id no server holds for the document the path names. */
const unknownId = (name: string, profile: OperationProfile, what: string, body?: (ctx: StepContext) => unknown): BaselineStep => ({
  name,
  operation: profile.key,
  requirement: 'PATH.IDS',
  request: (ctx) => requestOf(profile, { params: unknown(profile, ctx), ...(body ? { body: body(ctx) } : {}), purpose: `baseline: an unknown ${what} id` }),
});

/**
 * The fixed set: PATCH {} reads of the fixtures, the add and removal of a throwaway person, and for
 * each operation a refused request (a body that is not an object, an unknown id). Nothing is left
 * changed: the person added is removed by the step after.
 */
export const BASELINE_STEPS: readonly BaselineStep[] = [
  read('read-project', updateProject, (ctx) => fixtureParams(updateProject, ctx.config)),
  read('read-timesheet', updateTimesheet, (ctx) => fixtureParams(updateTimesheet, ctx.config)),
  read('read-project-timesheet', updateTimesheet, (ctx) => (ctx.config.projectTimesheetId ? { timesheetId: ctx.config.projectTimesheetId } : undefined)),
  {
    name: 'add-person',
    operation: addPerson.key,
    requirement: addPerson.requirements.response,
    request: (ctx) =>
      requestOf(addPerson, {
        params: fixtureParams(addPerson, ctx.config),
        body: personBody(ctx),
        purpose: 'baseline add-person: a throwaway person, removed by the next step',
      }),
  },
  {
    name: 'remove-person',
    operation: removePerson.key,
    requirement: removePerson.requirements.response,
    request: (ctx) =>
      ctx.addedPersonId
        ? requestOf(removePerson, {
            params: fixtureParams(removePerson, ctx.config, { personId: ctx.addedPersonId }),
            purpose: 'baseline remove-person: the person the add step created',
          })
        : { skip: 'the add-person step created nobody to remove' },
  },
  invalidBody('update-project-invalid-body', updateProject),
  unknownId('update-project-unknown-id', updateProject, 'project', harmless(updateProject)),
  invalidBody('update-timesheet-invalid-body', updateTimesheet),
  unknownId('update-timesheet-unknown-id', updateTimesheet, 'timesheet', harmless(updateTimesheet)),
  invalidBody('add-person-invalid-body', addPerson),
  unknownId('add-person-unknown-project', addPerson, 'project', personBody),
  unknownId('remove-person-unknown-id', removePerson, 'person'),
];
