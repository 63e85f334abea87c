import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConnectionConfig } from '../../engine/connection.js';
import { workDir } from '../e2e/cli.js';
import { runThrough } from './run-through.js';

const dir = workDir('pmc-bad-input-');
const aFile = join(dir, 'a-file');
writeFileSync(aFile, 'not a directory');
const aDir = join(dir, 'a-dir');
mkdirSync(aDir);
const har = join(dir, 'har', 'traffic.har');

const without =
  (key: keyof ConnectionConfig) =>
  (config: ConnectionConfig): ConnectionConfig => {
    const { [key]: _dropped, ...rest } = config;
    return rest as ConnectionConfig;
  };

type Case = [string, string[], RegExp, ((config: ConnectionConfig) => ConnectionConfig)?];

/**
 * Our own bad input, given with a live server at hand: one line, exit 2, and the server never hears of
 * it. (test/e2e/bad-input.e2e.test.ts covers flags, config files and URLs; these are about fixtures, checks
 * and where the run writes, some found after the report directory exists.)
 */
const cases: Case[] = [
  [
    'a missing fixture',
    [],
    /^pm-conformance: missing --timesheet-id \(or PMC_TIMESHEET_ID, or "timesheetId" in the config file\), required with --base-url$/,
    without('timesheetId'),
  ],
  [
    'a fixture the chosen check needs',
    ['--only', 'observer-changes-nothing'],
    /^pm-conformance: check observer-changes-nothing needs --observer-token \(or PMC_OBSERVER_TOKEN\)$/,
    without('observerToken'),
  ],
  ['an unknown check', ['--only', 'transport,no-such-check'], /^pm-conformance: unknown check "no-such-check" \(see pm-conformance run --list\)$/],
  ['a report dir that is a file', ['--report-dir', aFile], /^pm-conformance: --report-dir \S+ is not a writable directory \(EEXIST\)$/],
  ['a report dir below a file', ['--report-dir', join(aFile, 'reports')], /^pm-conformance: --report-dir \S+ is not a writable directory \(ENOTDIR\)$/],
  ['a --record file that is a directory', ['--record', aDir], /^pm-conformance: --record \S+ is a directory, not a file$/],
  [
    'a --record file below a file',
    ['--record', join(aFile, 'traffic.har')],
    /^pm-conformance: --record \S+\/a-file\/traffic\.har cannot be written: its folder \S+\/a-file is not a writable directory \(EEXIST\)$/,
  ],
];

function filesUnder(path: string): string[] {
  if (!existsSync(path) || !statSync(path).isDirectory()) return [];
  return readdirSync(path).flatMap((name) => (statSync(join(path, name)).isDirectory() ? filesUnder(join(path, name)) : [join(path, name)]));
}

describe.concurrent('bad input of our own', () => {
  it.each(cases)('%s: one line, exit 2, no request sent, nothing written', async (_name, args, message, config) => {
    const outcome = await runThrough([], [...args, ...(args.includes('--record') ? [] : ['--record', har])], config ? { config } : {});

    expect(outcome.code, outcome.stderr).toBe(2);
    expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
    expect(outcome.stderr.trim()).toMatch(message);
    expect(outcome.stderr).not.toMatch(/\n\s+at /);
    expect(outcome.stdout).toBe('');
    // Checked before the first request: staging is never touched by a run that cannot finish.
    expect(outcome.log).toEqual([]);
    expect(filesUnder(join(outcome.dir, 'reports'))).toEqual([]);
    expect(existsSync(har)).toBe(false);
  });
});
