import { CONNECTION_KEYS, type ConnectionConfig } from '../../engine/connection.js';
import { readJsonFile } from '../../engine/read-json-file.js';
import { ToolError } from '../../engine/tool-error.js';
import type { Profile } from '../../engine/verdict.js';
import { isJsonObject } from '../../specs/json-type.js';

type Key = keyof ConnectionConfig;
const KEYS = Object.keys(CONNECTION_KEYS) as Key[];
/** What `run` cannot work without; `deprecations` needs only the token (its probes use unknown ids). */
export const REQUIRED_FOR_RUN: readonly Key[] = KEYS.filter((key) => key !== 'baseUrl' && CONNECTION_KEYS[key].required);

/** The profile switches a config file or the environment may set beside the connection (engine/verdict.ts). */
export const PROFILE_KEYS = { strict: { env: 'PMC_STRICT' }, requireDeprecationHeaders: { env: 'PMC_REQUIRE_DEPRECATION_HEADERS' } } as const satisfies Record<
  keyof Profile,
  { env: string }
>;
const PROFILE_KEY_NAMES = Object.keys(PROFILE_KEYS) as (keyof Profile)[];

/** How fixture documents are read, when forced (--read-with, env PMC_READ_WITH, config key readWith). */
export type ReadWith = 'get' | 'patch';
export const READ_WITH = { key: 'readWith', env: 'PMC_READ_WITH', flag: '--read-with', values: ['get', 'patch'] } as const;

/** A --read-with value, checked (one line, exit 2, for anything else). */
export function readWithOf(value: unknown, where: string): ReadWith {
  if (value === 'get' || value === 'patch') return value;
  throw new ToolError(`${where} must be get or patch, got ${JSON.stringify(value)}`);
}

function readConfigObject(file: string): Record<string, unknown> {
  const parsed = readJsonFile(file, 'config file');
  if (!isJsonObject(parsed)) throw new ToolError(`config file ${file} must hold a JSON object`);
  for (const [key, value] of Object.entries(parsed)) {
    const profileKey = PROFILE_KEY_NAMES.includes(key as keyof Profile);
    if (key === READ_WITH.key) {
      readWithOf(value, `config file ${file}: "${key}"`);
      continue;
    }
    if (!KEYS.includes(key as Key) && !profileKey)
      throw new ToolError(`config file ${file}: unknown key "${key}" (known: ${[...KEYS, ...PROFILE_KEY_NAMES, READ_WITH.key].join(', ')})`);
    if (profileKey ? typeof value !== 'boolean' : typeof value !== 'string')
      throw new ToolError(`config file ${file}: "${key}" must be a ${profileKey ? 'boolean' : 'string'}`);
  }
  return parsed as Record<string, unknown>;
}

/** A --config file, read and checked once: the connection keys and the profile switches it sets. */
export interface ConfigFile {
  readonly connection: Partial<ConnectionConfig>;
  readonly profile: Partial<Profile>;
  readonly readWith?: ReadWith;
}

const NO_FILE: ConfigFile = { connection: {}, profile: {} };

/** The forced read path: the flag wins, then PMC_READ_WITH, then the file's readWith; undefined: discover. */
export function resolveReadWith(flag: unknown, env: NodeJS.ProcessEnv, file: ConfigFile = NO_FILE): ReadWith | undefined {
  if (flag !== undefined) return readWithOf(flag, READ_WITH.flag);
  const fromEnv = env[READ_WITH.env];
  if (fromEnv) return readWithOf(fromEnv, READ_WITH.env);
  return file.readWith;
}

/**
 * Reads a --config file: a JSON object whose keys are ConnectionConfig's (what `serve` prints), and the
 * profile switches. Read once per command: a pipe (`--config <(…)`, /dev/stdin) yields nothing the second time.
 */
export function readConfigFile(file: string): ConfigFile {
  const parsed = readConfigObject(file);
  const only = (keys: readonly string[]) => Object.fromEntries(Object.entries(parsed).filter(([key]) => keys.includes(key)));
  const readWith = parsed[READ_WITH.key] as ReadWith | undefined;
  return { connection: only(KEYS) as Partial<ConnectionConfig>, profile: only(PROFILE_KEY_NAMES) as Partial<Profile>, ...(readWith ? { readWith } : {}) };
}

const TRUE = /^(1|true|yes)$/i;
const FALSE = /^(0|false|no)$/i;

/**
 * An environment switch: on for 1/true/yes, off for 0/false/no, unset when absent or empty. Anything
 * else is exit 2 naming it: `PMC_STRICT=maybe` silently off would let a gate pass that should fail.
 */
export function envSwitch(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return undefined;
  if (TRUE.test(value)) return true;
  if (FALSE.test(value)) return false;
  throw new ToolError(`${name}=${JSON.stringify(env[name])} is not a switch: use 1, true or yes to turn it on, 0, false or no to turn it off`);
}

/** The run's profile: a flag set on the command line wins, then the environment (PMC_STRICT=1), then the config file. */
export function resolveProfile(flags: Partial<Profile>, env: NodeJS.ProcessEnv, file: ConfigFile = NO_FILE): Profile {
  const pick = (key: keyof Profile): boolean => {
    // Checked even when a flag wins: a malformed value in CI's environment is a mistake to name, not to hide.
    const fromEnv = envSwitch(env, PROFILE_KEYS[key].env);
    return flags[key] ?? fromEnv ?? file.profile[key] === true;
  };
  return { strict: pick('strict'), requireDeprecationHeaders: pick('requireDeprecationHeaders') };
}

function fromEnv(env: NodeJS.ProcessEnv): Partial<ConnectionConfig> {
  return Object.fromEntries(KEYS.flatMap((key) => (env[CONNECTION_KEYS[key].env] ? [[key, env[CONNECTION_KEYS[key].env]]] : [])));
}

function checkUrl(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ToolError(`--base-url "${value}" is not a URL (expected e.g. https://staging.example.com/v1)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ToolError(`--base-url must be http or https, got ${url.protocol}`);
}

/**
 * Flags override the environment, the environment overrides the config file. Without a base URL
 * the embedded reference server is certified (undefined is returned).
 */
export function resolveConnection(flags: Partial<ConnectionConfig>, env: NodeJS.ProcessEnv, file?: ConfigFile): ConnectionConfig | undefined;
/** With only some keys required (deprecations needs the token alone): the others may be missing. */
export function resolveConnection(
  flags: Partial<ConnectionConfig>,
  env: NodeJS.ProcessEnv,
  file: ConfigFile | undefined,
  required: readonly Key[],
): (Partial<ConnectionConfig> & Pick<ConnectionConfig, 'baseUrl'>) | undefined;
export function resolveConnection(
  flags: Partial<ConnectionConfig>,
  env: NodeJS.ProcessEnv,
  file: ConfigFile = NO_FILE,
  required: readonly Key[] = REQUIRED_FOR_RUN,
): (Partial<ConnectionConfig> & Pick<ConnectionConfig, 'baseUrl'>) | undefined {
  const merged = {
    ...file.connection,
    ...fromEnv(env),
    ...Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined)),
  } as Partial<ConnectionConfig>;
  if (!merged.baseUrl) return undefined;
  checkUrl(merged.baseUrl);
  const missing = required.filter((key) => !merged[key]);
  if (missing.length > 0) {
    const key = missing[0] as Key;
    throw new ToolError(`missing ${CONNECTION_KEYS[key].flag} (or ${CONNECTION_KEYS[key].env}, or "${key}" in the config file), required with --base-url`);
  }
  return merged as Partial<ConnectionConfig> & Pick<ConnectionConfig, 'baseUrl'>;
}
