/**
 * What the suite needs to reach a server and its fixtures. These camelCase keys are the config file
 * format of `pm-conformance run --config FILE`, and exactly what `pm-conformance serve` prints.
 */
export interface ConnectionConfig {
  /** API base including /v1, e.g. http://127.0.0.1:4010/v1 */
  readonly baseUrl: string;
  /** Bearer token of an admin of the fixtures' organisation. */
  readonly token: string;
  readonly memberToken?: string;
  readonly otherOrgToken?: string;
  /** A project observer's token ("An observer can view everything and change nothing"). */
  readonly observerToken?: string;
  /** A project manager's token (custom properties with canView manager). */
  readonly managerToken?: string;
  readonly projectId: string;
  readonly secondProjectId?: string;
  /** A timesheet of the fixtures (any shape). */
  readonly timesheetId: string;
  /** A shape-B (project) timesheet. */
  readonly projectTimesheetId?: string;
}

/** Keys of ConnectionConfig, with the flag and environment variable each one is read from. */
export const CONNECTION_KEYS = {
  baseUrl: { flag: '--base-url', env: 'PMC_BASE_URL', secret: false },
  token: { flag: '--token', env: 'PMC_TOKEN', secret: true },
  memberToken: { flag: '--member-token', env: 'PMC_MEMBER_TOKEN', secret: true },
  otherOrgToken: { flag: '--other-org-token', env: 'PMC_OTHER_ORG_TOKEN', secret: true },
  observerToken: { flag: '--observer-token', env: 'PMC_OBSERVER_TOKEN', secret: true },
  managerToken: { flag: '--manager-token', env: 'PMC_MANAGER_TOKEN', secret: true },
  projectId: { flag: '--project-id', env: 'PMC_PROJECT_ID', secret: false },
  secondProjectId: { flag: '--second-project-id', env: 'PMC_SECOND_PROJECT_ID', secret: false },
  timesheetId: { flag: '--timesheet-id', env: 'PMC_TIMESHEET_ID', secret: false },
  projectTimesheetId: { flag: '--project-timesheet-id', env: 'PMC_PROJECT_TIMESHEET_ID', secret: false },
} as const satisfies Record<keyof ConnectionConfig, { flag: string; env: string; secret: boolean }>;
