import type { ErrorObject } from 'ajv';
import { FIXTURE_IDS } from '../state/seed/ids.js';
import { isProjectTimesheet, type Document } from '../state/model.js';
import type { FaultEntry } from './entry.js';
import type { DocumentContext } from './renderings.js';
import { astralAsQuestionMark, cappedToInt, cutTo255, htmlEscaped, operatorKeysRemoved, roundedToCents, sameDayMerged, trimmed } from './storage.js';
import { isJsonObject } from '../../specs/json-type.js';

export type { FaultEntry } from './entry.js';
export type * from './renderings.js';

/** sunset-before-deprecation: the HTTP-date one year before the deprecation. */
function yearBefore(date: Date): string {
  const before = new Date(date);
  before.setUTCFullYear(before.getUTCFullYear() - 1);
  return before.toUTCString();
}

/**
 * timesheet-shape-field-missing: a timesheet without the field its shape adds (a person timesheet
 * without person, a project timesheet without project). Carrying the other shape's fields as well is
 * no fault: the shapes are open (RESPONSE.UNLISTED_PROPERTIES).
 */
function withoutShapeField(shown: Document, { stored }: DocumentContext): Document {
  const { [isProjectTimesheet(stored) ? 'project' : 'person']: _left, ...rest } = shown;
  return rest;
}

/** timesheet-task-id-in-shape-a: shape-A entries with a taskId. */
const withTaskId = (entry: unknown): unknown => (isJsonObject(entry) ? { ...entry, taskId: FIXTURE_IDS.tasks[0] } : entry);

/** timesheet-day-lowercase: an entry with its days in lowercase (mon). */
function lowercaseDays(entry: Document): Document {
  if (!Array.isArray(entry.hours)) return entry;
  return { ...entry, hours: entry.hours.map((hour: Document) => (typeof hour.day === 'string' ? { ...hour, day: hour.day.toLowerCase() } : hour)) };
}

/** *-case-kept: a value the enum holds in another letter case ("OPEN" for open, "usd" for USD). */
function otherCaseOfAllowed(value: unknown, error: ErrorObject): boolean {
  const allowed = (error.params as { allowedValues?: readonly unknown[] }).allowedValues ?? [];
  return typeof value === 'string' && allowed.some((entry) => typeof entry === 'string' && entry !== value && entry.toLowerCase() === value.toLowerCase());
}

/**
 * The fault corpus: each entry switches on exactly one deviation. A fault that only lets one schema
 * violation through carries it as `tolerance`; one that only changes how an answer is shown carries
 * its rendering (`render`, `document`, `header`, `errorBody`, `visibility`, `success`: faults/renderings.ts).
 * Adding such a fault is one entry here. The others are behaviour, written in the shared handlers
 * under their name (grep it under reference/). A conformance run against a server with a fault on
 * must fail on at least one of the named requirements, reported by one of the named checks; against
 * the clean server it must not.
 */
