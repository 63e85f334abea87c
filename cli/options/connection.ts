import type { Command } from 'commander';
import { CONNECTION_KEYS, type ConnectionConfig } from '../../engine/connection.js';
import { readConfigFile, resolveConnection, resolveProfile, resolveReadWith, type ConfigFile, type ReadWith } from './config-file.js';
import type { Profile } from '../../engine/verdict.js';

const DESCRIPTIONS: Record<keyof ConnectionConfig, string> = {
  baseUrl: 'API base including /v1 (omitted: certify the embedded reference server)',
  token: 'bearer token of an admin',
  memberToken: "optional, a member's token",
  otherOrgToken: "optional, another organisation's admin token",
  observerToken: "optional, a project observer's token",
  managerToken: "optional, a project manager's token",
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

const flagsOf = (options: Record<string, unknown>) =>
  Object.fromEntries((Object.keys(CONNECTION_KEYS) as (keyof ConnectionConfig)[]).map((key) => [key, options[key]])) as Partial<ConnectionConfig>;

const profileFlagsOf = (options: Record<string, unknown>): Partial<Profile> => ({
  ...(options.strict === true ? { strict: true } : {}),
  ...(options.requireDeprecationHeaders === true ? { requireDeprecationHeaders: true } : {}),
});

/** The --config file, read once for the whole command (its errors are one line, exit 2). */
const configOf = (options: Record<string, unknown>): ConfigFile | undefined => (options.config ? readConfigFile(options.config as string) : undefined);

/**
 * The connection (flags override env, env overrides the file) and the profile (--strict and
 * --require-deprecation-headers, or PMC_STRICT / PMC_REQUIRE_DEPRECATION_HEADERS, or the file's keys),
 * from one read of --config.
 */
export function connectionAndProfileFrom(
  options: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
): { readonly connection: ConnectionConfig | undefined; readonly profile: Profile; readonly readWith?: ReadWith } {
  const file = configOf(options);
  const readWith = resolveReadWith(options.readWith, env, file);
  return {
    connection: resolveConnection(flagsOf(options), env, file),
    profile: resolveProfile(profileFlagsOf(options), env, file),
    ...(readWith ? { readWith } : {}),
  };
}

/** The connection alone, for the commands without a profile. */
export function connectionFrom(options: Record<string, unknown>): ConnectionConfig | undefined {
  return resolveConnection(flagsOf(options), process.env, configOf(options));
}

/** As connectionFrom, with only the token required: the fixture ids may be missing. */
export function partialConnectionFrom(options: Record<string, unknown>): (Partial<ConnectionConfig> & Pick<ConnectionConfig, 'baseUrl'>) | undefined {
  return resolveConnection(flagsOf(options), process.env, configOf(options), ['token']);
}
