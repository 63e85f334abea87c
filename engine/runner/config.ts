import { CONNECTION_KEYS, type ConnectionConfig } from '../connection.js';
import { readJsonFile } from '../read-json-file.js';
import { ToolError } from '../tool-error.js';

type Key = keyof ConnectionConfig;
const KEYS = Object.keys(CONNECTION_KEYS) as Key[];
const REQUIRED: readonly Key[] = ['token', 'projectId', 'timesheetId'];

/** Reads a --config file: a JSON object whose keys are ConnectionConfig's (what `serve` prints). */
export function readConfigFile(file: string): Partial<ConnectionConfig> {
  const parsed = readJsonFile(file, 'config file');
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ToolError(`config file ${file} must hold a JSON object`);
  for (const [key, value] of Object.entries(parsed)) {
    if (!KEYS.includes(key as Key)) throw new ToolError(`config file ${file}: unknown key "${key}" (known: ${KEYS.join(', ')})`);
    if (typeof value !== 'string') throw new ToolError(`config file ${file}: "${key}" must be a string`);
  }
  return parsed as Partial<ConnectionConfig>;
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
export function resolveConnection(flags: Partial<ConnectionConfig>, env: NodeJS.ProcessEnv, configFile?: string): ConnectionConfig | undefined {
  const merged = { ...(configFile ? readConfigFile(configFile) : {}), ...fromEnv(env), ...Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined)) } as Partial<ConnectionConfig>;
  if (!merged.baseUrl) return undefined;
  checkUrl(merged.baseUrl);
  const missing = REQUIRED.filter((key) => !merged[key]);
  if (missing.length > 0) {
    const key = missing[0] as Key;
    throw new ToolError(`missing ${CONNECTION_KEYS[key].flag} (or ${CONNECTION_KEYS[key].env}, or "${key}" in the config file), required with --base-url`);
  }
  return merged as ConnectionConfig;
}
