import type { Command } from 'commander';
import { CONNECTION_KEYS, FIXTURE_ID_KEYS, type ConnectionConfig } from '../../engine/connection.js';
import { readConfigFile, resolveConnection } from './config-file.js';
import { ToolError } from '../../engine/tool-error.js';

/** The keys `diff` uses on the candidate (member and other-organisation tokens serve no diff step). */
const KEYS: readonly (keyof ConnectionConfig)[] = ['baseUrl', 'token', ...FIXTURE_ID_KEYS];

/**
 * "candidate", not "other": `--other-org-token` already names another organisation's token, and
 * `--other-token` beside it would read as one more of those.
 */
/** The base flags of the keys above, as the shared resolver's messages name them. */
const FLAGS = new RegExp(`--(${KEYS.map((key) => CONNECTION_KEYS[key].flag.slice(2)).join('|')})\\b`, 'g');
const flagOf = (key: keyof ConnectionConfig) => CONNECTION_KEYS[key].flag.replace(/^--/, '--candidate-');
const envOf = (key: keyof ConnectionConfig) => CONNECTION_KEYS[key].env.replace(/^PMC_/, 'PMC_CANDIDATE_');
const camel = (key: string) => `candidate${key[0]?.toUpperCase() ?? ''}${key.slice(1)}`;

/** --candidate-base-url, --candidate-token, … and --candidate-config: the second server of `diff`. */
export function addCandidateOptions(command: Command): Command {
  for (const key of KEYS)
    command.option(
      `${flagOf(key)} <${CONNECTION_KEYS[key].secret ? 'token' : key === 'baseUrl' ? 'url' : 'id'}>`,
      `candidate server: as ${CONNECTION_KEYS[key].flag} (env ${envOf(key)})`,
    );
  return command.option('--candidate-config <file>', 'candidate server: a config file as --config (what `pm-conformance serve` prints)');
}

/** Messages of the shared resolver name the base flags; on the candidate they name the candidate's. */
function candidateWording(message: string): string {
  return message.replace(FLAGS, '--candidate-$1').replace(/\bPMC_/g, 'PMC_CANDIDATE_');
}

/** The candidate's connection: flags over PMC_CANDIDATE_* over --candidate-config. Required. */
export function candidateFrom(options: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): ConnectionConfig {
  const flags = Object.fromEntries(KEYS.map((key) => [key, options[camel(key)]])) as Partial<ConnectionConfig>;
  const mappedEnv = Object.fromEntries(KEYS.flatMap((key) => (env[envOf(key)] ? [[CONNECTION_KEYS[key].env, env[envOf(key)]]] : [])));
  let connection: ConnectionConfig | undefined;
  try {
    const file = options.candidateConfig ? readConfigFile(options.candidateConfig as string) : undefined;
    connection = resolveConnection(flags, mappedEnv, file);
  } catch (error) {
    throw error instanceof ToolError ? new ToolError(`candidate server: ${candidateWording(error.message)}`) : error;
  }
  if (!connection) throw new ToolError('diff needs a candidate server: --candidate-base-url (or PMC_CANDIDATE_BASE_URL, or --candidate-config FILE)');
  return connection;
}
