import { CONNECTION_KEYS, type ConnectionConfig } from './connection.js';

/**
 * Commands the reports print for a person to paste: one line that runs as printed in bash (and any
 * POSIX shell), tokens as "$PMC_…" variables that are never expanded into the report, fixture ids and
 * URLs as quoted flags. `npx` runs the local install (or fetches the published package).
 */

/** A word the shell reads back as itself: bare when it has no special character, else single-quoted. */
export const shellWord = (text: string) => (/^[A-Za-z0-9_@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/** How the tool is invoked in a printed command: works after `npm install pm-conformance` and without it. */
export const CLI = 'npx pm-conformance';

export interface ConnectionWording {
  /** "--base-url" → e.g. "--candidate-base-url" (diff's second server). */
  readonly flag?: (flag: string) => string;
  /** "PMC_TOKEN" → e.g. "PMC_CANDIDATE_TOKEN". */
  readonly env?: (env: string) => string;
}

/** The connection as flags: URL and fixture ids literally, each token as its environment variable. */
export function connectionArgs(connection: Partial<ConnectionConfig>, wording: ConnectionWording = {}): string[] {
  const flag = wording.flag ?? ((text: string) => text);
  const env = wording.env ?? ((text: string) => text);
  return (Object.keys(CONNECTION_KEYS) as (keyof ConnectionConfig)[]).flatMap((key) => {
    const value = connection[key];
    if (value === undefined || value === '') return [];
    const spec = CONNECTION_KEYS[key];
    return [`${flag(spec.flag)} ${spec.secret ? `"$${env(spec.env)}"` : shellWord(value)}`];
  });
}

/** "npx pm-conformance <words…>" on one line. */
export const cliCommand = (...words: readonly string[]) => [CLI, ...words].join(' ');
