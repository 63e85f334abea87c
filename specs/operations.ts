import type { SchemaName } from './schemas/index.js';

/**
 * The spec's Versioning table: the 32 operations, all deprecated. Written once, as in the spec
 * ("METHOD /path"), so users can name them the same way (e.g. --expect-removed).
 */
export const DEPRECATED_OPERATIONS = [
  'DELETE /orgs/clients/{clientId}',
  'DELETE /orgs/departments/{departmentId}',
  'DELETE /orgs/offices/{officeId}',
  'DELETE /orgs/roles/{roleId}',
  'DELETE /planItems/{planItemId}',
  'DELETE /projects/{projectId}',
  'DELETE /projects/{projectId}/people/{personId}',
  'DELETE /timesheets/{timesheetId}',
  'GET /orgs/me',
  'GET /orgs/people/{personId}',
  'GET /projects',
  'GET /projects/{projectId}',
  'GET /projects/{projectId}/planItems',
  'GET /timesheets',
  'GET /timesheets/{timesheetId}',
  'PATCH /orgs/clients/{clientId}',
  'PATCH /orgs/departments/{departmentId}',
  'PATCH /orgs/offices/{officeId}',
  'PATCH /orgs/people/{personId}',
  'PATCH /orgs/roles/{roleId}',
  'PATCH /planItems/{planItemId}',
  'PATCH /projects/{projectId}',
  'PATCH /projects/{projectId}/people/{personId}',
  'PATCH /timesheets/{timesheetId}',
  'POST /orgs/clients',
  'POST /orgs/departments',
  'POST /orgs/offices',
  'POST /orgs/roles',
  'POST /projects',
  'POST /projects/{projectId}/people',
  'POST /projects/{projectId}/planItems',
  'POST /timesheets',
] as const;

export type OperationKey = (typeof DEPRECATED_OPERATIONS)[number];
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function parseOperationKey(key: OperationKey): { readonly method: HttpMethod; readonly path: string } {
  let parsed = parsedKeys.get(key);
  if (!parsed) {
    const [method, path] = key.split(' ') as [HttpMethod, string];
    if (parsedKeys.size >= MAX_PARSED_KEYS) parsedKeys.clear();
    parsedKeys.set(key, (parsed = Object.freeze({ method, path })));
  }
  return parsed;
}

// Asked several times per exchange (the client's layers, the checks) of the same few keys: split once each.
const parsedKeys = new Map<string, { readonly method: HttpMethod; readonly path: string }>();
const MAX_PARSED_KEYS = 512;

/** Path parameter names of an operation, in order ("/projects/{projectId}/people/{personId}"). */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The four operations whose shapes the spec shows. */
export interface SpecifiedOperation {
  readonly key: OperationKey;
  readonly summary: string;
  readonly body?: SchemaName;
  readonly response?: SchemaName;
  readonly query?: { readonly notify: SchemaName };
}

export const SPECIFIED_OPERATIONS = {
  updateProject: {
    key: 'PATCH /projects/{projectId}',
    summary: "Updates a project of the caller's organization.",
    body: 'project-update',
    response: 'project',
  },
  updateTimesheet: {
    key: 'PATCH /timesheets/{timesheetId}',
    summary: 'Updates a timesheet.',
    body: 'timesheet-update',
    response: 'timesheet',
    query: { notify: 'notify' },
  },
  addPerson: {
    key: 'POST /projects/{projectId}/people',
    summary: 'Adds a person to a project.',
    body: 'add-person',
    response: 'project-person',
    query: { notify: 'notify' },
  },
  removePerson: {
    key: 'DELETE /projects/{projectId}/people/{personId}',
    summary: 'Removes a person from a project.',
  },
} as const satisfies Record<string, SpecifiedOperation>;

export type SpecifiedOperationName = keyof typeof SPECIFIED_OPERATIONS;
export type SpecifiedOperationKey = (typeof SPECIFIED_OPERATIONS)[SpecifiedOperationName]['key'];

export const SPECIFIED_OPERATION_KEYS = Object.values(SPECIFIED_OPERATIONS).map((op) => op.key) as SpecifiedOperationKey[];

// Looked up on every request the reference serves: worked out once.
const DECLARED_QUERY: ReadonlyMap<string, readonly string[]> = new Map(
  Object.values(SPECIFIED_OPERATIONS).map((op): [string, readonly string[]] => [op.key, 'query' in op ? Object.keys(op.query) : []]),
);

/** The query parameters an operation declares ("Query: none" for PATCH /projects and DELETE; none for the 28 others). */
export function declaredQueryParameters(key: OperationKey): readonly string[] {
  return DECLARED_QUERY.get(key) ?? [];
}

export function isSpecified(key: string): key is SpecifiedOperationKey {
  return (SPECIFIED_OPERATION_KEYS as string[]).includes(key);
}

/** Statuses the spec documents for the four operations. */
export const DOCUMENTED_STATUSES = [200, 400, 500] as const;

/** Whether the spec documents a status for the four operations. */
export const isDocumentedStatus = (status: number): boolean => (DOCUMENTED_STATUSES as readonly number[]).includes(status);
