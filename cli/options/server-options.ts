import { InvalidArgumentError, Option, type Command } from 'commander';
import type { ClientBounds } from '../../engine/http/client-bounds.js';
import { DEFAULTS } from '../../engine/settings.js';
import { addConnectionOptions } from './connection.js';
import { integer } from './parsers.js';
import { TOKEN_ROLES, commandEnv, commandFlag, refresherOf, tokenCommands, tokensFromCommands } from './token-command.js';

/** What the shared options hold once parsed (commander's camelCase keys). */
export interface ServerFlags {
  concurrency?: number;
  rate?: number;
  timeout?: number;
  userAgent?: string;
}

const roleWords = (role: (typeof TOKEN_ROLES)[number]) =>
  role === 'token' ? 'the admin' : `the ${role.replace(/Token$/, '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The options of every command that talks to a server (run, deprecations, diff, baseline, pact
 * verify), from this one definition: the connection, a token command per role, and the bounds
 * (--concurrency, --rate, --timeout) and --user-agent of its client.
 */
export function addServerOptions(command: Command): Command {
  addConnectionOptions(command);
  for (const role of TOKEN_ROLES)
    command.option(
      `${commandFlag(role)} <cmd>`,
      `a command that prints ${roleWords(role)} token (run at the start and once more after a 401; env ${commandEnv(role)})`,
    );
  return command
    .option('--concurrency <n>', `requests in flight at once, the whole command (default: ${DEFAULTS.concurrency})`, integer('--concurrency', 1))
    .option('--rate <n>', 'at most n requests per second', integer('--rate', 1))
    .option('--timeout <ms>', `per-request timeout in milliseconds (default: ${DEFAULTS.timeoutMs})`, integer('--timeout', 1))
    .addOption(
      new Option(
        '--user-agent <text>',
        'User-Agent header of every request, so a server operator can tell the suite apart (default: pm-conformance/<version>)',
      ).argParser(userAgent),
    );
}

/** A header value: visible ASCII and spaces only, not empty (anything else would be refused by the HTTP client mid-run). */
function userAgent(value: string): string {
  if (!/^[\x20-\x7e]+$/.test(value) || value.trim() === '')
    throw new InvalidArgumentError(`--user-agent must be printable ASCII text, got ${JSON.stringify(value)}`);
  return value;
}

export interface ServerSettings {
  /** The command's flags with the tokens the token commands printed (they override env and --config). */
  readonly options: Record<string, unknown>;
  /** The client's bounds, User-Agent and token refresh. */
  readonly bounds: ClientBounds;
}

/** Runs the token commands (each role's, once now) and reads the bounds: what every server command starts with. */
export async function serverSettingsFrom(flags: object): Promise<ServerSettings> {
  const options = flags as Record<string, unknown> & ServerFlags;
  const commands = tokenCommands(options);
  const tokens = await tokensFromCommands(commands);
  const refreshToken = refresherOf(commands);
  return {
    options: { ...options, ...tokens },
    bounds: {
      ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
      ...(options.rate === undefined ? {} : { rate: options.rate }),
      ...(options.timeout === undefined ? {} : { timeoutMs: options.timeout }),
      ...(options.userAgent === undefined ? {} : { userAgent: options.userAgent }),
      ...(refreshToken ? { refreshToken } : {}),
    },
  };
}