export const faults = [
  // ── Transport, statuses and error bodies ──────────────────────────────────────────────────
  {
    name: 'json-content-type-missing',
    description: 'Success responses are sent as text/plain.',
    requirements: ['GEN.JSON'],
    checks: ['content-type-json'],
    success: { contentType: 'text/plain' },
  },
  {
    name: 'error-body-not-json',
    description: '400 answers carry the plain-text body "Bad Request" as text/plain.',
    requirements: ['ERROR.BODY', 'GEN.JSON'],
    checks: ['content-type-json', 'error-body'],
    errorBody: { status: 400, as: () => ({ text: 'Bad Request' }) },
  },
  {
    name: 'error-body-code-number',
    description: "The error body's code is a number (the status).",
    requirements: ['ERROR.BODY'],
    checks: ['error-body'],
    errorBody: { as: (shown, { status }) => (isJsonObject(shown.json) ? { json: { ...shown.json, code: status } } : shown) },
  },
  {
    name: 'error-body-array',
    description: '400 bodies are a JSON array [{"message": …}].',
    requirements: ['ERROR.BODY'],
    checks: ['error-body'],
    errorBody: { status: 400, as: (_, { body }) => ({ json: [{ message: body.message }] }) },
  },
  {
    name: 'success-201-on-add',
    description: 'POST /projects/{projectId}/people answers 201.',
    requirements: ['STATUS.SUCCESS'],
    checks: ['success-is-200'],
    success: { operation: 'POST /projects/{projectId}/people', status: 201 },
  },
  {
    name: 'success-204-on-delete',
    description: 'DELETE /projects/{projectId}/people/{personId} answers 204.',
    requirements: ['STATUS.SUCCESS'],
    checks: ['success-is-200'],
    success: { operation: 'DELETE /projects/{projectId}/people/{personId}', status: 204 },
  },
  {
    name: 'crash-on-invalid-enum',
    description: 'A body with any out-of-enum value is answered 500 (with an error body).',
    requirements: ['SERVER.NO_5XX'],
    checks: ['no-server-error'],
  },
  {
    name: 'crash-on-malformed-json',
    description: 'An unparseable body is answered 500.',
    requirements: ['SERVER.NO_5XX', 'REQUEST.BODY_REQUIRED'],
    checks: ['no-server-error'],
  },
  {
    name: 'crash-on-unknown-id',
    description: 'An unknown project id is answered 500.',
    requirements: ['SERVER.NO_5XX', 'PATH.IDS'],
    checks: ['no-server-error'],
  },
  {
    name: 'crash-on-astral-chars',
    description: 'A body with a string holding a character outside the BMP is answered 500.',
    requirements: ['SERVER.NO_5XX'],
    checks: ['no-server-error'],
  },
  // ── Deprecation metadata ──────────────────────────────────────────────────────────────────
  {
    name: 'deprecation-header-boolean',
    description: 'Deprecation: true (an obsolete draft form).',
    requirements: ['DEPRECATION.HEADER'],
    checks: ['deprecation-header'],
    header: { header: 'deprecation', as: () => 'true' },
  },
  {
    name: 'deprecation-header-http-date',
    description: 'Deprecation carries an HTTP-date instead of @<epoch seconds>.',
    requirements: ['DEPRECATION.HEADER'],
    checks: ['deprecation-header'],
    header: { header: 'deprecation', as: (_, { deprecation }) => deprecation.toUTCString() },
  },
  {
    name: 'sunset-malformed',
    description: 'Sunset: 2027-12-31 (not an HTTP-date).',
    requirements: ['DEPRECATION.SUNSET'],
    checks: ['sunset-header'],
    header: { header: 'sunset', as: (_, { sunset }) => sunset.toISOString().slice(0, 10) },
  },
  {
    name: 'sunset-before-deprecation',
    description: 'Sunset is one year before the Deprecation date.',
    requirements: ['DEPRECATION.SUNSET'],
    checks: ['sunset-header'],
    header: { header: 'sunset', as: (_, { deprecation }) => yearBefore(deprecation) },
  },
  {
    name: 'deprecation-link-malformed',
    description: 'Link: https://…; rel="deprecation" without angle brackets.',
    requirements: ['DEPRECATION.LINK'],
    checks: ['deprecation-link'],
    header: { header: 'link', as: (shown) => shown.replace(/^<([^>]*)>/, '$1') },
  },
  // ── PATCH /projects/{projectId} ───────────────────────────────────────────────────────────
  {
    name: 'project-budget-negative-accepted',
    description: 'A negative budget is accepted and stored.',
    requirements: ['PROJECT.BUDGET', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected', 'response-schema'],
    tolerance: { schema: 'project-update', path: /^\/budget$/, keyword: 'minimum', action: 'keep' },
  },
  {
    name: 'project-budget-type-unchecked',
    description: 'A string budget is accepted and stored.',
    requirements: ['PROJECT.BUDGET', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected', 'response-schema'],
    tolerance: { schema: 'project-update', path: /^\/budget$/, keyword: 'type', action: 'keep' },
  },
  {
    name: 'project-status-enum-unchecked',
    description: 'Any string is accepted as projectStatus.',
    requirements: ['PROJECT.STATUS', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected', 'response-schema'],
    tolerance: { schema: 'project-update', path: /^\/projectStatus$/, keyword: 'enum', action: 'keep' },
  },
  {
    name: 'project-revenue-type-unchecked',
    description: 'Any string is accepted as revenueType.',
    requirements: ['PROJECT.REVENUE_TYPE', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected', 'response-schema'],
    tolerance: { schema: 'project-update', path: /^\/revenueType$/, keyword: 'enum', action: 'keep' },
  },
  {
    name: 'project-currency-unchecked',
    description: 'Any string is accepted as currency.',
    requirements: ['PROJECT.CURRENCY', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected', 'response-schema'],
    tolerance: { schema: 'project-update', path: /^\/currency$/, keyword: 'enum', action: 'keep' },
  },
  {
    name: 'project-date-unchecked',
    description: 'Malformed startDate/endDate are accepted and stored as sent.',
    requirements: ['PROJECT.DATES', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected', 'response-schema'],
    tolerance: { schema: 'project-update', path: /^\/(startDate|endDate)$/, keyword: 'format', action: 'keep' },
  },
  {
    name: 'project-response-only-accepted',
    description:
      'Response-only fields in the body are accepted (200) and ignored: a SHOULD deviation (caught as a warning; applied, it would be project-archived-writable).',
    requirements: ['VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected'],
    tolerance: { schema: 'project-update', path: /^\/[^/]+$/, keyword: 'not', action: 'strip' },
  },
  {
    name: 'project-archived-writable',
    description: 'archived in the body is accepted and applied.',
    requirements: ['PROJECT.UPDATE.RESPONSE_ONLY'],
    checks: ['invalid-payloads-rejected'],
    tolerance: { schema: 'project-update', path: /^\/archived$/, keyword: 'not', action: 'keep' },
  },
  {
    name: 'project-org-writable',
    description:
      "org in a project update is accepted and stored: the project moves to that organisation, out of the caller's reach (a mapper that copies every body field). Destructive: the run cannot put it back.",
    requirements: ['PROJECT.UPDATE.RESPONSE_ONLY'],
    checks: ['invalid-payloads-rejected'],
    tolerance: { schema: 'project-update', path: /^\/org$/, keyword: 'not', action: 'keep' },
  },
  {
    name: 'project-not-persisted',
    description: 'The 200 shows the change but it is not stored.',
    requirements: ['PROJECT.UPDATE.PERSISTS'],
    checks: ['project-update-persists', 'unknown-query-parameter'],
  },
  {
    name: 'project-replace-not-merge',
    description: 'Updatable fields not sent are dropped by a non-empty update.',
    requirements: ['PROJECT.UPDATE.PARTIAL'],
    checks: ['project-update-partial'],
  },
  {
    name: 'project-wrong-id',
    description: "The response _id is another project's id.",
    requirements: ['PROJECT.ID'],
    checks: ['path-id-matches'],
    render: {
      resource: 'project',
      fields: ['_id'],
      as: (_, { stored, handles }) => (stored._id === handles.projectId ? handles.secondProjectId : handles.projectId),
    },
  },
  {
    name: 'project-missing-response-only',
    description: 'Responses lack usageStorage.',
    requirements: ['PROJECT.RESPONSE', 'PROJECT.USAGE_STORAGE'],
    checks: ['response-schema'],
    render: { resource: 'project', fields: ['usageStorage'], as: () => undefined },
  },
  {
    name: 'project-type-changes',
    description: 'projectType changes on every successful non-empty update.',
    requirements: ['PROJECT.TYPE'],
    checks: ['project-type-immutable'],
  },
  {
    name: 'project-dates-not-iso',
    description: 'createdAt/updatedAt are returned as Date.prototype.toString() text.',
    requirements: ['PROJECT.DATES'],
    checks: ['response-schema'],
    render: {
      resource: 'project',
      fields: ['createdAt', 'updatedAt'],
      as: (shown, { stored, field }) => (stored[field] instanceof Date ? stored[field].toString() : shown),
    },
  },
  {
    name: 'project-date-offset-ignored',
    description: 'A date-time with an offset is stored as if it were UTC (another instant).',
    requirements: ['PROJECT.DATES'],
    checks: ['date-time-round-trip'],
  },
  // ── Custom properties ─────────────────────────────────────────────────────────────────────
  {
    name: 'custom-property-required-unchecked',
    description: 'A custom property without canView is accepted.',
    requirements: ['CUSTOM_PROPERTY.REQUIRED', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected'],
    tolerance: { schema: 'project-update', path: /^\/customProperties\/\d+$/, keyword: 'required', missing: 'canView', action: 'keep' },
  },
  {
    name: 'custom-property-can-view-unchecked',
    description: 'Any string is accepted as canView.',
    requirements: ['CUSTOM_PROPERTY.CAN_VIEW', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected', 'response-schema'],
    tolerance: { schema: 'project-update', path: /^\/customProperties\/\d+\/canView$/, keyword: 'enum', action: 'keep' },
  },
  {
    name: 'visibility-leak-manager',
    description: 'A member sees properties whose canView is manager.',
    requirements: ['CUSTOM_PROPERTY.VISIBILITY'],
    checks: ['custom-property-visibility'],
    visibility: { role: 'member', sees: 'manager' },
  },
  {
    name: 'visibility-admin-hidden',
    description: 'An admin does not see properties whose canView is admin.',
    requirements: ['CUSTOM_PROPERTY.VISIBILITY'],
    checks: ['custom-property-visibility'],
    visibility: { role: 'admin', sees: 'manager' },
  },
  // ── PATCH /timesheets/{timesheetId} ───────────────────────────────────────────────────────
  {
    name: 'timesheet-shape-field-missing',
    description: 'Timesheets leave out the field of their shape: person (shape A), project (shape B).',
    requirements: ['TIMESHEET.SHAPE'],
    checks: ['response-schema'],
    document: { resource: 'timesheet', as: withoutShapeField },
  },
  {
    name: 'timesheet-task-id-in-shape-a',
    description: 'Shape-A entries carry a taskId.',
    requirements: ['TIMESHEET.TASK_ID'],
    checks: ['response-schema'],
    render: {
      resource: 'timesheet',
      fields: ['entries'],
      as: (shown, { stored }) => (Array.isArray(shown) && !isProjectTimesheet(stored) ? shown.map(withTaskId) : shown),
    },
  },
  {
    name: 'timesheet-status-enum-unchecked',
    description: 'Any string is accepted as status.',
    requirements: ['TIMESHEET.STATUS', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected', 'response-schema'],
    tolerance: { schema: 'timesheet-update', path: /^\/status$/, keyword: 'enum', action: 'keep' },
  },
  {
    name: 'timesheet-not-persisted',
    description: 'The 200 shows the change but it is not stored.',
    requirements: ['TIMESHEET.PERSISTS'],
    checks: ['timesheet-update-persists', 'unknown-query-parameter'],
  },
  {
    name: 'timesheet-notify-rejected',
    description: 'notify=0 or notify=false is answered 400.',
    requirements: ['NOTIFY.PARAMETER'],
    checks: ['notify-accepted'],
  },
  {
    name: 'timesheet-day-lowercase',
    description: 'Entry days are returned in lowercase (mon).',
    requirements: ['TIMESHEET.ENTRY.DAY'],
    checks: ['response-schema'],
    render: { resource: 'timesheet', fields: ['entries'], as: (shown) => (Array.isArray(shown) ? shown.map(lowercaseDays) : shown) },
  },
  {
    name: 'timesheet-hours-value-string-accepted',
    description: 'A string hours value is accepted and stored.',
    requirements: ['TIMESHEET.ENTRY.HOURS', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected', 'response-schema'],
    tolerance: { schema: 'timesheet-update', path: /^\/entries\/\d+\/hours\/\d+\/value$/, keyword: 'type', action: 'keep' },
  },
  // ── POST /projects/{projectId}/people ─────────────────────────────────────────────────────
  {
    name: 'person-required-unchecked',
    description: 'A body without email is accepted (the person has no e-mail).',
    requirements: ['ADD_PERSON.REQUIRED', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected'],
    tolerance: { schema: 'add-person', path: /^$/, keyword: 'required', missing: 'email', action: 'keep' },
  },
  {
    name: 'person-email-unchecked',
    description: 'A malformed e-mail is accepted.',
    requirements: ['PERSON.EMAIL', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected', 'response-schema'],
    tolerance: { schema: 'add-person', path: /^\/email$/, keyword: 'format', action: 'keep' },
  },
  {
    name: 'person-rate-negative-accepted',
    description: 'A negative rate is accepted.',
    requirements: ['PERSON.RATE', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected', 'response-schema'],
    tolerance: { schema: 'add-person', path: /^\/rate$/, keyword: 'minimum', action: 'keep' },
  },
  {
    name: 'person-permission-ignored',
    description: 'The returned permission is always member.',
    requirements: ['ADD_PERSON.ROUND_TRIP', 'PERSON.PERMISSION'],
    checks: ['person-round-trip'],
    render: { resource: 'person', fields: ['permission'], as: () => 'member' },
  },
  {
    name: 'person-pm-default-true',
    description: 'isProjectManager defaults to true.',
    requirements: ['PERSON.IS_PROJECT_MANAGER'],
    checks: ['person-round-trip'],
  },
  {
    name: 'person-invite-pending-string',
    description: 'invitePendingSince is returned as an ISO string.',
    requirements: ['PERSON.INVITE_PENDING', 'PERSON.RESPONSE'],
    checks: ['response-schema'],
    render: {
      resource: 'person',
      fields: ['invitePendingSince'],
      as: (shown, { stored }) => (typeof stored.invitePendingSince === 'number' ? new Date(stored.invitePendingSince).toISOString() : shown),
    },
  },
  {
    name: 'person-praise-negative',
    description: 'praise is returned as -1.',
    requirements: ['PERSON.PRAISE', 'PERSON.RESPONSE'],
    checks: ['response-schema'],
    render: { resource: 'person', fields: ['praise'], as: () => -1 },
  },
  {
    name: 'invite-domains-ignored',
    description: 'inviteDomains is not enforced.',
    requirements: ['PROJECT.INVITE_DOMAINS'],
    checks: ['invite-domains-enforced'],
  },
  { name: 'person-notify-rejected', description: 'notify=0 or notify=false is answered 400.', requirements: ['NOTIFY.PARAMETER'], checks: ['notify-accepted'] },
  // ── DELETE /projects/{projectId}/people/{personId} ────────────────────────────────────────
  {
    name: 'delete-returns-body',
    description: 'A successful DELETE answers 200 with {"deleted":true}.',
    requirements: ['DELETE_PERSON.RESPONSE'],
    checks: ['response-schema'],
    success: { operation: 'DELETE /projects/{projectId}/people/{personId}', body: () => ({ deleted: true }) },
  },
  {
    name: 'delete-does-nothing',
    description: 'DELETE answers 200 but the person stays on the project.',
    requirements: ['DELETE_PERSON.REMOVES'],
    checks: ['delete-removes'],
  },
  {
    name: 'delete-cross-project',
    description: "DELETE through another project's path removes the person from their own project (200).",
    requirements: ['DELETE_PERSON.SCOPE'],
    checks: ['delete-scope'],
  },
  // ── Authentication and ids ────────────────────────────────────────────────────────────────
  {
    name: 'auth-missing-token-accepted',
    description: 'Requests without Authorization are served as the admin.',
    requirements: ['AUTH.REQUIRED'],
    checks: ['auth-required'],
  },
  { name: 'auth-any-token-accepted', description: 'Any bearer token is served as the admin.', requirements: ['AUTH.REQUIRED'], checks: ['auth-required'] },
  {
    name: 'org-isolation-broken',
    description: "Another organisation's token can read and change this organisation's projects.",
    requirements: ['AUTH.ORG_ISOLATION'],
    checks: ['org-isolation'],
  },
  { name: 'unknown-id-200', description: 'An unknown project id gets 200 with a made-up project.', requirements: ['PATH.IDS'], checks: ['unknown-ids'] },
  // ── Issue 16 part A: violations beside every optional property, inputs the suite never sent ──
  // Each fullest-body fault refuses (or ignores) the violation on the smallest body and lets it through beside another property.
  {
    name: 'timesheet-day-required-hours-unchecked',
    description:
      'Hours items without a day are refused (the spec leaves entry properties optional or not); a string hours value beside a day is accepted and stored.',
    requirements: ['TIMESHEET.ENTRY.HOURS', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected'],
    tolerance: { schema: 'timesheet-update', path: /^\/entries\/\d+\/hours\/\d+\/value$/, keyword: 'type', action: 'keep' },
  },
  {
    name: 'person-rate-unchecked-with-rate-time',
    description: 'A negative rate is accepted and stored when rateTime is sent too.',
    requirements: ['PERSON.RATE', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected'],
    tolerance: { schema: 'add-person', path: /^\/rate$/, keyword: 'minimum', alongside: 'rateTime', action: 'keep' },
  },
  {
    name: 'project-budget-unchecked-with-revenue-type',
    description: 'A negative budget is accepted and stored when revenueType is sent too.',
    requirements: ['PROJECT.BUDGET', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected'],
    tolerance: { schema: 'project-update', path: /^\/budget$/, keyword: 'minimum', alongside: 'revenueType', action: 'keep' },
  },
  {
    name: 'custom-property-can-view-unchecked-with-description',
    description: 'Any canView is accepted and stored when the custom property has a description.',
    requirements: ['CUSTOM_PROPERTY.CAN_VIEW', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected'],
    tolerance: { schema: 'project-update', path: /^\/customProperties\/\d+\/canView$/, keyword: 'enum', alongside: 'description', action: 'keep' },
  },
  {
    name: 'timesheet-status-unchecked-with-entries',
    description: 'Any status is accepted and stored when entries are sent too.',
    requirements: ['TIMESHEET.STATUS', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected'],
    tolerance: { schema: 'timesheet-update', path: /^\/status$/, keyword: 'enum', alongside: 'entries', action: 'keep' },
  },
  {
    name: 'crash-on-unknown-query',
    description: 'A query parameter the operation does not declare is answered 500.',
    requirements: ['SERVER.NO_5XX'],
    checks: ['no-server-error'],
  },
  {
    name: 'unknown-query-dry-run',
    description: 'With a query parameter it does not declare, a PATCH answers 200 with the change but stores nothing.',
    requirements: ['PROJECT.UPDATE.PERSISTS', 'TIMESHEET.PERSISTS'],
    checks: ['unknown-query-parameter'],
  },
  {
    name: 'crash-on-unknown-reference',
    description: 'A well-formed client, department, office or role id the organisation does not hold is answered 500.',
    requirements: ['SERVER.NO_5XX'],
    checks: ['no-server-error'],
  },
  {
    name: 'crash-on-null',
    description: 'A body holding a JSON null anywhere (a custom property value of "any type") is answered 500.',
    requirements: ['SERVER.NO_5XX'],
    checks: ['no-server-error'],
  },
  {
    name: 'crash-on-deep-value',
    description: 'A body nested more than 100 levels deep is answered 500.',
    requirements: ['SERVER.NO_5XX'],
    checks: ['no-server-error'],
  },
  {
    name: 'crash-on-long-string',
    description: 'A body holding a string of more than 4,096 characters is answered 500.',
    requirements: ['SERVER.NO_5XX'],
    checks: ['no-server-error'],
  },
  { name: 'crash-on-empty-array', description: 'A body holding an empty array is answered 500.', requirements: ['SERVER.NO_5XX'], checks: ['no-server-error'] },
  {
    name: 'crash-on-huge-number',
    description: 'A number that overflows to Infinity when converted to cents (over about 1.8e306) is answered 500.',
    requirements: ['SERVER.NO_5XX'],
    checks: ['no-server-error'],
  },
  {
    name: 'crash-on-combining-chars',
    description: 'A body with a string holding a combining mark (U+0301 …) is answered 500.',
    requirements: ['SERVER.NO_5XX'],
    checks: ['no-server-error'],
  },
  {
    name: 'crash-on-long-date',
    description: 'A startDate or endDate of more than 1,000 characters is answered 500 (a backtracking date parser).',
    requirements: ['SERVER.NO_5XX'],
    checks: ['no-server-error'],
  },
  // ── End of issue 16 part A ───────────────────────────────────────────────────────────────
  // ── Issue 16 part B: answers not taken at their word ──────────────────────────────────────
  {
    name: 'refused-update-applied',
    description: 'A project update refused for an invalid field has already applied its valid fields (400).',
    requirements: ['REQUEST.REFUSED_NO_EFFECT'],
    checks: ['refused-write-no-effect'],
  },
  {
    name: 'refused-timesheet-update-applied',
    description: 'A timesheet update refused for an invalid field has already applied its valid fields (400).',
    requirements: ['REQUEST.REFUSED_NO_EFFECT'],
    checks: ['refused-write-no-effect'],
  },
  {
    name: 'auth-refused-update-applied',
    description: 'A PATCH without a valid token is refused (400) but carried out as the admin.',
    requirements: ['AUTH.REQUIRED'],
    checks: ['auth-required'],
  },
  {
    name: 'auth-refused-delete-applied',
    description: 'A DELETE without a valid token is refused (400) but removes the person.',
    requirements: ['AUTH.REQUIRED'],
    checks: ['auth-required'],
  },
  {
    name: 'org-isolation-timesheet-applied',
    description: "Another organisation's PATCH of a timesheet is refused (400) but applied.",
    requirements: ['AUTH.ORG_ISOLATION'],
    checks: ['org-isolation'],
  },
  {
    name: 'org-isolation-delete-applied',
    description: "Another organisation's DELETE of a person is refused (400) but removes the person.",
    requirements: ['AUTH.ORG_ISOLATION'],
    checks: ['org-isolation'],
  },
  {
    name: 'org-isolation-add-applied',
    description: "Another organisation's add of a person is refused (400) but the person is added.",
    requirements: ['AUTH.ORG_ISOLATION'],
    checks: ['org-isolation'],
  },
  {
    name: 'observer-can-change',
    description: "An observer's changes are served (200) and applied.",
    requirements: ['AUTH.OBSERVER'],
    checks: ['observer-changes-nothing'],
  },
  {
    name: 'observer-refused-but-deletes',
    description: "An observer's DELETE of a person is refused (400) but removes the person.",
    requirements: ['AUTH.OBSERVER'],
    checks: ['observer-changes-nothing'],
  },
  {
    name: 'visibility-manager-hidden',
    description: 'A manager does not see properties whose canView is manager.',
    requirements: ['CUSTOM_PROPERTY.VISIBILITY'],
    checks: ['custom-property-visibility'],
    visibility: { role: 'manager', sees: 'member' },
  },
  {
    name: 'invite-domains-suffix-match',
    description: 'An e-mail domain that only ends with a listed domain (notexample.test for example.test) is admitted.',
    requirements: ['PROJECT.INVITE_DOMAINS'],
    checks: ['invite-domains-enforced'],
  },
  {
    name: 'invite-domains-listed-refused',
    description:
      'With inviteDomains restricted, listed domains are refused too (the whole e-mail is compared with the domain). "Allowed to be invited" is no duty to accept: a warning.',
    requirements: ['VALIDATION.ACCEPT'],
    checks: ['invite-domains-enforced'],
  },
  {
    name: 'delete-keys-on-record-id',
    description: 'DELETE looks the person up by the record _id instead of the person field.',
    requirements: ['DELETE_PERSON.PERSON_ID'],
    checks: ['delete-by-person-id'],
  },
  {
    name: 'person-rate-time-dropped',
    description: 'rateTime is not stored: the record comes back without it.',
    requirements: ['ADD_PERSON.ROUND_TRIP', 'PERSON.RATE_TIME'],
    checks: ['person-round-trip'],
  },
  {
    name: 'person-pm-ignored',
    description: 'isProjectManager sent is ignored: the record always shows the default false.',
    requirements: ['ADD_PERSON.ROUND_TRIP', 'PERSON.IS_PROJECT_MANAGER'],
    checks: ['person-round-trip'],
  },
  {
    name: 'person-rate-rounded',
    description: 'rate is stored rounded to an integer.',
    requirements: ['ADD_PERSON.ROUND_TRIP', 'PERSON.RATE'],
    checks: ['person-round-trip'],
  },
  {
    name: 'person-invite-pending-float',
    description: 'invitePendingSince is a fractional number (milliseconds plus a fraction).',
    requirements: ['PERSON.INVITE_PENDING'],
    checks: ['response-schema'],
    render: {
      resource: 'person',
      fields: ['invitePendingSince'],
      as: (shown, { stored }) => (typeof stored.invitePendingSince === 'number' ? stored.invitePendingSince + 0.5 : shown),
    },
  },
  {
    name: 'custom-property-description-dropped',
    description: 'Custom properties are stored without their description.',
    requirements: ['CUSTOM_PROPERTY.ROUND_TRIP'],
    checks: ['custom-property-round-trip'],
  },
  {
    name: 'custom-property-value-stringified',
    description: 'Custom property values are stored as strings (String(value) / JSON text).',
    requirements: ['CUSTOM_PROPERTY.ROUND_TRIP'],
    checks: ['custom-property-round-trip'],
  },
  {
    name: 'project-currency-not-iso',
    description: 'Responses show the currency as BTC: three capitals, but no ISO 4217 code, active or historic.',
    requirements: ['PROJECT.CURRENCY'],
    checks: ['response-schema'],
    render: { resource: 'project', fields: ['currency'], as: () => 'BTC' },
  },
  {
    name: 'refused-add-applied',
    description: 'An add refused for an invalid field has already added the e-mail to the project (400).',
    requirements: ['REQUEST.REFUSED_NO_EFFECT'],
    checks: ['refused-write-no-effect'],
  },
  // ── end of issue 16 part B ────────────────────────────────────────────────────────────────
  // ── Issue 23: letter case, and response-only fields that do not behave like what they name ──
  {
    name: 'project-status-case-kept',
    description: 'projectStatus is matched case-insensitively and stored as sent ("OPEN" is accepted and stored as "OPEN").',
    requirements: ['PROJECT.STATUS', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected'],
    tolerance: { schema: 'project-update', path: /^\/projectStatus$/, keyword: 'enum', value: otherCaseOfAllowed, action: 'keep' },
  },
  {
    name: 'project-currency-case-kept',
    description: 'Currency codes are matched case-insensitively and stored as sent ("usd" is accepted and stored as "usd").',
    requirements: ['PROJECT.CURRENCY', 'VALIDATION.REJECT'],
    checks: ['invalid-payloads-rejected'],
    tolerance: { schema: 'project-update', path: /^\/currency$/, keyword: 'enum', value: otherCaseOfAllowed, action: 'keep' },
  },
  {
    name: 'project-created-at-reset',
    description: 'createdAt is set to the time of every update (a save hook that stamps both timestamps).',
    requirements: ['PROJECT.RESPONSE_ONLY.STABLE'],
    checks: ['response-only-stable'],
  },
  {
    name: 'project-updated-at-frozen',
    description: 'updatedAt never moves: an update keeps the value the project was created with.',
    requirements: ['PROJECT.UPDATED_AT'],
    checks: ['updated-at-advances'],
  },
  {
    name: 'project-created-by-overwritten',
    description: "createdBy is set on every update to the updater's project person record _id (an audit hook that runs on save, with the wrong id).",
    requirements: ['PROJECT.RESPONSE_ONLY.STABLE'],
    checks: ['response-only-stable'],
  },
  {
    name: 'project-org-overwritten',
    description: "org is set on every update to the updater's person id (two ids mixed up in a mapper).",
    requirements: ['PROJECT.RESPONSE_ONLY.STABLE'],
    checks: ['response-only-stable'],
  },
  {
    name: 'timesheet-created-at-reset',
    description: 'A timesheet update sets createdAt to the time of the update.',
    requirements: ['TIMESHEET.RESPONSE_ONLY.STABLE'],
    checks: ['response-only-stable'],
  },
  {
    name: 'invite-domains-case-sensitive',
    description: 'inviteDomains entries are compared with the e-mail domain case-sensitively (example.COM is refused under example.com): a warning (RFC 4343).',
    requirements: ['PROJECT.INVITE_DOMAINS.CASE'],
    checks: ['invite-domains-enforced'],
  },
  // ── end of issue 23 ───────────────────────────────────────────────────────────────────────
  // ── Accepted means stored (issue 23): values a 200 did not store as sent ──────────────────
  {
    name: 'falsy-values-ignored',
    description:
      'Fields are applied with `if (body.field)`: budget 0, timeTrackingEnabled false, description "" and a person\'s rate 0 are answered 200 and not stored.',
    requirements: ['PROJECT.UPDATE.PERSISTS', 'TIMESHEET.PERSISTS', 'ADD_PERSON.ROUND_TRIP'],
    checks: ['stored-as-sent'],
  },
  {
    name: 'strings-cut-to-255',
    description: 'Strings are stored in VARCHAR(255) columns: longer ones come back cut to 255 characters.',
    requirements: ['PROJECT.UPDATE.PERSISTS', 'TIMESHEET.PERSISTS', 'ADD_PERSON.ROUND_TRIP'],
    checks: ['stored-as-sent'],
    store: cutTo255,
  },
  {
    name: 'astral-chars-replaced',
    description: 'Strings are stored in a utf8mb3 column: characters outside the Basic Multilingual Plane (emoji) come back as "?".',
    requirements: ['PROJECT.UPDATE.PERSISTS', 'TIMESHEET.PERSISTS', 'ADD_PERSON.ROUND_TRIP'],
    checks: ['stored-as-sent'],
    store: astralAsQuestionMark,
  },
  {
    name: 'decimals-rounded-to-cents',
    description: 'Numbers are stored in a money column of scale 2: 1234.5678 comes back as 1234.57, 1e-7 as 0.',
    requirements: ['PROJECT.UPDATE.PERSISTS', 'TIMESHEET.PERSISTS', 'ADD_PERSON.ROUND_TRIP'],
    checks: ['stored-as-sent'],
    store: roundedToCents,
  },
  {
    name: 'numbers-capped-to-int',
    description: 'Numbers are stored in a clamping INT column: anything above 2^31 − 1 comes back as 2147483647.',
    requirements: ['PROJECT.UPDATE.PERSISTS', 'TIMESHEET.PERSISTS', 'ADD_PERSON.ROUND_TRIP'],
    checks: ['stored-as-sent'],
    store: cappedToInt,
  },
  {
    name: 'same-day-hours-merged',
    description: 'Hour items of one entry are keyed by day: several items on the same day come back as one, their values added.',
    requirements: ['TIMESHEET.PERSISTS'],
    checks: ['stored-as-sent'],
    store: sameDayMerged,
  },
  {
    name: 'strings-trimmed',
    description: 'Strings are stored trimmed of surrounding whitespace: the meaning kept, not the value sent (a warning).',
    requirements: ['VALUE.NORMALISED'],
    checks: ['stored-as-sent'],
    store: trimmed,
  },
  // ── The fault model (docs/fault-model.md, issue 34) ─────────────────────────────────────────
  {
    name: 'strings-html-escaped',
    description: 'An input sanitiser HTML-escapes every string before it is stored: <, >, &, " and \' come back as entities.',
    requirements: ['PROJECT.UPDATE.PERSISTS', 'TIMESHEET.PERSISTS', 'ADD_PERSON.ROUND_TRIP'],
    checks: ['stored-as-sent'],
    store: htmlEscaped,
  },
  {
    name: 'custom-property-operator-keys-removed',
    description: 'An operator-injection sanitiser (express-mongo-sanitize) removes keys starting with $ or holding a dot from custom property values.',
    requirements: ['PROJECT.UPDATE.PERSISTS', 'CUSTOM_PROPERTY.ROUND_TRIP'],
    checks: ['stored-as-sent', 'custom-property-round-trip'],
    store: operatorKeysRemoved,
  },
  {
    name: 'auth-scheme-case-sensitive',
    description: 'The Authorization scheme is compared case-sensitively: the token under "bearer" or "BEARER" is refused as unauthenticated.',
    requirements: ['AUTH.SCHEME_CASE'],
    checks: ['auth-scheme-case'],
  },
  {
    name: 'validation-refused-422',
    description:
      'Bodies that fail validation are refused with 422 Unprocessable Content (FastAPI, Laravel and Rails conventions) instead of the documented 400.',
    requirements: ['ERROR.DOCUMENTED_STATUS'],
    checks: ['invalid-payloads-rejected'],
  },
  {
    name: 'update-applied-org-wide',
    description:
      "A project update is applied to every project of the organisation (updateMany({ org }) where updateOne({ _id }) was meant); the answer shows the path's project only.",
    requirements: ['WRITE.SCOPE'],
    checks: ['write-scope', 'body-ids-ignored'],
  },
  {
    name: 'body-id-picks-document',
    description:
      "A project update picks its document by the body's _id when there is one (findById(body._id ?? params.projectId)), then drops _id from the body.",
    requirements: ['WRITE.SCOPE', 'PROJECT.ID'],
    checks: ['body-ids-ignored', 'path-id-matches'],
  },
  {
    name: 'delete-absent-removes-last',
    description:
      'A DELETE of a person not on the project removes its last person record (people.splice(people.findIndex(…), 1) with -1), then answers as for an unknown person.',
    requirements: ['DELETE_PERSON.USE_AFTER_REMOVAL'],
    checks: ['use-after-removal'],
  },
  {
    name: 'crash-on-long-array',
    description: 'A body holding an array of more than 5,000 elements is answered 500 (a per-element loop past its time budget).',
    requirements: ['SERVER.NO_5XX'],
    checks: ['value-size-growth', 'no-server-error'],
  },
  {
    name: 'created-by-follows-writer',
    description:
      "A project's createdBy is set to whoever updates it (doc.createdBy = req.user.id on every save): unseen while the admin who created the fixtures writes.",
    requirements: ['PROJECT.RESPONSE_ONLY.STABLE'],
    checks: ['response-only-stable'],
  },
  {
    name: 'email-domain-case-sensitive',
    description: 'The organisation looks people up by their e-mail exactly as sent: a known address with its domain in capitals becomes a new, invited person.',
    requirements: ['PERSON.EMAIL_DOMAIN_CASE'],
    checks: ['email-case-matching'],
  },
  {
    name: 'two-field-update-drops-one',
    description: 'An update of exactly two fields stores only the first of them (the second is answered and lost).',
    requirements: ['PROJECT.UPDATE.PERSISTS', 'TIMESHEET.PERSISTS'],
    checks: ['stored-as-sent'],
  },
  // ── issue 26: oracles beyond the data model ──────────────────────────────────────────────
  {
    name: 'auth-token-prefix-compared',
    description: 'Tokens are compared over the shorter length only: the token cut by one character, or with one appended, is served.',
    requirements: ['AUTH.TAMPERED'],
    checks: ['tampered-credentials'],
  },
  {
    name: 'auth-token-case-insensitive',
    description: 'Tokens are compared without regard to letter case: the token in another case is served.',
    requirements: ['AUTH.TAMPERED'],
    checks: ['tampered-credentials'],
  },
  {
    name: 'auth-401-without-challenge',
    description: 'A missing or invalid token is answered 401 without WWW-Authenticate.',
    requirements: ['HTTP.WWW_AUTHENTICATE'],
    checks: ['www-authenticate'],
  },
  {
    name: 'error-stack-trace',
    description: "Error bodies (a 500's as a 400's) carry the stack trace of the error in data.stack, as a development error handler does.",
    requirements: ['ERROR.LEAK'],
    checks: ['error-body-leak'],
    errorBody: {
      as: (shown, { body }) =>
        isJsonObject(shown.json)
          ? {
              json: {
                ...shown.json,
                data: {
                  ...(isJsonObject(shown.json.data) ? shown.json.data : {}),
                  stack: `Error: ${body.message ?? 'failed'}\n    at handle (/srv/pm-api/src/handlers/update-project.js:42:11)\n    at Layer.handle [as handle_request] (/srv/pm-api/node_modules/express/lib/router/layer.js:95:5)`,
                },
              },
            }
          : shown,
    },
  },
  {
    name: 'delete-repeat-500',
    description: 'A DELETE of a person already removed from the project answers 500 (a repeated DELETE crashes).',
    requirements: ['SERVER.NO_5XX'],
    checks: ['repeated-requests', 'no-server-error'],
  },
  {
    name: 'update-lost-under-concurrency',
    description: 'A PATCH writes back the whole document as it read it before a short wait: the fields a concurrent PATCH wrote meanwhile are lost.',
    requirements: ['CONCURRENCY.UPDATES'],
    checks: ['concurrent-writers'],
  },
  // ── issue 29: a fault for each check that could fail or warn unguarded ─────────────────────
  {
    name: 'body-not-object-read-as-empty',
    description: 'A missing, malformed or non-object body is read as {} (a body parser whose errors are swallowed): answered 200 as an empty update.',
    requirements: ['REQUEST.BODY_REQUIRED'],
    checks: ['body-required'],
  },
  {
    name: 'project-budget-zero-refused',
    description: 'A budget of 0 is refused with 400: "Minimum 0" implemented as budget > 0.',
    requirements: ['VALIDATION.ACCEPT'],
    checks: ['valid-payloads-accepted'],
  },
  {
    name: 'project-dates-with-offset',
    description: 'createdAt/updatedAt are shown with a +00:00 offset instead of Z (a serializer like Python isoformat): RFC 3339, not the toISOString form.',
    requirements: ['PROJECT.DATES.ISO_STRING'],
    checks: ['iso-string-dates'],
    render: { resource: 'project', fields: ['createdAt', 'updatedAt'], as: (shown) => (typeof shown === 'string' ? shown.replace(/Z$/, '+00:00') : shown) },
  },
  {
    name: 'project-updated-at-local-time',
    description: 'updatedAt is written in local time (UTC-5) and shown with a Z: five hours early, before createdAt on a fresh project.',
    requirements: ['PROJECT.UPDATED_AT'],
    checks: ['updated-at-order'],
    render: {
      resource: 'project',
      fields: ['updatedAt'],
      as: (shown) => (typeof shown === 'string' ? new Date(Date.parse(shown) - 5 * 3_600_000).toISOString() : shown),
    },
  },
  {
    name: 'deprecation-header-missing',
    description: 'Answers carry no Deprecation header (Sunset and Link still sent).',
    requirements: ['DEPRECATION.ADVERTISED'],
    checks: ['deprecation-advertised'],
    header: { header: 'deprecation', as: () => undefined },
  },
] as const satisfies readonly FaultEntry[];

export type FaultName = (typeof faults)[number]['name'];

/** The faults switched on in one server. */
export type FaultSet = ReadonlySet<FaultName>;

export const FAULT_NAMES: readonly FaultName[] = faults.map((fault) => fault.name);

export function isFaultName(name: string): name is FaultName {
  return (FAULT_NAMES as readonly string[]).includes(name);
}

const NO_FAULTS: readonly FaultEntry[] = [];

// Each server's entries, picked once: its set of faults is fixed when it starts (reference/index.ts).
const picked = new WeakMap<FaultSet, readonly FaultEntry[]>();

/** The catalogue entries of the faults switched on, in catalogue order (asked several times per request: none, at once). */
export function activeFaults(on: FaultSet): readonly FaultEntry[] {
  if (on.size === 0) return NO_FAULTS;
  let entries = picked.get(on);
  if (!entries) picked.set(on, (entries = faults.filter((fault) => on.has(fault.name))));
  return entries;
}
