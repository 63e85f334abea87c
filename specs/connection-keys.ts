/**
 * The one table of what the suite needs to reach a server and its fixtures: each key of the connection
 * config (the camelCase keys of `--config FILE`, and exactly what `pm-conformance serve` prints), the
 * flag and environment variable it is read from, and what it holds: the base URL, a token (a secret,
 * redacted as its variable, "$PMC_TOKEN", in everything the suite writes; `caller` is the role the
 * checks send it as), or the id of a fixture document (the operation profiles name their path
 * parameters' sources by these keys). Everything else derives from it: ConnectionConfig, the token
 * and fixture-id keys, the redaction pairs, the CLI's options and the reference server's handles.
 * It lives at the bottom layer because the profiles (specs/operation-profiles) need the fixture keys;
 * engine/connection.ts re-exports it.
 */
export const CONNECTION_KEYS = {
  /** API base including /v1, e.g. http://127.0.0.1:4010/v1 */
  baseUrl: { flag: '--base-url', env: 'PMC_BASE_URL', required: true, secret: false },
  /** Bearer token of an admin of the fixtures' organisation. */
  token: { flag: '--token', env: 'PMC_TOKEN', required: true, secret: true, caller: 'admin' },
  memberToken: { flag: '--member-token', env: 'PMC_MEMBER_TOKEN', required: false, secret: true, caller: 'member' },
  otherOrgToken: { flag: '--other-org-token', env: 'PMC_OTHER_ORG_TOKEN', required: false, secret: true, caller: 'otherOrg' },
  /** A project observer's token ("An observer can view everything and change nothing"). */
  observerToken: { flag: '--observer-token', env: 'PMC_OBSERVER_TOKEN', required: false, secret: true, caller: 'observer' },
  /** A project manager's token (custom properties with canView manager). */
  managerToken: { flag: '--manager-token', env: 'PMC_MANAGER_TOKEN', required: false, secret: true, caller: 'manager' },
  projectId: { flag: '--project-id', env: 'PMC_PROJECT_ID', required: true, secret: false, fixture: 'project' },
  secondProjectId: { flag: '--second-project-id', env: 'PMC_SECOND_PROJECT_ID', required: false, secret: false, fixture: 'project' },
  /** A timesheet of the fixtures (any shape). */
  timesheetId: { flag: '--timesheet-id', env: 'PMC_TIMESHEET_ID', required: true, secret: false, fixture: 'timesheet' },
  /** A shape-B (project) timesheet. */
  projectTimesheetId: { flag: '--project-timesheet-id', env: 'PMC_PROJECT_TIMESHEET_ID', required: false, secret: false, fixture: 'timesheet' },
} as const satisfies Record<string, ConnectionKeySpec>;

/** One row of the table. A secret is a token and names its caller; a fixture id names the document it is. */
export type ConnectionKeySpec = {
  readonly flag: `--${string}`;
  readonly env: `PMC_${string}`;
  readonly required: boolean;
} & (
  | { readonly secret: true; readonly caller: string }
  | { readonly secret: false; readonly fixture: 'project' | 'timesheet' }
  | { readonly secret: false; readonly caller?: never; readonly fixture?: never }
);

type Table = typeof CONNECTION_KEYS;
export type ConnectionKey = keyof Table;
type KeysWhere<Row> = { [K in ConnectionKey]: Table[K] extends Row ? K : never }[ConnectionKey];
type RequiredKey = KeysWhere<{ readonly required: true }>;
type Flatten<T> = { [K in keyof T]: T[K] };

/** What the suite needs to reach a server and its fixtures: a value per key of the table, the required ones always. */
export type ConnectionConfig = Flatten<{ readonly [K in RequiredKey]: string } & { readonly [K in Exclude<ConnectionKey, RequiredKey>]?: string }>;

/** The connection keys that hold a token (a secret). */
export type TokenRole = KeysWhere<{ readonly secret: true }>;
/** The role the checks send a token as ("admin", "member"…): the table's callers. */
export type TokenCaller = Table[TokenRole]['caller'];
/** A key of the connection config that holds a fixture id. */
export type FixtureIdKey = KeysWhere<{ readonly fixture: string }>;

const KEYS = Object.keys(CONNECTION_KEYS) as ConnectionKey[];
const rowOf = (key: ConnectionKey): ConnectionKeySpec => CONNECTION_KEYS[key];

/** The token keys, in the table's order. */
export const TOKEN_ROLES = KEYS.filter((key): key is TokenRole => rowOf(key).secret);
/** The fixture-id keys, in the table's order. */
export const FIXTURE_ID_KEYS = KEYS.filter((key): key is FixtureIdKey => {
  const row = rowOf(key);
  return 'fixture' in row && row.fixture !== undefined;
});

/** The token key a caller's requests carry ("member" → memberToken). */
export function tokenRoleOf(caller: TokenCaller): TokenRole {
  return TOKEN_ROLES.find((role) => CONNECTION_KEYS[role].caller === caller) as TokenRole;
}

/** What stands for a token in everything the suite writes: its environment variable ("$PMC_TOKEN"). */
export const placeholderOf = (role: TokenRole): string => `$${CONNECTION_KEYS[role].env}`;

/** The redaction pairs of a connection: each token it holds, with its placeholder. */
export function secretsOf(config: Partial<ConnectionConfig>): [string, string][] {
  return TOKEN_ROLES.flatMap((role): [string, string][] => {
    const token = config[role];
    return token ? [[token, placeholderOf(role)]] : [];
  });
}
