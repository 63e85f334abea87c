import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runCliInProcess, workDir } from './cli.js';

const dir = workDir();
const malformed = join(dir, 'malformed.json');
writeFileSync(malformed, '{ "baseUrl": ');
const unknownKey = join(dir, 'unknown-key.json');
writeFileSync(unknownKey, JSON.stringify({ baseUrl: 'http://127.0.0.1:9/v1', tokn: 'x' }));

/**
 * Bad input to the tool itself: one clear line on stderr, exit 2, no stack trace, no report. The CLI's
 * main() in this process (what it prints and returns), side by side; the first case is the bin file,
 * spawned, so that what the real process prints is seen too.
 */
describe.concurrent('bad input to pm-conformance', () => {
  it.each([
    ['unknown flag', ['run', '--bogus'], /unknown option/],
    ['malformed config file', ['run', '--config', malformed], /not valid JSON/],
    ['unknown config key', ['run', '--config', unknownKey], /unknown key "tokn"/],
    ['missing config file', ['run', '--config', join(dir, 'nope.json')], /cannot read config file/],
    ['invalid URL', ['run', '--base-url', 'not a url', '--token', 't', '--project-id', 'p', '--timesheet-id', 't'], /not a URL/],
    ['non-numeric seed', ['run', '--seed', 'abc'], /--seed must be an integer/],
    ['missing token', ['run', '--base-url', 'http://127.0.0.1:9/v1', '--project-id', 'p', '--timesheet-id', 't'], /missing --token/],
    ['unknown check', ['run', '--only', 'no-such-check'], /unknown check "no-such-check"/],
    [
      'check without its input',
      ['run', '--base-url', 'http://127.0.0.1:9/v1', '--token', 't', '--project-id', 'p', '--timesheet-id', 't', '--only', 'observer-changes-nothing'],
      /needs --observer-token/,
    ],
    [
      'unreachable server',
      ['run', '--base-url', 'http://127.0.0.1:9/v1', '--token', 't', '--project-id', 'p', '--timesheet-id', 't', '--report-dir', join(dir, 'unreachable')],
      /cannot reach http:\/\/127\.0\.0\.1:9\/v1/,
    ],
    ['bad shard', ['run', '--shard', '3/2'], /--shard must be i\/n/],
  ])('%s → exit 2 with one line', async (name, args, message) => {
    const result = name === 'unknown flag' ? await runCli(args) : await runCliInProcess(args);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
