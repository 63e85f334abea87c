import type { ConnectionConfig } from '../engine/connection.js';
import type { ApiRequest } from '../engine/http/client.js';
import { minimalValue } from '../generators/index.js';
import { SPECIFIED_OPERATIONS, type SpecifiedOperationKey } from '../specs/operations.js';
import type { RequirementId } from '../specs/requirements.js';
import { schemas } from '../specs/schemas/index.js';
import { REFUSAL_BODY } from '../deprecations/probe-plan.js';
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

const { updateProject, updateTimesheet, addPerson, removePerson } = SPECIFIED_OPERATIONS;
const quiet = { notify: 'false' };
const unknown = (ctx: StepContext) => unknownIdLike(ctx.config.projectId);

/** The smallest valid add-person body (derived from the schema) with a reserved-domain e-mail. */
function personBody(ctx: StepContext): Record<string, unknown> {
  return { ...(minimalValue(schemas[addPerson.body]) as Record<string, unknown>), email: ctx.email() };
}

const read = (name: string, requirement: RequirementId, operation: SpecifiedOperationKey, params: (ctx: StepContext) => Record<string, string> | undefined, query?: Record<string, string>): BaselineStep => ({
  name, operation, requirement,
  request: (ctx) => {
    const values = params(ctx);
    return values ? { operation, params: values, body: {}, ...(query ? { query } : {}), purpose: `baseline ${name}: PATCH {} (a read)` } : { skip: 'no projectTimesheetId configured' };
  },
});

/**
 * The fixed set: PATCH {} reads of the fixtures, the add and removal of a throwaway person, and for
 * each operation a refused request (a body that is not an object, an unknown id). Nothing is left
 * changed: the person added is removed by the step after.
 */
export const BASELINE_STEPS: readonly BaselineStep[] = [
  read('read-project', 'PROJECT.RESPONSE', updateProject.key, (ctx) => ({ projectId: ctx.config.projectId })),
  read('read-timesheet', 'TIMESHEET.SHAPE', updateTimesheet.key, (ctx) => ({ timesheetId: ctx.config.timesheetId }), quiet),
  read('read-project-timesheet', 'TIMESHEET.SHAPE', updateTimesheet.key, (ctx) => (ctx.config.projectTimesheetId ? { timesheetId: ctx.config.projectTimesheetId } : undefined), quiet),
  { name: 'add-person', operation: addPerson.key, requirement: 'PERSON.RESPONSE', request: (ctx) => ({ operation: addPerson.key, params: { projectId: ctx.config.projectId }, body: personBody(ctx), query: quiet, purpose: 'baseline add-person: a throwaway person, removed by the next step' }) },
  {
    name: 'remove-person', operation: removePerson.key, requirement: 'DELETE_PERSON.RESPONSE',
    request: (ctx) => (ctx.addedPersonId ? { operation: removePerson.key, params: { projectId: ctx.config.projectId, personId: ctx.addedPersonId }, purpose: 'baseline remove-person: the person the add step created' } : { skip: 'the add-person step created nobody to remove' }),
  },
  { name: 'update-project-invalid-body', operation: updateProject.key, requirement: 'VALIDATION.REJECT', request: (ctx) => ({ operation: updateProject.key, params: { projectId: ctx.config.projectId }, rawBody: REFUSAL_BODY, purpose: 'baseline: a body that is not an object' }) },
  { name: 'update-project-unknown-id', operation: updateProject.key, requirement: 'PATH.IDS', request: (ctx) => ({ operation: updateProject.key, params: { projectId: unknown(ctx) }, body: {}, purpose: 'baseline: an unknown project id' }) },
  { name: 'update-timesheet-invalid-body', operation: updateTimesheet.key, requirement: 'VALIDATION.REJECT', request: (ctx) => ({ operation: updateTimesheet.key, params: { timesheetId: ctx.config.timesheetId }, rawBody: REFUSAL_BODY, query: quiet, purpose: 'baseline: a body that is not an object' }) },
  { name: 'update-timesheet-unknown-id', operation: updateTimesheet.key, requirement: 'PATH.IDS', request: (ctx) => ({ operation: updateTimesheet.key, params: { timesheetId: unknown(ctx) }, body: {}, query: quiet, purpose: 'baseline: an unknown timesheet id' }) },
  { name: 'add-person-invalid-body', operation: addPerson.key, requirement: 'VALIDATION.REJECT', request: (ctx) => ({ operation: addPerson.key, params: { projectId: ctx.config.projectId }, rawBody: REFUSAL_BODY, query: quiet, purpose: 'baseline: a body that is not an object' }) },
  { name: 'add-person-unknown-project', operation: addPerson.key, requirement: 'PATH.IDS', request: (ctx) => ({ operation: addPerson.key, params: { projectId: unknown(ctx) }, body: personBody(ctx), query: quiet, purpose: 'baseline: an unknown project id' }) },
  { name: 'remove-person-unknown-id', operation: removePerson.key, requirement: 'PATH.IDS', request: (ctx) => ({ operation: removePerson.key, params: { projectId: ctx.config.projectId, personId: unknown(ctx) }, purpose: 'baseline: an unknown person id' }) },
];
