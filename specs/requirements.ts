/**
 * The requirement catalogue: every normative statement of the specification
 * (../shared/spec/project-timesheet-api.md) as data, with a stable ID.
 *
 * level — the one verdict model, applied to every finding in one place (engine/verdict.ts):
 * - MUST        a stated sentence of the spec; a deviation seen is a failure.
 * - SHOULD      what the spec implies or a cited RFC recommends, but does not state as the server's
 *               duty; a deviation is a warning. `escalation` names the profile that makes it a failure
 *               (`--strict` for input validation, `--require-deprecation-headers` for RFC 9745/8594).
 * - UNSPECIFIED the spec says "not shown"; the suite observes and reports, never fails or warns.
 *
 * basis — what the entry rests on: `spec` (the quoted sentence states it), `rfc` (`source` names the
 * RFC section), or `policy` (the suite's own rule, said in the stance). A MUST never rests on a
 * "not shown" sentence (test/specs/catalogue.test.ts).
 *
 * `stance` says what the suite does about the statement. Checks, faults, generator labels and pact
 * findings refer to these IDs; a test fails when anything refers to an ID that is not here.
 */
export type Level = 'MUST' | 'SHOULD' | 'UNSPECIFIED';

export type Basis = 'spec' | 'rfc' | 'policy';

/** The profile switch that turns a SHOULD's warnings into failures. */
export type Escalation = 'strict' | 'require-deprecation-headers';

export interface RequirementEntry {
  readonly id: string;
  readonly level: Level;
  readonly basis: Basis;
  readonly section: string;
  readonly sentence: string;
  readonly stance: string;
  /** Sources beyond the spec (RFCs), where a check relies on one; required when basis is rfc. */
  readonly source?: string;
  /**
   * What the sources say, by the section named in `source` ('RFC 8594 §3'): the words a finding's
   * message quotes after the sentence (engine/message.ts), kept here so that no check copies them.
   */
  readonly sourceText?: Readonly<Record<string, string>>;
  readonly escalation?: Escalation;
  /**
   * Why no run of the suite can observe it (marked in specs/openapi.json, another command's business,
   * nothing the wire shows): outside the coverage denominator, never needed for "Conforms". Whether a
   * requirement is observable is the requirement's, not the run's (issue 35).
   */
  readonly notObservable?: string;
  /**
   * What must arise for a run to judge it (a 405 answered, for Allow): a run where it never arose lists
   * the requirement as not applicable, apart, and neither counts it in coverage nor needs it for "Conforms".
   */
  readonly condition?: string;
}

const OBSERVE = 'Observed and reported; never a failure.';

