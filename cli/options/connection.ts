import type { Command } from 'commander';
import { CONNECTION_KEYS, type ConnectionConfig } from '../../engine/connection.js';
import { resolveConnection } from '../../engine/runner/config.js';

const DESCRIPTIONS: Record<keyof ConnectionConfig, string> = {
  baseUrl: 'API base including /v1 (omitted: certify the embedded reference server)',
  token: 'bearer token of an admin',
  memberToken: 'optional, a member\'s token',
  otherOrgToken: 'optional, another organisation\'s admin token',
  observerToken: 'optional, a project observer\'s token',
  managerToken: 'optional, a project manager\'s token',
  projectId: 'fixture project',
  secondProjectId: 'optional, a second project',
  timesheetId: 'fixture timesheet',
  projectTimesheetId: 'optional, a shape-B timesheet',
};

const flagValue = (key: keyof ConnectionConfig) => `${CONNECTION_KEYS[key].flag} <${CONNECTION_KEYS[key].secret ? 'token' : key === 'baseUrl' ? 'url' : 'id'}>`;

/** The connection options shared by run, deprecations, baseline and pact verify. */
export function addConnectionOptions(command: Command): Command {
  for (const key of Object.keys(CONNECTION_KEYS) as (keyof ConnectionConfig)[]) {
    command.option(flagValue(key), `${DESCRIPTIONS[key]} (env ${CONNECTION_KEYS[key].env})`);
  }
  return command.option('--config <file>', 'JSON file with the camelCase keys above (what `pm-conformance serve` prints)');
}

/** Flags override env, env overrides the file. */
export function connectionFrom(options: Record<string, unknown>): ConnectionConfig | undefined {
  const flags = Object.fromEntries((Object.keys(CONNECTION_KEYS) as (keyof ConnectionConfig)[]).map((key) => [key, options[key]])) as Partial<ConnectionConfig>;
  return resolveConnection(flags, process.env, options.config as string | undefined);
}
