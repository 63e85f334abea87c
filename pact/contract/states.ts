import { examplesOf } from '../../generators/valid/examples.js';
import { pathIdSchema, personWritableFields } from '../../specs/schemas/index.js';

const [projectId, timesheetId, personId] = examplesOf(pathIdSchema, 3) as [string, string, string];
const [newEmail] = examplesOf(personWritableFields.email, 1) as [string];

/**
 * The provider states of the contract. Each names what must exist; its params are the values the
 * provider's state handler returns (the examples here are what the consumer's mock server sees), and
 * they are injected into paths and bodies with `fromProviderState`, so the contract names no id of
 * any particular server.
 */
export const PROVIDER_STATES = {
  project: { name: 'project P exists', params: { projectId } },
  timesheet: { name: 'timesheet T exists', params: { timesheetId } },
  newEmail: { name: 'e-mail E is not on project P', params: { email: newEmail } },
  person: { name: 'person X is on project P', params: { projectId, personId } },
} as const;

type ProviderStateKey = keyof typeof PROVIDER_STATES;
export type ProviderState = (typeof PROVIDER_STATES)[ProviderStateKey];

export const PROVIDER_STATE_NAMES: readonly string[] = Object.values(PROVIDER_STATES).map((state) => state.name);