export const requirements = [
  // ── What the service does ────────────────────────────────────────────────────────────────
  {
    id: 'GEN.JSON',
    level: 'MUST',
    basis: 'spec',
    section: 'What the service does',
    sentence: 'Request and response bodies are application/json.',
    stance: 'Every response with a body must declare a JSON media type (application/json or +json, parameters such as charset allowed) and parse as JSON.',
  },
  {
    id: 'GEN.ANSWERS',
    level: 'MUST',
    basis: 'spec',
    section: 'Endpoints',
    sentence: 'Every endpoint can answer 400 and 500 with the error body. Each success response is 200.',
    stance:
      "Every request must get a complete HTTP answer within --timeout: a reset, a refused connection or a timeout is a failure once the same request, sent again, breaks again while the server answers a liveness probe (once only: observed; a server that stops answering altogether makes the run incomplete, exit 2, not failed); a redirect (never followed, the token stays on the base URL's origin) and a body larger than --max-body are warnings.",
  },
  {
    id: 'GEN.DEPRECATED',
    level: 'MUST',
    basis: 'spec',
    section: 'What the service does',
    sentence: 'Every operation in this document is marked deprecated.',
    stance: 'All operations are deprecated in specs/openapi.json. At run time see DEPRECATION.*.',
    notObservable: 'marked in specs/openapi.json, which the suite checks at build time; at run time see DEPRECATION.*',
  },
  {
    id: 'GEN.OTHER_OPERATIONS',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'What the service does',
    sentence: 'Other operations exist (listed under Versioning). Their shapes are not shown.',
    stance: 'Only probed by `pm-conformance deprecations` for being served; their bodies are never validated.',
    notObservable: 'their shapes are not shown; only `pm-conformance deprecations` probes them',
  },
  {
    id: 'RESPONSE.UNLISTED_PROPERTIES',
    level: 'UNSPECIFIED',
    basis: 'policy',
    section: 'Resources and their fields',
    sentence: 'Response-only fields are marked R. They appear in responses and are not accepted in the project update body.',
    stance:
      "The suite's policy: the tables list the fields of each resource, they do not close its shape. A response property no table lists (__v, an audit field, a field of the other timesheet shape) is observed once per property path, never a failure; listed properties are checked for presence (where required) and type.",
    condition: 'a response carries a property no table lists',
  },

  // ── Project ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'PROJECT.RESPONSE',
    level: 'MUST',
    basis: 'spec',
    section: 'PATCH /projects/{projectId}',
    sentence: '200: the complete Project, including response-only fields.',
    stance:
      'A 200 body must validate against specs project.json: every response-only field present, every field of its table type. Extra fields are allowed (the spec does not forbid them).',
  },
  {
    id: 'PROJECT.ID',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project',
    sentence: '_id | ObjectId | R. Unique document id.',
    stance: 'The _id of a 200 answer to PATCH /projects/{projectId} must equal the path projectId.',
  },
  {
    id: 'PROJECT.FIELD_TYPES',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project',
    sentence: 'Types, allowed values and bounds are as in the Project table.',
    stance:
      'Validated by the Project schema; a request value of the wrong type must never be stored or returned as sent; refusing them is VALIDATION.REJECT (SHOULD).',
  },
  {
    id: 'PROJECT.DATES',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields',
    sentence: 'date-time = string in ISO 8601 form, as produced by a standard ISO string conversion.',
    stance:
      'Response date-times must be in an ISO 8601 date-time form: calendar date, T (or a space, as RFC 3339 allows), time with optional seconds and fraction, optional Z or offset: what the standard ISO conversions of common languages print (JavaScript, Java, Python, .NET, Go, PostgreSQL). A date-time sent with an offset must come back as the same instant; a sub-second difference is a precision note (observed). A malformed date-time must never be stored or returned; refusing them is VALIDATION.REJECT (SHOULD).',
  },
  {
    id: 'PROJECT.DATES.ISO_STRING',
    level: 'SHOULD',
    basis: 'spec',
    section: 'Resources and their fields',
    sentence: 'date-time = string in ISO 8601 form, as produced by a standard ISO string conversion.',
    stance:
      'A response date-time that is not an RFC 3339 date-time, or not in the exact Date.prototype.toISOString form (YYYY-MM-DDTHH:mm:ss.sssZ), is a warning: the spec names no single conversion.',
  },
  {
    id: 'PROJECT.REFERENCES',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project',
    sentence:
      "client | ObjectId | Reference to an entry of the organization's clients. Expandable. departments, offices | array of ObjectId | References to the organization's departments / offices.",
    stance:
      'Types are validated; a client may come back expanded as an object. A 400 on a payload carrying references is explained by unknown references and never reported.',
  },
  {
    id: 'PROJECT.CUSTOM_ID',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Resources and their fields / Project',
    sentence: "customId | string | Identifier for the caller's own reference. The service does not use it.",
    stance: 'Type validated (PROJECT.FIELD_TYPES); what "does not use it" means cannot be observed.',
    notObservable: 'what the service does not do with it shows in no answer',
  },
  {
    id: 'PROJECT.STATUS',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project',
    sentence: 'projectStatus | string | One of open, completed, cancelled. Default open.',
    stance:
      'Out-of-enum values must never be stored or returned; refusing them is VALIDATION.REJECT (SHOULD). The default applies at creation, which is not one of the four operations.',
  },
  {
    id: 'PROJECT.REVENUE_TYPE',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project',
    sentence: 'revenueType | string | Billing scope. One of milestones, timeAndMaterials.',
    stance: 'Out-of-enum values must never be stored or returned; refusing them is VALIDATION.REJECT (SHOULD).',
  },
  {
    id: 'PROJECT.BUDGET',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project; Limits',
    sentence: 'budget | number (float) | Total budget. Minimum 0.',
    stance:
      'A negative or non-numeric budget must never be stored or returned; refusing them is VALIDATION.REJECT (SHOULD). A refused 0 is a VALIDATION.ACCEPT warning.',
  },
  {
    id: 'PROJECT.TIME_TRACKING',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project',
    sentence: 'timeTrackingEnabled | boolean | When true, time tracking features are enabled. Default false.',
    stance: 'Type validated; the default applies at creation.',
  },
  {
    id: 'PROJECT.CURRENCY',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project',
    sentence: 'currency | string | ISO 4217 code. When omitted, inherited from the organization.',
    stance:
      'Codes outside the ISO 4217 active list (specs/currencies.ts) must never be stored or returned when they are ISO 4217 codes in no reading ("usd" cast to "USD" is not stored as sent); refusing them is VALIDATION.REJECT (SHOULD). Only active codes are generated as valid. A response may show any ISO 4217 alphabetic code, active or historic (list three: withdrawn codes, specs/currencies.ts): stored data may predate a withdrawal; three capitals that were never an ISO 4217 code fail. Inheritance cannot be observed with the four operations.',
  },
  {
    id: 'PROJECT.INVITE_DOMAINS',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project',
    sentence:
      'inviteDomains | array of string | E-mail domains allowed to be invited to the project. When omitted, defaults to a single value ANY, meaning any domain may be invited.',
    stance:
      'Each e-mail is first added under ANY (the control: a refusal there is a VALIDATION.ACCEPT warning, and that e-mail is not judged further). With inviteDomains set to listed domains, a person whose domain is not listed must not be added (a 200 is a failure), also when the domain only ends with a listed one (notexample.test for example.test); a listed domain refused is a VALIDATION.ACCEPT warning.',
  },
  {
    id: 'PROJECT.INVITE_DOMAINS.CASE',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'Resources and their fields / Project',
    sentence: 'inviteDomains | array of string | E-mail domains allowed to be invited to the project.',
    stance:
      'Domain names are case-insensitive (RFC 4343): an e-mail whose domain differs from a listed inviteDomains entry only in letter case (example.COM for example.com) is of a listed domain. Accepted under ANY (the control) and refused under the restricted list, it is a warning (--strict: a failure); accepted, it passes.',
    source: 'RFC 4343 §1',
    sourceText: {
      'RFC 4343 §1': 'each node in the DNS tree has a name consisting of zero or more labels that are treated in a case insensitive fashion.',
    },
    escalation: 'strict',
  },
  {
    id: 'PROJECT.TYPE',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project',
    sentence: 'projectType | string | R. One of smart-simple, modern-kanban, mx-gantt, structured-agile. Cannot be changed later.',
    stance: 'Must be one of the four values and identical in every response for the same project during the run.',
  },
  {
    id: 'PROJECT.USAGE_STORAGE',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project; Limits',
    sentence: 'usageStorage | number | R. Total file storage in bytes. Default 0.',
    stance: 'Present and numeric in every Project.',
  },
  {
    id: 'PROJECT.CUSTOM_PROPERTIES',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project',
    sentence: "customProperties | array of custom property | Extra properties shown on the project's information page.",
    stance: 'Array of custom properties; elements validated by the custom property schema.',
  },

  // ── Custom property ──────────────────────────────────────────────────────────────────────
  {
    id: 'CUSTOM_PROPERTY.REQUIRED',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Custom property',
    sentence: 'name | string | yes; value | any type | yes; canView | string | yes; description | string | no',
    stance: 'A custom property missing name, value or canView must never be stored as such; refusing them is VALIDATION.REJECT (SHOULD).',
  },
  {
    id: 'CUSTOM_PROPERTY.CAN_VIEW',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Custom property',
    sentence: 'canView | string | yes | Minimum role allowed to view. One of member, manager, admin.',
    stance: 'Out-of-enum values must never be stored or returned; refusing them is VALIDATION.REJECT (SHOULD).',
  },
  {
    id: 'CUSTOM_PROPERTY.VISIBILITY',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Custom property',
    sentence: 'Minimum role allowed to view. A manager and an admin can view a property set to manager; a member cannot.',
    stance:
      'With a member token, a project read (GET, else PATCH {}) must not show properties whose canView is manager or admin; with a manager token (--manager-token) it must show those set to member and manager and not those set to admin; the admin sees them all. A role that may not read the project is skipped with that reason.',
  },
  {
    id: 'CUSTOM_PROPERTY.ROUND_TRIP',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Custom property; PATCH /projects/{projectId}',
    sentence: 'name | string | yes; value | any type | yes; canView | string | yes; description | string | no',
    stance:
      'Custom properties sent in a project update come back, in the answer and in a later read (GET, else PATCH {}), with the name, canView and description sent and a value of the JSON type sent (null, boolean, number, string, array, object).',
  },

  // ── Project person ───────────────────────────────────────────────────────────────────────
  {
    id: 'PERSON.RESPONSE',
    level: 'MUST',
    basis: 'spec',
    section: 'POST /projects/{projectId}/people',
    sentence:
      '200: the Project person record (fields _id, permission, person, role, roleTitle, email, isProjectManager, rate, rateTime, invitePendingSince, praise).',
    stance: 'A 200 body must validate against specs project-person.json (_id, permission and person present). Extra fields are allowed.',
  },
  {
    id: 'PERSON.FIELD_TYPES',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project person',
    sentence: "_id | ObjectId | R. person | string | R. The person's document id. Expandable. role | string. roleTitle | string.",
    stance: 'Types validated; person may come back expanded as an object.',
  },
  {
    id: 'PERSON.PERMISSION',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project person',
    sentence: 'permission | string | One of member, manager, admin, observer.',
    stance: 'Out-of-enum values must never be stored or returned; refusing them is VALIDATION.REJECT (SHOULD); the returned permission is the one sent.',
  },
  {
    id: 'PERSON.EMAIL',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project person',
    sentence: "email | string (email) | The person's e-mail in the project.",
    stance:
      'A malformed e-mail must never be stored or returned; refusing them is VALIDATION.REJECT (SHOULD). The returned email equals the one sent (compared case-insensitively).',
  },
  {
    id: 'PERSON.IS_PROJECT_MANAGER',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project person',
    sentence: 'isProjectManager | boolean | ... Default false.',
    stance: 'When not sent, the returned record has isProjectManager false or absent; when sent, it is returned as sent.',
  },
  {
    id: 'PERSON.RATE',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project person; Limits',
    sentence: 'rate | number (float) | Charge rate. Minimum 0.',
    stance:
      'A negative rate must never be stored or returned (refusing them is VALIDATION.REJECT (SHOULD)); a returned rate is never negative and equals the one sent.',
  },
  {
    id: 'PERSON.RATE_TIME',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project person',
    sentence: 'rateTime | string | One of oneTime, recurring, hourly, daily, weekly, monthly, yearly.',
    stance: 'Out-of-enum values must never be stored or returned; refusing them is VALIDATION.REJECT (SHOULD).',
  },
  {
    id: 'PERSON.INVITE_PENDING',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project person; States and transitions',
    sentence:
      'invitePendingSince | integer | R. Timestamp of the invitation. When the field is defined, the invitation is still pending. A project person with invitePendingSince defined has a pending invitation. A person without it has none.',
    stance: 'When present it must be an integer. Whether a new e-mail yields a pending invitation is observed.',
  },
  {
    id: 'PERSON.PRAISE',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project person; Limits',
    sentence: 'praise | integer | R. Number of praises received. Minimum 0.',
    stance: 'When present it must be an integer >= 0.',
  },

  // ── Add person ───────────────────────────────────────────────────────────────────────────
  {
    id: 'PERSON.EMAIL_DOMAIN_CASE',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'POST /projects/{projectId}/people',
    sentence: "email | string (email) | The person's e-mail in the project.",
    stance:
      "An e-mail the organisation knows (one added before, which the server answers with the same person id when added again as sent), added with its domain in capitals, should be matched as that person: a new person id is a warning (--strict: a failure). Whether the local part's case is matched is observed: RFC 5321 leaves it to the receiving host.",
    source: 'RFC 4343',
    sourceText: { 'RFC 4343': 'domain names are compared without regard to case (RFC 5321 §2.4: the local part may be case-sensitive).' },
    escalation: 'strict',
  },
  {
    id: 'ADD_PERSON.BODY',
    level: 'MUST',
    basis: 'spec',
    section: 'POST /projects/{projectId}/people',
    sentence:
      'Request body (JSON, required) | permission | string: member, manager, admin, observer | yes | email | string (email) | yes | role | string | no | rate | number (float), minimum 0 | no',
    stance: "A value violating the table's types, values or bounds must never be stored or returned; refusing them is VALIDATION.REJECT (SHOULD).",
  },
  {
    id: 'ADD_PERSON.REQUIRED',
    level: 'MUST',
    basis: 'spec',
    section: 'POST /projects/{projectId}/people',
    sentence: 'permission | yes; email | yes',
    stance: 'A person added without permission or without email must never be returned as added with one missing; refusing them is VALIDATION.REJECT (SHOULD).',
  },
  {
    id: 'ADD_PERSON.ROUND_TRIP',
    level: 'MUST',
    basis: 'spec',
    section: 'POST /projects/{projectId}/people',
    sentence: 'Adds a person to a project. 200: the Project person record.',
    stance: 'The record returned describes the person added: the fields sent come back with the values sent (email case-insensitively, numbers numerically).',
  },

  // ── Timesheet ────────────────────────────────────────────────────────────────────────────
  {
    id: 'TIMESHEET.SHAPE',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Timesheet',
    sentence:
      'The response has one of two shapes. Shape A (person timesheet) adds person (string). Shape B (project timesheet) adds planItem (string) and project (string).',
    stance: 'A 200 body must match exactly one of the shapes (specs timesheet.json, oneOf).',
  },
  {
    id: 'TIMESHEET.TASK_ID',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Timesheet entry',
    sentence: 'taskId | string | Present in shape B only.',
    stance: 'An entry of a shape-A timesheet must not carry taskId.',
  },
  {
    id: 'TIMESHEET.STATUS',
    level: 'MUST',
    basis: 'spec',
    section: 'PATCH /timesheets/{timesheetId}; States and transitions',
    sentence: 'status (string, one of draft, submitted, approved, rejected; default draft)',
    stance: 'Out-of-enum values must never be stored or returned; refusing them is VALIDATION.REJECT (SHOULD).',
  },
  {
    id: 'TIMESHEET.STATUS.DEFAULT',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'PATCH /timesheets/{timesheetId}',
    sentence: 'status (...; default draft)',
    stance:
      'Whether the default applies at creation only or to a PATCH without status is not shown: the suite reads with PATCH {} and reports whether the status changed, never fails.',
  },
  {
    id: 'TIMESHEET.FIELD_TYPES',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Timesheet',
    sentence:
      'Common fields: | _id | ObjectId | createdBy | ObjectId | createdAt | date-time | updatedAt | date-time | type | string | status | string | weekOfDate | string | entries | array of timesheet entry',
    stance: 'Validated by the timesheet schemas.',
  },
  {
    id: 'TIMESHEET.DATES',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields',
    sentence: 'date-time = string in ISO 8601 form, as produced by a standard ISO string conversion.',
    stance: 'createdAt and updatedAt of a timesheet must be RFC 3339 date-times.',
  },
  {
    id: 'TIMESHEET.ENTRY.FIELD_TYPES',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Timesheet entry',
    sentence: 'description | string; codeId | string',
    stance: 'Validated by the entry schema.',
  },
  {
    id: 'TIMESHEET.ENTRY.HOURS',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Timesheet entry',
    sentence: 'hours | array of {day, value} | value is a number (float).',
    stance: 'Validated by the entry schema; a non-numeric value must never be stored or returned (refusing them is VALIDATION.REJECT (SHOULD)).',
  },
  {
    id: 'TIMESHEET.ENTRY.DAY',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Timesheet entry',
    sentence: 'day is a string (three-letter uppercase day abbreviation).',
    stance:
      'A returned day must be three uppercase letters; a non-string day must never be stored or returned (refusing them is VALIDATION.REJECT (SHOULD)). Which abbreviations are allowed is TIMESHEET.DAY_VALUES.',
  },
  {
    id: 'TIMESHEET.UPDATE.BODY',
    level: 'MUST',
    basis: 'spec',
    section: 'PATCH /timesheets/{timesheetId}',
    sentence: 'Request body (JSON, required): status (...), customId (string), entries (array of timesheet entry).',
    stance: 'A value violating these types or values must never be stored or returned; refusing them is VALIDATION.REJECT (SHOULD).',
  },
  {
    id: 'TIMESHEET.PERSISTS',
    level: 'MUST',
    basis: 'spec',
    section: 'PATCH /timesheets/{timesheetId}',
    sentence: 'Updates a timesheet.',
    stance:
      'After a 200, a later read (GET, else PATCH {}) shows the fields sent; fields not sent keep their values. What the 200 answer itself shows of them is TIMESHEET.UPDATE.ANSWER.',
  },
  {
    id: 'TIMESHEET.UPDATE.ANSWER',
    level: 'SHOULD',
    basis: 'spec',
    section: 'PATCH /timesheets/{timesheetId}',
    sentence: '200: a Timesheet in shape A or shape B.',
    stance:
      'Read as the timesheet after the update: a 200 answer that does not show a field as sent is a warning (--strict: a failure). The sentence does not say which state of the timesheet the answer shows (a server may answer it as it was before the update): whether the update was applied is judged on a later read (TIMESHEET.PERSISTS).',
    escalation: 'strict',
  },
  {
    id: 'TIMESHEET.ID',
    level: 'MUST',
    basis: 'spec',
    section: 'PATCH /timesheets/{timesheetId}',
    sentence: "Path: timesheetId, string, required, the timesheet's document id.",
    stance: 'The _id of a 200 answer, when present, must equal the path timesheetId.',
  },
  {
    id: 'TIMESHEET.TYPE_VALUES',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Resources and their fields / Timesheet',
    sentence: 'Allowed values of type: not shown.',
    stance: OBSERVE,
  },
  {
    id: 'TIMESHEET.WEEK_FORMAT',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Resources and their fields / Timesheet',
    sentence: 'Format of weekOfDate, weekStart and weekEnd: not shown.',
    stance: 'Only the string type is checked; the observed format is reported.',
  },
  {
    id: 'TIMESHEET.DAY_VALUES',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Resources and their fields / Timesheet entry',
    sentence: 'Complete set of allowed day values: not shown.',
    stance: 'Generators send MON..SUN only; other abbreviations are observed, never required.',
    notObservable: 'not shown, and no answer tells the complete set',
  },
  {
    id: 'TIMESHEET.ENTRY.REQUIRED',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Resources and their fields / Timesheet entry',
    sentence: 'Required or optional status of entry properties in requests: not shown.',
    stance: 'No entry property is treated as required; a 400 for a valid body with a partial entry (or hours item) is observed under ERROR.CONDITIONS.',
    notObservable: 'not shown, and no check can tell a requirement from a default',
  },
  {
    id: 'TIMESHEET.SHAPE_RULE',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'PATCH /timesheets/{timesheetId}',
    sentence: 'The rule that selects the shape: not shown.',
    stance: 'The shape returned for each configured timesheet is reported; it must only be one of the two.',
  },

  // ── Errors and statuses ──────────────────────────────────────────────────────────────────
  {
    id: 'OPERATION.SERVED',
    level: 'MUST',
    basis: 'spec',
    section: 'Endpoints',
    sentence:
      'This document covers four operations of a project management service: update a project, update a timesheet, add a person to a project, and remove a person from a project.',
    stance:
      'The spec defines each of the four operations: one that answered the run\'s requests on the fixtures nothing but 404, 405, 410 or 501 (no route, method not allowed, gone, not implemented) is not served, a failure. A 404 alone is not enough on DELETE of a person (a person not on the project may be answered 404). Answers that said "not now" (429, 503) are no evidence either way.',
  },
  {
    id: 'STATUS.SUCCESS',
    level: 'MUST',
    basis: 'spec',
    section: 'Endpoints',
    sentence: 'Each success response is 200.',
    stance: 'A 2xx other than 200 is a failure.',
  },
  {
    id: 'ERROR.BODY',
    level: 'MUST',
    basis: 'spec',
    section: 'Endpoints; Errors',
    sentence:
      'Every endpoint can answer 400 and 500 with the error body. message | string; code | string; data | object (additional properties allowed). All three fields are optional.',
    stance: 'A 400 or 500 answer must carry a JSON object valid against specs error-body.json. Bodies of other statuses are not judged.',
  },
  {
    id: 'SERVER.NO_5XX',
    level: 'MUST',
    basis: 'policy',
    section: 'Errors',
    sentence: '400 | Bad Request | Error body. 500 | Internal Server Error | Error body.',
    stance:
      "The suite's policy from HTTP semantics (RFC 9110 §15.6: a 5xx says the server failed to fulfil an apparently valid request): every request of the suite is valid input, invalid input or a harmless probe, so a 5xx to anything it sends is a failure, whatever the body.",
    source: 'RFC 9110 §15.6',
    sourceText: { 'RFC 9110 §15.6': 'a 5xx says the server failed to fulfil an apparently valid request.' },
  },
  {
    id: 'REQUEST.REFUSED_NO_EFFECT',
    level: 'MUST',
    basis: 'rfc',
    section: 'Errors',
    sentence: '400 | Bad Request | Error body',
    stance:
      'A refused update changes nothing: after a PATCH answered 4xx, a read (GET, else PATCH {}) shows the fields the body carried as before it (other fields may change meanwhile on a living server). The refused bodies are the labelled invalid payloads, each with one valid change added.',
    source: 'RFC 9110 §15.5.1 (the server "cannot or will not process the request")',
    sourceText: { 'RFC 9110 §15.5.1': 'a 4xx says the server "cannot or will not process the request".' },
  },
  {
    id: 'VALIDATION.REJECT',
    level: 'SHOULD',
    basis: 'spec',
    section: 'Endpoints; Errors',
    sentence: 'Request body (JSON, required). Types, allowed values and bounds are as in the Project table. 400, 500: error body.',
    stance:
      "The spec defines valid bodies but says the conditions that produce 400 are not shown: an invalid value answered 200 that is neither stored nor returned (cast, ignored, defaulted: judged by the 200 body and a read-back) is a warning; stored or returned, it is a failure of the field's own requirement. 400 passes; another 4xx is observed (ERROR.OTHER_STATUSES). --strict makes the warning a failure.",
    escalation: 'strict',
  },
  {
    id: 'VALIDATION.ACCEPT',
    level: 'SHOULD',
    basis: 'spec',
    section: 'Endpoints',
    sentence:
      'Request body (JSON, required). All fields are optional: startDate, endDate, client, customId, title, description, projectCode, projectStatus, departments, offices, revenueType, budget, timeTrackingEnabled, currency, inviteDomains, customProperties. Types, allowed values and bounds are as in the Project table.',
    stance:
      'A body within the types, values and bounds of the request schema should be accepted: a refusal is a warning with the payload (--strict: a failure), or only an observation when the payload carries references to organisation records the server may not hold, leaves out a timesheet entry property (which are required is not shown), or sets a status (the transitions are not shown: the move may be what was refused).',
    escalation: 'strict',
  },
  {
    id: 'GEN.JSON.OTHER_STATUSES',
    level: 'SHOULD',
    basis: 'spec',
    section: 'What the service does',
    sentence: 'Request and response bodies are application/json.',
    stance:
      'The body of a status the spec does not document (401, 404, 429…) should be JSON too: a warning otherwise (frameworks answer such statuses with their own HTML pages by default).',
    condition: 'an answer with a status other than 200, 400 and 500 carries a body',
  },
  {
    id: 'REQUEST.BODY_REQUIRED',
    level: 'SHOULD',
    basis: 'spec',
    section: 'Endpoints',
    sentence: 'Request body (JSON, required)',
    stance:
      "A PATCH or POST without a body, or with a body that is not JSON, should be refused: answered 200 as an empty update that changed nothing, it is a warning (--strict: a failure); a change it made is a failure of the operation's own requirement, a 5xx a SERVER.NO_5XX failure.",
    escalation: 'strict',
  },
  {
    id: 'ERROR.CONDITIONS',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Errors',
    sentence: 'The conditions that produce 400 and the values of code: not shown.',
    stance:
      'Observed: the statuses and code values of refusals. A valid payload refused is VALIDATION.ACCEPT (a warning, unless explained by references to organisation records).',
  },
  {
    id: 'ERROR.DOCUMENTED_STATUS',
    level: 'SHOULD',
    basis: 'spec',
    section: 'Errors',
    sentence: '400 | Bad Request | Error body',
    stance:
      'A body the request schema refuses (a labelled invalid payload) is a Bad Request, the one refusal status the spec documents: refused with 422 or another 4xx that names no other condition (401/403 credentials, 404 unknown ids, 409 conflicts, 413 size and 429 rate are left to ERROR.OTHER_STATUSES) it is a warning naming 400 (--strict: a failure).',
    escalation: 'strict',
  },
  {
    id: 'ERROR.OTHER_STATUSES',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Errors',
    sentence: 'Statuses other than 200, 400 and 500 (for example for missing credentials or unknown identifiers): not shown.',
    stance:
      "A status other than 200, 400 or 500 is observed, never a failure or a warning: 401/403 for credentials, 404 for unknown ids, 405/413/429 and others are a server's choice (5xx other than 500 are failures under SERVER.NO_5XX).",
  },
  {
    id: 'HTTP.WWW_AUTHENTICATE',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'Errors',
    sentence: 'Statuses other than 200, 400 and 500 (for example for missing credentials or unknown identifiers): not shown.',
    stance:
      'Only when the server itself answered 401 (the spec never requires it): the answer should carry WWW-Authenticate; a warning otherwise, a failure with --strict.',
    source: 'RFC 9110 §15.5.2',
    escalation: 'strict',
    sourceText: { 'RFC 9110 §15.5.2': 'the server generating a 401 response MUST send a WWW-Authenticate header field containing at least one challenge.' },
    condition: 'a 401 is answered',
  },
  {
    id: 'HTTP.ALLOW',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'Errors',
    sentence: 'Statuses other than 200, 400 and 500 (for example for missing credentials or unknown identifiers): not shown.',
    stance:
      'Only when the server itself answered 405 (the spec never requires it): the answer should carry Allow, the methods the resource supports; a warning otherwise, a failure with --strict.',
    source: 'RFC 9110 §15.5.6',
    escalation: 'strict',
    sourceText: {
      'RFC 9110 §15.5.6':
        "the origin server MUST generate an Allow header field in a 405 response containing a list of the target resource's currently supported methods.",
    },
    condition: 'a 405 is answered',
  },
  {
    id: 'HTTP.NO_CONTENT',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'Errors',
    sentence: 'Statuses other than 200, 400 and 500 (for example for missing credentials or unknown identifiers): not shown.',
    stance:
      'Only when the server itself answered 204 (a 2xx other than 200 already fails STATUS.SUCCESS): the answer should have no content; a body is a warning, a failure with --strict.',
    source: 'RFC 9110 §15.3.5',
    escalation: 'strict',
    sourceText: { 'RFC 9110 §15.3.5': 'a 204 response is terminated by the end of the header section; it cannot contain content or trailers.' },
    condition: 'a 204 is answered',
  },
  {
    id: 'HTTP.RETRY_AFTER',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'Limits',
    sentence: 'Rate limits, request size limits and pagination limits: not shown.',
    stance:
      'Only when the server itself sent Retry-After on a 429 or 503 (also on a 429 the client waited out): it should be a delay in whole seconds or an HTTP-date; a warning otherwise, a failure with --strict. A missing Retry-After is not judged (RFC 9110 makes it optional).',
    source: 'RFC 9110 §10.2.3',
    escalation: 'strict',
    sourceText: { 'RFC 9110 §10.2.3': 'Retry-After = HTTP-date / delay-seconds, delay-seconds being a non-negative decimal integer.' },
    condition: 'a 429 or 503 with Retry-After is answered',
  },
  {
    id: 'ERROR.LEAK',
    level: 'SHOULD',
    basis: 'policy',
    section: 'Errors',
    sentence: 'message | string; code | string; data | object (additional properties allowed). All three fields are optional.',
    stance:
      "The suite's policy (OWASP: improper error handling): a 4xx or 5xx body should not carry a stack trace (JavaScript, Java, Python, .NET, Go, Ruby, PHP frames), a file path of the server's sources, an SQL statement or database error, or a framework's debug page; a warning quoting the leaked line, a failure with --strict. A message naming a field, a value or an API path is not a leak.",
    escalation: 'strict',
  },
  {
    id: 'REQUEST.UNKNOWN_QUERY',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Endpoints; Errors',
    sentence: 'Query: none. | Query: notify, string, optional. | The conditions that produce 400 and the values of code: not shown.',
    stance:
      'A query parameter the operation does not declare is sent on each of the four operations: 200 and 400 are both observed, never a failure (a 5xx fails under SERVER.NO_5XX). An update answered 200 must still be applied (PROJECT.UPDATE.PERSISTS, TIMESHEET.PERSISTS).',
  },
  {
    id: 'REQUEST.UNKNOWN_PROPERTIES',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Endpoints',
    sentence: 'The conditions that produce 400 and the values of code: not shown.',
    stance:
      'Whether an unknown property in a body is refused is one of those conditions: unknown properties are sent and the answer observed (ignored, refused), never a failure.',
  },

  // ── Semantics of PATCH /projects ─────────────────────────────────────────────────────────
  {
    id: 'PROJECT.UPDATE.BODY',
    level: 'MUST',
    basis: 'spec',
    section: 'PATCH /projects/{projectId}',
    sentence:
      'Request body (JSON, required). All fields are optional: startDate, endDate, client, customId, title, description, projectCode, projectStatus, departments, offices, revenueType, budget, timeTrackingEnabled, currency, inviteDomains, customProperties.',
    stance:
      'A value violating the types, values and bounds must never be stored or returned (refusing them is VALIDATION.REJECT (SHOULD)); {} is a valid body.',
  },
  {
    id: 'PROJECT.UPDATE.RESPONSE_ONLY',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields',
    sentence: 'Response-only fields are marked R. They appear in responses and are not accepted in the project update body.',
    stance:
      'A body carrying _id, archived, createdBy, createdAt, updatedAt, org, projectType, usageStorage or planItems must not change the project: a response-only value applied (seen in the 200 or a read-back) is a failure. Ignored with a 200, it is a VALIDATION.REJECT warning; refused, it passes.',
  },
  {
    id: 'PROJECT.UPDATE.PERSISTS',
    level: 'MUST',
    basis: 'spec',
    section: 'PATCH /projects/{projectId}',
    sentence: "Updates a project of the caller's organization.",
    stance: 'After a 200, a later read (GET, else PATCH {}) shows the fields sent. What the 200 answer itself shows of them is PROJECT.UPDATE.ANSWER.',
  },
  {
    id: 'PROJECT.UPDATE.ANSWER',
    level: 'SHOULD',
    basis: 'spec',
    section: 'PATCH /projects/{projectId}',
    sentence: '200: the complete Project, including response-only fields.',
    stance:
      "Read as the project after the update: a 200 answer that does not show a field as sent is a warning (--strict: a failure). The sentence does not say which state of the project the answer shows, and a server that answers the document as it was before the update (Mongoose's findOneAndUpdate without new: true) breaks none: whether the update was applied is judged on a later read (PROJECT.UPDATE.PERSISTS).",
    escalation: 'strict',
  },
  {
    id: 'CONCURRENCY.UPDATES',
    level: 'SHOULD',
    basis: 'policy',
    section: 'PATCH /projects/{projectId}; PATCH /timesheets/{timesheetId}',
    sentence: "Updates a project of the caller's organization. 200: the complete Project.",
    stance:
      "The suite's policy (the spec says nothing of concurrency): PATCHes of different fields of the same project (customId, title, description) sent at the same time, and of the same timesheet (customId and entries), all persist when each was answered 200. A field lost is a warning naming the fields lost, a failure with --strict; the race is run three times, as it depends on timing. Two adds of the same e-mail at the same time are observed: what the server keeps (two records, one, a refusal).",
    escalation: 'strict',
  },
  {
    id: 'PROJECT.UPDATE.PARTIAL',
    level: 'MUST',
    basis: 'spec',
    section: 'PATCH /projects/{projectId}',
    sentence: 'All fields are optional.',
    stance: 'Fields not sent keep their values.',
  },
  {
    id: 'VALUE.NORMALISED',
    level: 'SHOULD',
    basis: 'policy',
    section: 'PATCH /projects/{projectId}; PATCH /timesheets/{timesheetId}; POST /projects/{projectId}/people',
    sentence: "Updates a project of the caller's organization. | Updates a timesheet. | Adds a person to a project.",
    stance:
      "The suite's policy: a value accepted with 200 and read back changed in a way that keeps its meaning (surrounding whitespace trimmed, another Unicode normalisation form) is a warning: the spec types the field as a string and says nothing about normalising it. A value lost, cut, replaced or rounded fails the operation's own requirement (PROJECT.UPDATE.PERSISTS, TIMESHEET.PERSISTS, ADD_PERSON.ROUND_TRIP).",
  },
  {
    id: 'PROJECT.UPDATED_AT',
    level: 'SHOULD',
    basis: 'policy',
    section: 'Resources and their fields / Project',
    sentence: 'createdAt | date-time | R. updatedAt | date-time | R.',
    stance:
      "The suite's policy, since the spec does not define the fields beyond their type: updatedAt is read as what it names. It never precedes createdAt, does not go back after a change, and advances when a stored value changed: a warning otherwise. A change of description stored under the same updatedAt is tried once more after the clock has passed the resolution the timestamp shows (a second for a timestamp without fraction), and only a second standstill is a warning.",
  },
  {
    id: 'PROJECT.RESPONSE_ONLY.STABLE',
    level: 'SHOULD',
    basis: 'policy',
    section: 'Resources and their fields / Project',
    sentence:
      "Response-only fields are marked R. _id | ObjectId | R. Unique document id. createdBy | ObjectId | R. Creator's id. createdAt | date-time | R. org | ObjectId | R. Organization's id.",
    stance:
      "The suite's policy, since the spec gives response-only fields no semantics beyond their names: they behave like what they name. The document's id, its creator, its creation time (compared as an instant) and its organisation are the same after an update as in the read before it, in the 200 and in a later read (GET, else PATCH {}): a warning otherwise. projectType is PROJECT.TYPE (a MUST: \"Cannot be changed later\"); an _id other than the path's is PROJECT.ID (a MUST).",
  },
  {
    id: 'TIMESHEET.RESPONSE_ONLY.STABLE',
    level: 'SHOULD',
    basis: 'policy',
    section: 'Resources and their fields / Timesheet',
    sentence: '_id | ObjectId | createdBy | ObjectId | createdAt | date-time',
    stance:
      "The suite's policy, since the spec gives the timesheet's fields no semantics beyond their names: a timesheet's _id, createdBy and createdAt (compared as an instant) are the same after an update as in the read before it, in the 200 and in a later read (GET, else PATCH {}): a warning otherwise.",
  },
  {
    id: 'PROJECT.TRANSITIONS',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'States and transitions',
    sentence: 'Project status transitions: not shown.',
    stance: 'A 400 on a status change is observed.',
  },
  {
    id: 'TIMESHEET.TRANSITIONS',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'States and transitions',
    sentence: 'Timesheet status transitions: not shown.',
    stance: 'A 400 on a status change is observed.',
  },

  // ── DELETE /projects/{projectId}/people/{personId} ───────────────────────────────────────
  {
    id: 'DELETE_PERSON.RESPONSE',
    level: 'MUST',
    basis: 'spec',
    section: 'DELETE /projects/{projectId}/people/{personId}',
    sentence: '200: no body.',
    stance: 'A successful DELETE answers 200 with an empty body.',
  },
  {
    id: 'DELETE_PERSON.REMOVES',
    level: 'MUST',
    basis: 'spec',
    section: 'DELETE /projects/{projectId}/people/{personId}',
    sentence: 'Removes a person from a project.',
    stance:
      'Judged by difference: when the server answers a DELETE for a person not on the project with a non-200 status, a second DELETE of the removed person must get that answer too. Inconclusive on servers whose DELETE is idempotent (observed).',
    condition:
      'a DELETE of a person not on the project is refused: on a server whose DELETE is idempotent, removal cannot be told apart through the four operations',
  },
  {
    id: 'REQUEST.REPEATED_DELETE',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'DELETE /projects/{projectId}/people/{personId}',
    sentence: 'Removes a person from a project.',
    stance:
      "A DELETE sent twice leaves the person absent, whatever the status of the second answer (observed; a 5xx fails SERVER.NO_5XX): the person still there afterwards is a warning, a failure with --strict. Judged by the admin's DELETE on a server that refuses to delete someone who is not on the project; inconclusive (observed) on an idempotent one. The same PATCH sent twice is observed (PATCH has no such duty): whether the second answer shows the state of the first.",
    source: 'RFC 9110 §9.2.2',
    escalation: 'strict',
    sourceText: { 'RFC 9110 §9.2.2': 'DELETE is idempotent: the intended effect on the server of several identical requests is the same as for a single one.' },
  },
  {
    id: 'DELETE_PERSON.PERSON_ID',
    level: 'MUST',
    basis: 'spec',
    section: 'DELETE /projects/{projectId}/people/{personId}',
    sentence: "personId, string, required, the person's id within the project (the person field of a project person record).",
    stance:
      "Deleting a person just added by the person field of their record must work: refused while a DELETE by the record's _id succeeds is a failure (the server keys on the wrong id); refused both ways is a VALIDATION.ACCEPT warning.",
  },
  {
    id: 'DELETE_PERSON.SCOPE',
    level: 'MUST',
    basis: 'spec',
    section: 'DELETE /projects/{projectId}/people/{personId}',
    sentence: "personId, string, required, the person's id within the project (the person field of a project person record).",
    stance: "Deleting a person through another project's path must not remove them from their project (judged by difference as above).",
  },

  {
    id: 'WRITE.SCOPE',
    level: 'MUST',
    basis: 'spec',
    section: 'PATCH /projects/{projectId}; PATCH /timesheets/{timesheetId}',
    sentence: "Path: projectId, string, required, the project's document id. | Path: timesheetId, string, required, the timesheet's document id.",
    stance:
      "An update acts on the document its path names and on no other: after a PATCH setting a free-text field to a value unique to the run, the other fixture document of the same kind (the second project, the other timesheet) does not show that value, also when the body carries the other document's id as _id (an id in the body never redirects the write). Judged by effect on both documents; a refusal of the body with _id passes.",
  },

  {
    id: 'DELETE_PERSON.USE_AFTER_REMOVAL',
    level: 'MUST',
    basis: 'spec',
    section: 'DELETE /projects/{projectId}/people/{personId}',
    sentence: "Removes a person from a project. personId, string, required, the person's id within the project (the person field of a project person record).",
    stance:
      "A removed person's id used again (RESTler's use-after-free checker) names no one on the project: a second DELETE of it has no effect, the project's other people stay (asked as people-effects.ts asks it); a person removed by it is a failure. Its status, beside the status of an id that never existed, is observed.",
  },

  // ── Auth ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'AUTH.REQUIRED',
    level: 'MUST',
    basis: 'spec',
    section: 'Authentication',
    sentence: 'Every request carries the header Authorization with the value Bearer <ACCESS_TOKEN>.',
    stance:
      "A request without a token or with an invalid token must not be served, judged by effect on all four operations: a change seen fails (a PATCH read back by the run's read, GET or PATCH {}; a DELETE followed by the admin's DELETE of the same person, or, where DELETE is idempotent, the admin's add of the same e-mail; an add followed by the admin's add of the same e-mail), and so does a read (PATCH {}) answered with the document. A 2xx after which no change is seen is a warning (AUTH.REFUSAL); one whose effect cannot be told is a warning too. The status used is observed (ERROR.OTHER_STATUSES).",
  },
  {
    id: 'AUTH.ORG_ISOLATION',
    level: 'MUST',
    basis: 'spec',
    section: 'Authentication; PATCH /projects/{projectId}',
    sentence: "Operations act within the caller's organization. Updates a project of the caller's organization.",
    stance:
      "Another organisation's token must not read or change this organisation's project, timesheet or people, judged by effect on all four operations as for AUTH.REQUIRED. A 2xx to a PATCH or an add that changed nothing is a warning (AUTH.REFUSAL); a 2xx to a DELETE that removed nothing is observed: an idempotent DELETE holds nothing for another organisation.",
  },
  {
    id: 'AUTH.REFUSAL',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'Authentication',
    sentence: "Every request carries the header Authorization with the value Bearer <ACCESS_TOKEN>. Operations act within the caller's organization.",
    stance:
      'A request that must not be served (no token, an invalid token, another organisation) should be refused with a 4xx: a 2xx after which no change is seen (or none can be told) is a warning, not a failure, since no effect was seen. A change seen is a failure of AUTH.REQUIRED or AUTH.ORG_ISOLATION.',
    source: 'RFC 9110 §15.3',
    sourceText: { 'RFC 9110 §15.3': 'a 2xx says the request was successfully received, understood, and accepted.' },
    condition: 'a request that must not be served is answered 2xx',
  },
  {
    id: 'AUTH.OBSERVER',
    level: 'MUST',
    basis: 'spec',
    section: 'Resources and their fields / Project person',
    sentence: 'An observer can view everything and change nothing.',
    stance:
      "With --observer-token: an observer's PATCH of the project or timesheet, add and DELETE change nothing (judged by effect as for AUTH.REQUIRED); a change seen is a failure, a 200 that changed nothing passes (an observer may be answered). The status of the refusal, and whether the observer may read (PATCH {}), are observed.",
  },
  {
    id: 'AUTH.TAMPERED',
    level: 'MUST',
    basis: 'spec',
    section: 'Authentication',
    sentence: "Every request carries the header Authorization with the value Bearer <ACCESS_TOKEN>. Operations act within the caller's organization.",
    stance:
      'The configured token altered is not a valid token: its last character changed, a character appended, cut by one character, its letters in another case, the Bearer scheme without a token, the token under the Basic scheme, and an unsigned JWT (alg: none) must each be refused and change nothing, judged by effect on all four operations as for AUTH.REQUIRED (one read before and after all PATCHes, one person for all DELETEs). A server that compares only a prefix of the token, or ignores its case, fails. The status is observed (ERROR.OTHER_STATUSES).',
  },
  {
    id: 'AUTH.SCHEME_CASE',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'Authentication',
    sentence: 'Every request carries the header Authorization with the value Bearer <ACCESS_TOKEN>.',
    stance:
      'The scheme name is case-insensitive: a read with the configured token under `bearer` and under `BEARER` should be served as under `Bearer`; a refusal is a warning (--strict: a failure). The token itself stays case-sensitive (AUTH.TAMPERED).',
    source: 'RFC 9110 §11.1',
    sourceText: { 'RFC 9110 §11.1': 'an authentication scheme is identified by a case-insensitive token.' },
    escalation: 'strict',
  },
  {
    id: 'AUTH.TOKENS',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Authentication',
    sentence: 'How an access token is obtained or renewed: not shown.',
    stance: 'Tokens are configuration of the run; never checked.',
    notObservable: 'how a token is obtained is outside the API',
  },
  {
    id: 'AUTH.ROLES',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Authentication',
    sentence: 'Which roles may call which operation: not shown.',
    stance: 'What a member token may do is observed.',
  },

  // ── Query and path parameters, events ────────────────────────────────────────────────────
  {
    id: 'NOTIFY.PARAMETER',
    level: 'MUST',
    basis: 'spec',
    section: 'PATCH /timesheets/{timesheetId}; POST /projects/{projectId}/people; Events',
    sentence: 'Query: notify, string, optional. When 0 or false, all notifications of the operation are disabled.',
    stance: 'A request that succeeds without notify must also succeed with notify=0 and notify=false. Other values are observed.',
  },
  {
    id: 'NOTIFY.EFFECT',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Events',
    sentence: 'Event kinds, payloads and delivery mechanism for subscribers: not shown.',
    stance: 'Whether notifications are really disabled cannot be observed through the API.',
    notObservable: 'notifications go to people and UIs, not back through the API',
  },
  {
    id: 'PATH.IDS',
    level: 'MUST',
    basis: 'spec',
    section: 'Endpoints',
    sentence:
      "Path: projectId, string, required, the project's document id. | Path: timesheetId, string, required, the timesheet's document id. | personId, string, required, the person's id within the project",
    stance:
      'An unknown or malformed id must not be answered 200 by the operations that answer a document (PATCH /projects, PATCH /timesheets, POST people) nor 5xx by any; the status used is observed. For DELETE a 200 is only observed: an idempotent DELETE is a common, conforming design.',
  },

  // ── Limits and versioning ────────────────────────────────────────────────────────────────
  {
    id: 'LIMITS.RATE',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Limits',
    sentence: 'Rate limits, request size limits and pagination limits: not shown.',
    stance:
      "The suite honours 429 and Retry-After within a bounded budget and reports them; a 413 for a large payload is observed. A refusal of a valid payload at an extreme size or magnitude (10,000 characters, a value 128 levels deep, Number.MAX_VALUE) is the server's own limit: observed.",
    condition: 'a limit shows (a 429, a 413, a body over --max-body)',
  },
  {
    id: 'LIMITS.RESPONSE_TIME',
    level: 'SHOULD',
    basis: 'policy',
    section: 'Limits',
    sentence: 'Rate limits, request size limits and pagination limits: not shown.',
    stance:
      "The suite's policy: the spec states no response time. Latency per operation (p50, p95, max) is always reported; only with --max-response-time MS is an answer slower than MS a warning naming its time (a failure with --strict). Without the option nothing is judged.",
    escalation: 'strict',
    condition: '--max-response-time is given',
  },
  {
    id: 'VERSION.V1',
    level: 'SHOULD',
    basis: 'spec',
    section: 'Versioning',
    sentence: 'The base address {base_url} carries a version path segment, v1. All paths above follow it.',
    stance:
      "A configured base URL without a v1 path segment is a warning: this judges the run's configuration, not the server, and may be a configuration mistake.",
  },
  {
    id: 'VERSION.DEPRECATED_OPERATIONS',
    level: 'MUST',
    basis: 'spec',
    section: 'Versioning',
    sentence: 'The change record lists 32 operations, all changed to deprecated.',
    stance: 'All 32 are in specs/openapi.json with deprecated: true; `pm-conformance deprecations` probes each one.',
    notObservable: 'probed by `pm-conformance deprecations`, not by `run`',
  },
  {
    id: 'VERSION.REPLACEMENT',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Versioning',
    sentence: 'Replacement operations or a newer version: not shown.',
    stance: 'A Link rel="successor-version" is reported when present.',
    notObservable: 'probed by `pm-conformance deprecations`, not by `run`',
  },
  {
    id: 'VERSION.REMOVAL',
    level: 'UNSPECIFIED',
    basis: 'spec',
    section: 'Versioning',
    sentence: 'Removal dates and the behaviour of deprecated operations after removal: not shown.',
    stance: 'A removed operation is expected to answer 404 or 410 with an error body only when the user says so (--expect-removed).',
    notObservable: 'probed by `pm-conformance deprecations`, not by `run`',
  },

  // ── Deprecation metadata (RFC 9745, RFC 8594) ────────────────────────────────────────────
  {
    id: 'DEPRECATION.ADVERTISED',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'What the service does; Versioning',
    sentence: 'Every operation in this document is marked deprecated.',
    stance:
      'A response without a Deprecation header is a warning naming RFC 9745 (the spec marks the operations deprecated but mentions no header); --require-deprecation-headers makes it a failure. The deprecations gate warns on a missing header and fails on a malformed one.',
    source: 'RFC 9745 §2',
    escalation: 'require-deprecation-headers',
    sourceText: { 'RFC 9745 §2': 'the Deprecation header field is how a response says so.' },
  },
  {
    id: 'DEPRECATION.HEADER',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'Versioning',
    sentence: 'Every operation in this document is marked deprecated.',
    stance:
      'When sent, Deprecation should be an RFC 9651 Date structured field (@<epoch seconds>): a warning otherwise in run; a failure with --require-deprecation-headers and in the deprecations gate.',
    source: 'RFC 9745 §2.1',
    escalation: 'require-deprecation-headers',
    sourceText: { 'RFC 9745 §2.1': 'Deprecation = sf-date, e.g. "@1688169599".' },
  },
  {
    id: 'DEPRECATION.SUNSET',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'Versioning',
    sentence: 'Every operation in this document is marked deprecated.',
    stance:
      'When sent, Sunset should be an HTTP-date not earlier than the Deprecation date: a warning otherwise in run; a failure with --require-deprecation-headers and in the deprecations gate.',
    source: 'RFC 8594 §3; RFC 9745 §3',
    escalation: 'require-deprecation-headers',
    sourceText: { 'RFC 8594 §3': 'Sunset = HTTP-date.', 'RFC 9745 §3': 'the Sunset date must not be earlier than the Deprecation date.' },
  },
  {
    id: 'DEPRECATION.LINK',
    level: 'SHOULD',
    basis: 'rfc',
    section: 'Versioning',
    sentence: 'Every operation in this document is marked deprecated.',
    stance:
      'When a Link with rel="deprecation" is sent, its target should be a URI reference in angle brackets: a warning otherwise in run; a failure with --require-deprecation-headers and in the deprecations gate.',
    source: 'RFC 9745 §4; RFC 8288',
    escalation: 'require-deprecation-headers',
    sourceText: { 'RFC 9745 §4': 'Link: <URI>; rel="deprecation".' },
  },
] as const satisfies readonly RequirementEntry[];

export type RequirementId = (typeof requirements)[number]['id'];

/** The sections of an entry's sourceText ('RFC 8594 §3'): what a message may quote beside its sentence. */
export type SourceSection<I extends RequirementId> =
  Extract<(typeof requirements)[number], { id: I }> extends { sourceText: infer T } ? Extract<keyof T, string> : never;

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
export const CATALOGUE_VERSION = '2.2.0';
