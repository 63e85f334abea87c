import { execFile } from 'node:child_process';
import { CONNECTION_KEYS, TOKEN_ROLES } from '../../engine/connection.js';
import type { TokenRole } from '../../engine/http/client.js';
import { ToolError } from '../../engine/tool-error.js';

/**
 * --token-command CMD (and one per role, or PMC_TOKEN_COMMAND…): a command that prints a bearer token,
 * for OAuth/OIDC or vault-backed staging credentials that expire. Run with `sh -c` at the start, and
 * once more by the client after a 401 to that role's token mid-run. What it prints is a secret: never
 * echoed, logged or put in an error message (its stderr's first line is, for the reason of a failure).
 */
export { TOKEN_ROLES };

export const commandFlag = (role: TokenRole) => `${CONNECTION_KEYS[role].flag}-command`;
export const commandEnv = (role: TokenRole) => `${CONNECTION_KEYS[role].env}_COMMAND`;
const optionKey = (role: TokenRole) => `${role}Command`;

const TIMEOUT_MS = 60_000;

/** Runs one token command: its stdout, trimmed, is the token. A failure is one line (exit 2), without the output. */
export function runTokenCommand(command: string, label: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('/bin/sh', ['-c', command], { timeout: TIMEOUT_MS, maxBuffer: 1 << 20, encoding: 'utf8' }, (error, stdout, stderr) => {
      const reason = stderr.trim().split('\n')[0] ?? '';
      if (error)
        return reject(
          new ToolError(
            `${label} failed (${error.killed ? `no token within ${TIMEOUT_MS / 1000} s` : `exit ${String(error.code)}`})${reason ? `: ${reason}` : ''}`,
          ),
        );
      const token = stdout.trim();
      if (!token || /\s/.test(token))
        return reject(new ToolError(`${label} printed ${token ? 'more than one word' : 'nothing'}: it must print the token alone`));
      return resolve(token);
    });
  });
}

/** The token command of each role that has one (flag over environment). */
export function tokenCommands(options: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): Partial<Record<TokenRole, string>> {
  const commands: Partial<Record<TokenRole, string>> = {};
  for (const role of TOKEN_ROLES) {
    const command = (options[optionKey(role)] as string | undefined) ?? env[commandEnv(role)];
    if (!command) continue;
    if (options[role] !== undefined) throw new ToolError(`give ${CONNECTION_KEYS[role].flag} or ${commandFlag(role)}, not both`);
    commands[role] = command;
  }
  return commands;
}

/** The tokens the commands print now, as flags (they override the environment and --config). */
export async function tokensFromCommands(commands: Partial<Record<TokenRole, string>>): Promise<Partial<Record<TokenRole, string>>> {
  const entries = await Promise.all(
    (Object.entries(commands) as [TokenRole, string][]).map(async ([role, command]) => [role, await runTokenCommand(command, commandFlag(role))] as const),
  );
  return Object.fromEntries(entries);
}

/** For the client: a role's command run again after a 401 (once per role; a failure keeps the old token). */
export function refresherOf(commands: Partial<Record<TokenRole, string>>): ((role: TokenRole) => Promise<string | undefined>) | undefined {
  if (Object.keys(commands).length === 0) return undefined;
  return async (role) => {
    const command = commands[role];
    return command === undefined ? undefined : runTokenCommand(command, commandFlag(role)).catch(() => undefined);
  };
}
