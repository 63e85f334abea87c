import type { ScenarioCheck, ScenarioGroup } from '../../runtime/check-types.js';
import { authRequired } from './auth-required.js';
import { authSchemeCase } from './auth-scheme-case.js';
import { bodyIdsIgnored } from './body-ids-ignored.js';
import { bodyRequired } from './body-required.js';
import { concurrentWriters } from './concurrent-writers.js';
import { customPropertyRoundTrip } from './custom-property-round-trip.js';
import { customPropertyVisibility } from './custom-property-visibility.js';
import { dateTimeRoundTrip } from './date-time-round-trip.js';
import { deleteByPersonId } from './delete-by-person-id.js';
import { deleteRemoves } from './delete-removes.js';
import { deleteScope } from './delete-scope.js';
import { emailCaseMatching } from './email-case-matching.js';
import { invalidPayloadsRejected } from './invalid-payloads-rejected.js';
import { inviteDomainsEnforced } from './invite-domains-enforced.js';
import { notifyAccepted } from './notify-accepted.js';
import { observerChangesNothing } from './observer-changes-nothing.js';
import { orgIsolation } from './org-isolation.js';
import { pendingInvitation } from './pending-invitation.js';
import { personRoundTrip } from './person-round-trip.js';
import { projectTypeImmutable } from './project-type-immutable.js';
import { refusedWriteNoEffect } from './refused-write-no-effect.js';
import { responseOnlyStable } from './response-only-stable.js';
import { repeatedRequests } from './repeated-requests.js';
import { projectUpdatePartial } from './project-update-partial.js';
import { projectUpdatePersists } from './project-update-persists.js';
import { statusTransitions } from './status-transitions.js';
import { storedAsSent } from './stored-as-sent.js';
import { tamperedCredentialsCheck } from './tampered-credentials.js';
import { timesheetStatusDefault } from './timesheet-status-default.js';
import { timesheetUpdatePersists } from './timesheet-update-persists.js';
import { unknownIds } from './unknown-ids.js';
import { unknownQueryParameter } from './unknown-query-parameter.js';
import { unknownReferences } from './unknown-references.js';
import { updatedAtAdvances } from './updated-at-advances.js';
import { useAfterRemoval } from './use-after-removal.js';
import { validPayloadsAccepted } from './valid-payloads-accepted.js';
import { valueSizeGrowth } from './value-size-growth.js';
import { writeScope } from './write-scope.js';

/** Stateful checks, in the order they run within their group. */
export const scenarioChecks: readonly ScenarioCheck[] = [
  // First of all: the scope probes hold both fixtures of their kind, and every later unit that shares one
  // waits on them (runner/lanes.ts); first, they add their few requests to the chain, not the chains before them.
  writeScope,
  bodyIdsIgnored,
  // validation
  invalidPayloadsRejected,
  refusedWriteNoEffect,
  validPayloadsAccepted,
  bodyRequired,
  unknownIds,
  notifyAccepted,
  unknownQueryParameter,
  unknownReferences,
  valueSizeGrowth,
  // projects
  projectUpdatePersists,
  projectUpdatePartial,
  projectTypeImmutable,
  updatedAtAdvances,
  responseOnlyStable,
  dateTimeRoundTrip,
  customPropertyRoundTrip,
  customPropertyVisibility,
  inviteDomainsEnforced,
  statusTransitions,
  storedAsSent,
  concurrentWriters,
  // timesheets
  timesheetUpdatePersists,
  timesheetStatusDefault,
  // people
  personRoundTrip,
  pendingInvitation,
  emailCaseMatching,
  deleteRemoves,
  deleteByPersonId,
  deleteScope,
  repeatedRequests,
  useAfterRemoval,
  // auth and isolation
  authRequired,
  orgIsolation,
  observerChangesNothing,
  tamperedCredentialsCheck,
  authSchemeCase,
];

export const scenariosOf = (group: ScenarioGroup) => scenarioChecks.filter((check) => check.group === group);
