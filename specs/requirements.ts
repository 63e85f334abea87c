/**
 * The requirement catalogue: every normative statement of the specification
 * (../shared/spec/project-timesheet-api.md) as data, with a stable ID.
 *
 * level:
 * - MUST        the spec states it; a violation is a failure.
 * - SHOULD      the spec implies it or a cited RFC recommends it; a deviation is a warning.
 * - UNSPECIFIED the spec says "not shown"; the suite observes and reports, never fails.
 *
 * `stance` says what the suite does about the statement. Checks, faults, generator labels and pact
 * findings refer to these IDs; a test fails when anything refers to an ID that is not here.
 */
export type Level = 'MUST' | 'SHOULD' | 'UNSPECIFIED';

export interface RequirementEntry {
  readonly id: string;
  readonly level: Level;
  readonly section: string;
  readonly sentence: string;
  readonly stance: string;
  /** Sources beyond the spec (RFCs), where a check relies on one. */
  readonly source?: string;
}

const OBSERVE = 'Observed and reported; never a failure.';

export const requirements = [
  // ── What the service does ────────────────────────────────────────────────────────────────
  { id: 'GEN.JSON', level: 'MUST', section: 'What the service does', sentence: 'Request and response bodies are application/json.', stance: 'Every response with a body must declare a JSON media type (application/json or +json, parameters such as charset allowed) and parse as JSON.' },
  { id: 'GEN.ANSWERS', level: 'MUST', section: 'Endpoints', sentence: 'Every endpoint can answer 400 and 500 with the error body. Each success response is 200.', stance: 'Every request must get a complete HTTP answer within --timeout: a reset, a refused connection or a timeout is a failure; a redirect (never followed, the token stays on the base URL\'s origin) and a body larger than --max-body are warnings.' },
  { id: 'GEN.DEPRECATED', level: 'MUST', section: 'What the service does', sentence: 'Every operation in this document is marked deprecated.', stance: 'All operations are deprecated in specs/openapi.json. At run time see DEPRECATION.*.' },
  { id: 'GEN.OTHER_OPERATIONS', level: 'UNSPECIFIED', section: 'What the service does', sentence: 'Other operations exist (listed under Versioning). Their shapes are not shown.', stance: 'Only probed by `pm-conformance deprecations` for being served; their bodies are never validated.' },

  // ── Project ──────────────────────────────────────────────────────────────────────────────
  { id: 'PROJECT.RESPONSE', level: 'MUST', section: 'PATCH /projects/{projectId}', sentence: '200: the complete Project, including response-only fields.', stance: 'A 200 body must validate against specs project.json: every response-only field present, every field of its table type. Extra fields are allowed (the spec does not forbid them).' },
  { id: 'PROJECT.ID', level: 'MUST', section: 'Resources and their fields / Project', sentence: '_id | ObjectId | R. Unique document id.', stance: 'The _id of a 200 answer to PATCH /projects/{projectId} must equal the path projectId.' },
  { id: 'PROJECT.FIELD_TYPES', level: 'MUST', section: 'Resources and their fields / Project', sentence: 'Types, allowed values and bounds are as in the Project table.', stance: 'Validated by the Project schema; request fields of the wrong type must be refused.' },
  { id: 'PROJECT.DATES', level: 'MUST', section: 'Resources and their fields', sentence: 'date-time = string in ISO 8601 form, as produced by a standard ISO string conversion.', stance: 'Response date-times must be RFC 3339 date-times (the ISO 8601 profile of the schema format). Malformed date-times in a request must be refused. A date-time sent with an offset must come back as the same instant.' },
  { id: 'PROJECT.DATES.ISO_STRING', level: 'SHOULD', section: 'Resources and their fields', sentence: 'date-time = string in ISO 8601 form, as produced by a standard ISO string conversion.', stance: 'A date-time not in the exact Date.prototype.toISOString form (YYYY-MM-DDTHH:mm:ss.sssZ) is a warning: other standard conversions exist.' },
  { id: 'PROJECT.REFERENCES', level: 'MUST', section: 'Resources and their fields / Project', sentence: 'client | ObjectId | Reference to an entry of the organization\'s clients. Expandable. departments, offices | array of ObjectId | References to the organization\'s departments / offices.', stance: 'Types are validated; a client may come back expanded as an object. A 400 on a payload carrying references is explained by unknown references and never reported.' },
  { id: 'PROJECT.CUSTOM_ID', level: 'UNSPECIFIED', section: 'Resources and their fields / Project', sentence: 'customId | string | Identifier for the caller\'s own reference. The service does not use it.', stance: 'Type validated (PROJECT.FIELD_TYPES); what "does not use it" means cannot be observed.' },
  { id: 'PROJECT.STATUS', level: 'MUST', section: 'Resources and their fields / Project', sentence: 'projectStatus | string | One of open, completed, cancelled. Default open.', stance: 'Out-of-enum values must be refused and never returned. The default applies at creation, which is not one of the four operations.' },
  { id: 'PROJECT.REVENUE_TYPE', level: 'MUST', section: 'Resources and their fields / Project', sentence: 'revenueType | string | Billing scope. One of milestones, timeAndMaterials.', stance: 'Out-of-enum values must be refused and never returned.' },
  { id: 'PROJECT.BUDGET', level: 'MUST', section: 'Resources and their fields / Project; Limits', sentence: 'budget | number (float) | Total budget. Minimum 0.', stance: 'Negative or non-numeric budgets must be refused; 0 must be accepted; a returned budget is never negative.' },
  { id: 'PROJECT.TIME_TRACKING', level: 'MUST', section: 'Resources and their fields / Project', sentence: 'timeTrackingEnabled | boolean | When true, time tracking features are enabled. Default false.', stance: 'Type validated; the default applies at creation.' },
  { id: 'PROJECT.CURRENCY', level: 'MUST', section: 'Resources and their fields / Project', sentence: 'currency | string | ISO 4217 code. When omitted, inherited from the organization.', stance: 'Codes outside the ISO 4217 active list (specs/currencies.ts) that are not ISO 4217 codes in any reading ("usd", "EURO") must be refused; only active codes are generated as valid. A response may show any ISO 4217 alphabetic code, active or historic (list three: withdrawn codes, specs/currencies.ts): stored data may predate a withdrawal; three capitals that were never an ISO 4217 code fail. Inheritance cannot be observed with the four operations.' },
  { id: 'PROJECT.INVITE_DOMAINS', level: 'MUST', section: 'Resources and their fields / Project', sentence: 'inviteDomains | array of string | E-mail domains allowed to be invited to the project. When omitted, defaults to a single value ANY, meaning any domain may be invited.', stance: 'Each e-mail is first added under ANY (the control: a refusal there is a warning, and that e-mail is not judged further). With inviteDomains set to listed domains, the same e-mail must be refused (not 200) when its domain is not listed, also when it only ends with a listed one (notexample.test for example.test), and accepted when its domain is listed.' },
  { id: 'PROJECT.TYPE', level: 'MUST', section: 'Resources and their fields / Project', sentence: 'projectType | string | R. One of smart-simple, modern-kanban, mx-gantt, structured-agile. Cannot be changed later.', stance: 'Must be one of the four values and identical in every response for the same project during the run.' },
  { id: 'PROJECT.USAGE_STORAGE', level: 'MUST', section: 'Resources and their fields / Project; Limits', sentence: 'usageStorage | number | R. Total file storage in bytes. Default 0.', stance: 'Present and numeric in every Project.' },
  { id: 'PROJECT.CUSTOM_PROPERTIES', level: 'MUST', section: 'Resources and their fields / Project', sentence: 'customProperties | array of custom property | Extra properties shown on the project\'s information page.', stance: 'Array of custom properties; elements validated by the custom property schema.' },

  // ── Custom property ──────────────────────────────────────────────────────────────────────
  { id: 'CUSTOM_PROPERTY.REQUIRED', level: 'MUST', section: 'Resources and their fields / Custom property', sentence: 'name | string | yes; value | any type | yes; canView | string | yes; description | string | no', stance: 'A custom property missing name, value or canView must be refused.' },
  { id: 'CUSTOM_PROPERTY.CAN_VIEW', level: 'MUST', section: 'Resources and their fields / Custom property', sentence: 'canView | string | yes | Minimum role allowed to view. One of member, manager, admin.', stance: 'Out-of-enum values must be refused.' },
  { id: 'CUSTOM_PROPERTY.VISIBILITY', level: 'MUST', section: 'Resources and their fields / Custom property', sentence: 'Minimum role allowed to view. A manager and an admin can view a property set to manager; a member cannot.', stance: 'With a member token, a project read (PATCH {}) must not show properties whose canView is manager or admin; with a manager token (--manager-token) it must show those set to member and manager and not those set to admin; the admin sees them all. A role that may not read the project is skipped with that reason.' },
  { id: 'CUSTOM_PROPERTY.ROUND_TRIP', level: 'MUST', section: 'Resources and their fields / Custom property; PATCH /projects/{projectId}', sentence: 'name | string | yes; value | any type | yes; canView | string | yes; description | string | no', stance: 'Custom properties sent in a project update come back, in the answer and in a later PATCH {}, with the name, canView and description sent and a value of the JSON type sent (null, boolean, number, string, array, object).' },

  // ── Project person ───────────────────────────────────────────────────────────────────────
  { id: 'PERSON.RESPONSE', level: 'MUST', section: 'POST /projects/{projectId}/people', sentence: '200: the Project person record (fields _id, permission, person, role, roleTitle, email, isProjectManager, rate, rateTime, invitePendingSince, praise).', stance: 'A 200 body must validate against specs project-person.json (_id, permission and person present). Extra fields are allowed.' },
  { id: 'PERSON.FIELD_TYPES', level: 'MUST', section: 'Resources and their fields / Project person', sentence: '_id | ObjectId | R. person | string | R. The person\'s document id. Expandable. role | string. roleTitle | string.', stance: 'Types validated; person may come back expanded as an object.' },
  { id: 'PERSON.PERMISSION', level: 'MUST', section: 'Resources and their fields / Project person', sentence: 'permission | string | One of member, manager, admin, observer.', stance: 'Out-of-enum values must be refused and never returned; the returned permission is the one sent.' },
  { id: 'PERSON.EMAIL', level: 'MUST', section: 'Resources and their fields / Project person', sentence: 'email | string (email) | The person\'s e-mail in the project.', stance: 'Malformed e-mails must be refused; the returned email equals the one sent (compared case-insensitively).' },
  { id: 'PERSON.IS_PROJECT_MANAGER', level: 'MUST', section: 'Resources and their fields / Project person', sentence: 'isProjectManager | boolean | ... Default false.', stance: 'When not sent, the returned record has isProjectManager false or absent; when sent, it is returned as sent.' },
  { id: 'PERSON.RATE', level: 'MUST', section: 'Resources and their fields / Project person; Limits', sentence: 'rate | number (float) | Charge rate. Minimum 0.', stance: 'Negative rates must be refused; a returned rate is never negative and equals the one sent.' },
  { id: 'PERSON.RATE_TIME', level: 'MUST', section: 'Resources and their fields / Project person', sentence: 'rateTime | string | One of oneTime, recurring, hourly, daily, weekly, monthly, yearly.', stance: 'Out-of-enum values must be refused and never returned.' },
  { id: 'PERSON.INVITE_PENDING', level: 'MUST', section: 'Resources and their fields / Project person; States and transitions', sentence: 'invitePendingSince | integer | R. Timestamp of the invitation. When the field is defined, the invitation is still pending. A project person with invitePendingSince defined has a pending invitation. A person without it has none.', stance: 'When present it must be an integer. Whether a new e-mail yields a pending invitation is observed.' },
  { id: 'PERSON.PRAISE', level: 'MUST', section: 'Resources and their fields / Project person; Limits', sentence: 'praise | integer | R. Number of praises received. Minimum 0.', stance: 'When present it must be an integer >= 0.' },

  // ── Add person ───────────────────────────────────────────────────────────────────────────
  { id: 'ADD_PERSON.BODY', level: 'MUST', section: 'POST /projects/{projectId}/people', sentence: 'Request body (JSON, required) | permission | string: member, manager, admin, observer | yes | email | string (email) | yes | role | string | no | rate | number (float), minimum 0 | no', stance: 'Bodies violating the table\'s types, values or bounds must be refused (400; another 4xx is a warning).' },
  { id: 'ADD_PERSON.REQUIRED', level: 'MUST', section: 'POST /projects/{projectId}/people', sentence: 'permission | yes; email | yes', stance: 'A body without permission or without email must be refused.' },
  { id: 'ADD_PERSON.ROUND_TRIP', level: 'MUST', section: 'POST /projects/{projectId}/people', sentence: 'Adds a person to a project. 200: the Project person record.', stance: 'The record returned describes the person added: the fields sent come back with the values sent (email case-insensitively, numbers numerically).' },

  // ── Timesheet ────────────────────────────────────────────────────────────────────────────
  { id: 'TIMESHEET.SHAPE', level: 'MUST', section: 'Resources and their fields / Timesheet', sentence: 'The response has one of two shapes. Shape A (person timesheet) adds person (string). Shape B (project timesheet) adds planItem (string) and project (string).', stance: 'A 200 body must match exactly one of the shapes (specs timesheet.json, oneOf).' },
  { id: 'TIMESHEET.TASK_ID', level: 'MUST', section: 'Resources and their fields / Timesheet entry', sentence: 'taskId | string | Present in shape B only.', stance: 'An entry of a shape-A timesheet must not carry taskId.' },
  { id: 'TIMESHEET.STATUS', level: 'MUST', section: 'PATCH /timesheets/{timesheetId}; States and transitions', sentence: 'status (string, one of draft, submitted, approved, rejected; default draft)', stance: 'Out-of-enum values must be refused and never returned.' },
  { id: 'TIMESHEET.STATUS.DEFAULT', level: 'UNSPECIFIED', section: 'PATCH /timesheets/{timesheetId}', sentence: 'status (...; default draft)', stance: 'Whether the default applies at creation only or to a PATCH without status is not shown: the suite reads with PATCH {} and reports whether the status changed, never fails.' },
  { id: 'TIMESHEET.FIELD_TYPES', level: 'MUST', section: 'Resources and their fields / Timesheet', sentence: 'Common fields: | _id | ObjectId | createdBy | ObjectId | createdAt | date-time | updatedAt | date-time | type | string | status | string | weekOfDate | string | entries | array of timesheet entry', stance: 'Validated by the timesheet schemas.' },
  { id: 'TIMESHEET.DATES', level: 'MUST', section: 'Resources and their fields', sentence: 'date-time = string in ISO 8601 form, as produced by a standard ISO string conversion.', stance: 'createdAt and updatedAt of a timesheet must be RFC 3339 date-times.' },
  { id: 'TIMESHEET.ENTRY.FIELD_TYPES', level: 'MUST', section: 'Resources and their fields / Timesheet entry', sentence: 'description | string; codeId | string', stance: 'Validated by the entry schema.' },
  { id: 'TIMESHEET.ENTRY.HOURS', level: 'MUST', section: 'Resources and their fields / Timesheet entry', sentence: 'hours | array of {day, value} | value is a number (float).', stance: 'Validated by the entry schema; non-numeric values must be refused.' },
  { id: 'TIMESHEET.ENTRY.DAY', level: 'MUST', section: 'Resources and their fields / Timesheet entry', sentence: 'day is a string (three-letter uppercase day abbreviation).', stance: 'A returned day must be three uppercase letters; a non-string day must be refused. Which abbreviations are allowed is TIMESHEET.DAY_VALUES.' },
  { id: 'TIMESHEET.UPDATE.BODY', level: 'MUST', section: 'PATCH /timesheets/{timesheetId}', sentence: 'Request body (JSON, required): status (...), customId (string), entries (array of timesheet entry).', stance: 'Bodies violating these types or values must be refused (400; another 4xx is a warning).' },
  { id: 'TIMESHEET.PERSISTS', level: 'MUST', section: 'PATCH /timesheets/{timesheetId}', sentence: 'Updates a timesheet.', stance: 'After a 200, a later PATCH {} shows the fields sent; fields not sent keep their values.' },
  { id: 'TIMESHEET.ID', level: 'MUST', section: 'PATCH /timesheets/{timesheetId}', sentence: 'Path: timesheetId, string, required, the timesheet\'s document id.', stance: 'The _id of a 200 answer, when present, must equal the path timesheetId.' },
  { id: 'TIMESHEET.TYPE_VALUES', level: 'UNSPECIFIED', section: 'Resources and their fields / Timesheet', sentence: 'Allowed values of type: not shown.', stance: OBSERVE },
  { id: 'TIMESHEET.WEEK_FORMAT', level: 'UNSPECIFIED', section: 'Resources and their fields / Timesheet', sentence: 'Format of weekOfDate, weekStart and weekEnd: not shown.', stance: 'Only the string type is checked; the observed format is reported.' },
  { id: 'TIMESHEET.DAY_VALUES', level: 'UNSPECIFIED', section: 'Resources and their fields / Timesheet entry', sentence: 'Complete set of allowed day values: not shown.', stance: 'Generators send MON..SUN only; other abbreviations are observed, never required.' },
  { id: 'TIMESHEET.ENTRY.REQUIRED', level: 'UNSPECIFIED', section: 'Resources and their fields / Timesheet entry', sentence: 'Required or optional status of entry properties in requests: not shown.', stance: 'No entry property is treated as required; a 400 for a partial entry is observed.' },
  { id: 'TIMESHEET.SHAPE_RULE', level: 'UNSPECIFIED', section: 'PATCH /timesheets/{timesheetId}', sentence: 'The rule that selects the shape: not shown.', stance: 'The shape returned for each configured timesheet is reported; it must only be one of the two.' },

  // ── Errors and statuses ──────────────────────────────────────────────────────────────────
  { id: 'STATUS.SUCCESS', level: 'MUST', section: 'Endpoints', sentence: 'Each success response is 200.', stance: 'A 2xx other than 200 is a failure.' },
  { id: 'ERROR.BODY', level: 'MUST', section: 'Endpoints; Errors', sentence: 'Every endpoint can answer 400 and 500 with the error body. message | string; code | string; data | object (additional properties allowed). All three fields are optional.', stance: 'A 400 or 500 answer must carry a JSON object valid against specs error-body.json. Bodies of other statuses are not judged.' },
  { id: 'SERVER.NO_5XX', level: 'MUST', section: 'Errors', sentence: '400 | Bad Request | Error body. 500 | Internal Server Error | Error body.', stance: 'Every request of the suite is either valid or invalid input: the right answer is 200 or 400 (Bad Request). A 5xx to anything the suite sends is a failure.' },
  { id: 'REQUEST.REFUSED_NO_EFFECT', level: 'MUST', section: 'Errors', sentence: '400 | Bad Request | Error body', stance: 'A refused update changes nothing: after a PATCH answered 4xx, a read (PATCH {}) shows the project or timesheet as before it (updatedAt aside). The refused bodies are the labelled invalid payloads, each with one valid change added.', source: 'RFC 9110 §15.5.1 (the server "cannot or will not process the request")' },
  { id: 'VALIDATION.REJECT', level: 'MUST', section: 'Endpoints; Errors', sentence: 'Request body (JSON, required). Types, allowed values and bounds are as in the Project table. 400, 500: error body.', stance: 'A request that violates a MUST of a request schema must not be answered 200; 400 passes, another 4xx is a warning (status not documented). The field-level requirement of each violation is named by the generator label.' },
  { id: 'REQUEST.BODY_REQUIRED', level: 'MUST', section: 'Endpoints', sentence: 'Request body (JSON, required)', stance: 'A PATCH or POST without a body, or with a body that is not JSON, must not be answered 200 nor 5xx.' },
  { id: 'ERROR.CONDITIONS', level: 'UNSPECIFIED', section: 'Errors', sentence: 'The conditions that produce 400 and the values of code: not shown.', stance: 'A 400 on a valid payload is a warning with the payload (unless explained by references to organisation records, which is not reported); code values are observed.' },
  { id: 'ERROR.OTHER_STATUSES', level: 'UNSPECIFIED', section: 'Errors', sentence: 'Statuses other than 200, 400 and 500 (for example for missing credentials or unknown identifiers): not shown.', stance: 'A status other than 200, 400 or 500 is a warning, never a failure (5xx other than 500 are failures under SERVER.NO_5XX). The statuses used for unknown ids and missing credentials are observed.' },
  { id: 'REQUEST.UNKNOWN_PROPERTIES', level: 'UNSPECIFIED', section: 'Endpoints', sentence: 'The conditions that produce 400 and the values of code: not shown.', stance: 'Whether an unknown property in a body is refused is one of those conditions: unknown properties are sent and the answer observed (ignored, refused), never a failure.' },

  // ── Semantics of PATCH /projects ─────────────────────────────────────────────────────────
  { id: 'PROJECT.UPDATE.BODY', level: 'MUST', section: 'PATCH /projects/{projectId}', sentence: 'Request body (JSON, required). All fields are optional: startDate, endDate, client, customId, title, description, projectCode, projectStatus, departments, offices, revenueType, budget, timeTrackingEnabled, currency, inviteDomains, customProperties.', stance: 'Bodies violating the types, values and bounds must be refused; {} is a valid body.' },
  { id: 'PROJECT.UPDATE.RESPONSE_ONLY', level: 'MUST', section: 'Resources and their fields', sentence: 'Response-only fields are marked R. They appear in responses and are not accepted in the project update body.', stance: 'A body carrying _id, archived, createdBy, createdAt, updatedAt, org, projectType, usageStorage or planItems must be refused (not 200), and must not change the project.' },
  { id: 'PROJECT.UPDATE.PERSISTS', level: 'MUST', section: 'PATCH /projects/{projectId}', sentence: 'Updates a project of the caller\'s organization. 200: the complete Project.', stance: 'The 200 answer shows the fields sent, and a later PATCH {} shows them too.' },
  { id: 'PROJECT.UPDATE.PARTIAL', level: 'MUST', section: 'PATCH /projects/{projectId}', sentence: 'All fields are optional.', stance: 'Fields not sent keep their values.' },
  { id: 'PROJECT.UPDATED_AT', level: 'SHOULD', section: 'Resources and their fields / Project', sentence: 'createdAt | date-time | R. updatedAt | date-time | R.', stance: 'updatedAt never precedes createdAt and does not go back after a change: a warning otherwise (the spec does not define the fields beyond their type).' },
  { id: 'PROJECT.TRANSITIONS', level: 'UNSPECIFIED', section: 'States and transitions', sentence: 'Project status transitions: not shown.', stance: 'A 400 on a status change is observed.' },
  { id: 'TIMESHEET.TRANSITIONS', level: 'UNSPECIFIED', section: 'States and transitions', sentence: 'Timesheet status transitions: not shown.', stance: 'A 400 on a status change is observed.' },

  // ── DELETE /projects/{projectId}/people/{personId} ───────────────────────────────────────
  { id: 'DELETE_PERSON.RESPONSE', level: 'MUST', section: 'DELETE /projects/{projectId}/people/{personId}', sentence: '200: no body.', stance: 'A successful DELETE answers 200 with an empty body.' },
  { id: 'DELETE_PERSON.REMOVES', level: 'MUST', section: 'DELETE /projects/{projectId}/people/{personId}', sentence: 'Removes a person from a project.', stance: 'Judged by difference: when the server answers a DELETE for a person not on the project with a non-200 status, a second DELETE of the removed person must get that answer too. Inconclusive on servers whose DELETE is idempotent (observed).' },
  { id: 'DELETE_PERSON.PERSON_ID', level: 'MUST', section: 'DELETE /projects/{projectId}/people/{personId}', sentence: 'personId, string, required, the person\'s id within the project (the person field of a project person record).', stance: 'Deleting a person just added by the person field of their record must work: refused while a DELETE by the record\'s _id succeeds is a failure (the server keys on the wrong id); refused both ways is a warning.' },
  { id: 'DELETE_PERSON.SCOPE', level: 'MUST', section: 'DELETE /projects/{projectId}/people/{personId}', sentence: 'personId, string, required, the person\'s id within the project (the person field of a project person record).', stance: 'Deleting a person through another project\'s path must not remove them from their project (judged by difference as above).' },

  // ── Auth ─────────────────────────────────────────────────────────────────────────────────
  { id: 'AUTH.REQUIRED', level: 'MUST', section: 'Authentication', sentence: 'Every request carries the header Authorization with the value Bearer <ACCESS_TOKEN>.', stance: 'A request without a token or with an invalid token must not be served: no 200, and no change, judged by effect on all four operations (a PATCH read back with PATCH {}; a DELETE followed by the admin\'s DELETE of the same person; an add followed by the admin\'s add of the same e-mail on a server that refuses duplicates). The status used is observed (ERROR.OTHER_STATUSES).' },
  { id: 'AUTH.ORG_ISOLATION', level: 'MUST', section: 'Authentication; PATCH /projects/{projectId}', sentence: 'Operations act within the caller\'s organization. Updates a project of the caller\'s organization.', stance: 'Another organisation\'s token must not read or change this organisation\'s project, timesheet or people: no 200, and no change, judged by effect on all four operations as for AUTH.REQUIRED.' },
  { id: 'AUTH.OBSERVER', level: 'MUST', section: 'Resources and their fields / Project person', sentence: 'An observer can view everything and change nothing.', stance: 'With --observer-token: an observer\'s PATCH of the project or timesheet, add and DELETE change nothing (judged by effect as for AUTH.REQUIRED); a 200 to a change is a failure. The status of the refusal, and whether the observer may read (PATCH {}), are observed.' },
  { id: 'AUTH.TOKENS', level: 'UNSPECIFIED', section: 'Authentication', sentence: 'How an access token is obtained or renewed: not shown.', stance: 'Tokens are configuration of the run; never checked.' },
  { id: 'AUTH.ROLES', level: 'UNSPECIFIED', section: 'Authentication', sentence: 'Which roles may call which operation: not shown.', stance: 'What a member token may do is observed.' },

  // ── Query and path parameters, events ────────────────────────────────────────────────────
  { id: 'NOTIFY.PARAMETER', level: 'MUST', section: 'PATCH /timesheets/{timesheetId}; POST /projects/{projectId}/people; Events', sentence: 'Query: notify, string, optional. When 0 or false, all notifications of the operation are disabled.', stance: 'A request that succeeds without notify must also succeed with notify=0 and notify=false. Other values are observed.' },
  { id: 'NOTIFY.EFFECT', level: 'UNSPECIFIED', section: 'Events', sentence: 'Event kinds, payloads and delivery mechanism for subscribers: not shown.', stance: 'Whether notifications are really disabled cannot be observed through the API.' },
  { id: 'PATH.IDS', level: 'MUST', section: 'Endpoints', sentence: 'Path: projectId, string, required, the project\'s document id. | Path: timesheetId, string, required, the timesheet\'s document id. | personId, string, required, the person\'s id within the project', stance: 'An unknown or malformed id must not be answered 200 by the operations that answer a document (PATCH /projects, PATCH /timesheets, POST people) nor 5xx by any; the status used is observed. For DELETE a 200 is only observed: an idempotent DELETE is a common, conforming design.' },

  // ── Limits and versioning ────────────────────────────────────────────────────────────────
  { id: 'LIMITS.RATE', level: 'UNSPECIFIED', section: 'Limits', sentence: 'Rate limits, request size limits and pagination limits: not shown.', stance: 'The suite honours 429 and Retry-After within a bounded budget and reports them; a 413 for a large payload is a warning.' },
  { id: 'VERSION.V1', level: 'MUST', section: 'Versioning', sentence: 'The base address {base_url} carries a version path segment, v1. All paths above follow it.', stance: 'A configured base URL without a v1 path segment is a warning (it may be a configuration mistake).' },
  { id: 'VERSION.DEPRECATED_OPERATIONS', level: 'MUST', section: 'Versioning', sentence: 'The change record lists 32 operations, all changed to deprecated.', stance: 'All 32 are in specs/openapi.json with deprecated: true; `pm-conformance deprecations` probes each one.' },
  { id: 'VERSION.REPLACEMENT', level: 'UNSPECIFIED', section: 'Versioning', sentence: 'Replacement operations or a newer version: not shown.', stance: 'A Link rel="successor-version" is reported when present.' },
  { id: 'VERSION.REMOVAL', level: 'UNSPECIFIED', section: 'Versioning', sentence: 'Removal dates and the behaviour of deprecated operations after removal: not shown.', stance: 'A removed operation is expected to answer 404 or 410 with an error body only when the user says so (--expect-removed).' },

  // ── Deprecation metadata (RFC 9745, RFC 8594) ────────────────────────────────────────────
  { id: 'DEPRECATION.ADVERTISED', level: 'SHOULD', section: 'What the service does; Versioning', sentence: 'Every operation in this document is marked deprecated.', stance: 'A response without a Deprecation header is a warning (the spec marks the operations deprecated but requires no header); --require-deprecation-headers makes it a failure.', source: 'RFC 9745 §2' },
  { id: 'DEPRECATION.HEADER', level: 'MUST', section: 'Versioning', sentence: 'Every operation in this document is marked deprecated.', stance: 'When sent, Deprecation must be an RFC 9651 Date structured field (@<epoch seconds>).', source: 'RFC 9745 §2.1' },
  { id: 'DEPRECATION.SUNSET', level: 'MUST', section: 'Versioning', sentence: 'Removal dates and the behaviour of deprecated operations after removal: not shown.', stance: 'When sent, Sunset must be an HTTP-date and must not be earlier than the Deprecation date.', source: 'RFC 8594 §3; RFC 9745 §3' },
  { id: 'DEPRECATION.LINK', level: 'MUST', section: 'Versioning', sentence: 'Every operation in this document is marked deprecated.', stance: 'When a Link with rel="deprecation" is sent, its target must be a URI reference in angle brackets.', source: 'RFC 9745 §4; RFC 8288' },
] as const satisfies readonly RequirementEntry[];

export type RequirementId = (typeof requirements)[number]['id'];

const byId = new Map<string, RequirementEntry>(requirements.map((entry) => [entry.id, entry]));

export function isRequirementId(id: string): id is RequirementId {
  return byId.has(id);
}

export function requirement(id: RequirementId): RequirementEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`unknown requirement ${id}`);
  return entry;
}

/** Version of the catalogue: bump when an ID is added, removed or changes level. */
export const CATALOGUE_VERSION = '1.0.0';
