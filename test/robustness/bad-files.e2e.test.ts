import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, runCliInProcess, workDir, type CliResult } from '../e2e/cli.js';

/**
 * Bad input to the commands that read files (issue 25): empty, truncated, binary and wrong-format
 * files, output paths that cannot be made, gate switches and accept entries that would silently do
 * nothing. Each is one line on stderr, exit 2, never a stack trace, never a hang (runCli's bound).
 * What a command makes of a file is the same in-process (runCliInProcess: no Node start-up per call, ~40
 * of them here); the output paths that cannot be made stay spawned, since the bug they guard against was
 * a loop in Node's mkdir that an in-process call could not bound.
 */
const dir = workDir('pmc-bad-files-');
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

function expectOneLine(result: CliResult, message: RegExp): void {
  expect(result.code, result.stderr).toBe(2);
  expect(result.stderr.trim().split('\n'), result.stderr).toHaveLength(1);
  expect(result.stderr.trim()).toMatch(message);
  expect(result.stderr).not.toMatch(/\n\s+at |Node\.js v/);
}

const logLines = Array.from({ length: 3000 }, (_, index) => `10.0.0.1 - - [01/Feb/2026:00:00:01 +0000] "PATCH /v1/projects/p${index} HTTP/1.1" 200 12`).join(
  '\n',
);
const gzippedLog = gzipSync(logLines);

describe.concurrent('traffic: files with no traffic in them', () => {
  it.each([
    ['an empty .txt', () => file('empty.txt', ''), /empty\.txt: empty, no traffic to read$/],
    ['an empty .har', () => file('empty.har', ''), /empty\.har: empty, no traffic to read$/],
    ['an empty .gz (gzip of nothing)', () => file('empty.gz', gzipSync('')), /empty\.gz: empty, no traffic to read$/],
    ['a file of blank lines', () => file('blank.log', '\n  \n\n'), /blank\.log: empty, no traffic to read$/],
    ['a .gz cut in its first line', () => file('cut-early.gz', gzippedLog.subarray(0, 100)), /cut-early\.gz: cannot read \(unexpected end of file\)$/],
    ['a .gz cut in its header', () => file('cut-header.gz', gzippedLog.subarray(0, 20)), /cut-header\.gz: cannot read \(unexpected end of file\)$/],
    ['a HAR that is {"a":1}', () => file('a.har', '{"a":1}\n'), /a\.har: no request could be read \(1 malformed line; line 1: /],
    [
      'a JSON document without log.entries',
      () => file('no-entries.har', '{\n  "log": {\n    "version": "1.2"\n  }\n}\n'),
      /no request could be read .*no log\.entries/,
    ],
    [
      'a HAR cut before its first entry',
      () => file('cut.har', '{"log":{"version":"1.2","entries":[{"request":{"method":"PATCH","url":"http'),
      /cut\.har: no request could be read \(1 malformed entry; entry 1: the HAR document breaks off here/,
    ],
    ['a HAR whose entries is not an array', () => file('object.har', '{"log":{"entries":{}}}'), /object\.har: no request could be read \(1 malformed entry/],
    [
      'binary data',
      () => file('noise.bin', Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 37) % 256))),
      /noise\.bin: unknown format \(binary data/,
    ],
  ])('%s: one line, exit 2, no report', async (_name, make, message) => {
    const reportDir = join(workDir('pmc-bad-traffic-'), 'reports');
    const result = await runCliInProcess(['traffic', make(), '--report-dir', reportDir], { timeoutMs: 30_000 });
    expectOneLine(result, message);
    expect(existsSync(join(reportDir, 'report.json'))).toBe(false);
  });

  it('a .gz cut after many lines counts what it read, and the cut as one malformed line (as a HAR that breaks off)', async () => {
    const reportDir = join(workDir('pmc-cut-traffic-'), 'reports');
    const result = await runCliInProcess(['traffic', file('cut-late.gz', gzippedLog.subarray(0, gzippedLog.length - 200)), '--report-dir', reportDir], {
      timeoutMs: 30_000,
    });
    expect(result.code, result.stderr).toBe(0);
    const usage = JSON.parse(readFileSync(join(reportDir, 'usage.json'), 'utf8')) as { files: { records: number; malformed: number }[] };
    expect(usage.files[0]?.records).toBeGreaterThan(100);
    expect(usage.files[0]?.malformed).toBeGreaterThanOrEqual(1);
  });

  it('a HAR with an empty entries array is a HAR of no traffic, not an error', async () => {
    const result = await runCliInProcess(['traffic', file('none.har', '{"log":{"version":"1.2","entries":[]}}'), '--report-dir', join(workDir(), 'reports')], {
      timeoutMs: 30_000,
    });
    expect(result.code, result.stderr).toBe(0);
  });
});

/** Where Node's recursive mkdir used to loop at 100 % CPU: /proc refuses children with ENOENT. */
const UNMAKEABLE = '/proc/pmc-no-such-dir';

describe.runIf(existsSync('/proc/self')).concurrent('an output path that cannot be made: one line, exit 2, at once', () => {
  let report = '';
  beforeAll(async () => {
    // A real report.json of a run for accept --from (a report of another command is refused): one check, embedded server.
    const reportDir = join(workDir('pmc-accept-from-'), 'reports');
    const result = await runCliInProcess(['run', '--only', 'transport', '--report-dir', reportDir], { timeoutMs: 30_000 });
    expect(result.code, result.stderr).toBe(0);
    report = join(reportDir, 'report.json');
  });
  const log = () => file('one.log', logLines);

  it.each([
    [
      'run --report-dir',
      () => ['run', '--report-dir', UNMAKEABLE, '--only', 'transport'],
      /--report-dir \/proc\/pmc-no-such-dir is not a writable directory \(ENOENT\)$/,
    ],
    ['run --report-dir (two levels)', () => ['run', '--report-dir', `${UNMAKEABLE}/a`, '--only', 'transport'], /is not a writable directory \(ENOENT\)$/],
    ['traffic --report-dir', () => ['traffic', log(), '--report-dir', UNMAKEABLE], /--report-dir \/proc\/pmc-no-such-dir is not a writable directory/],
    [
      'accept --out',
      () => ['accept', '--from', report, '--out', `${UNMAKEABLE}/accepted.yaml`],
      /--out \/proc\/pmc-no-such-dir\/accepted\.yaml cannot be written/,
    ],
    [
      'pact check --report-dir',
      () => ['pact', 'check', join(ROOT, 'pacts', 'pm-conformance-consumer-project-timesheet-api.json'), '--report-dir', UNMAKEABLE],
      /is not a writable directory/,
    ],
    ['deprecations --report-dir', () => ['deprecations', '--report-dir', UNMAKEABLE], /is not a writable directory/],
    ['baseline record --out', () => ['baseline', 'record', '--out', `${UNMAKEABLE}/baseline.json`], /--out \S+ cannot be written/],
  ])('%s', async (_name, args, message) => {
    expectOneLine(await runCli(args(), { timeoutMs: 30_000 }), message);
  });
});

describe.concurrent('gate inputs that would silently do nothing', () => {
  it.each(['maybe', 'on', '2'])('PMC_STRICT=%s is exit 2 naming it', async (value) => {
    const result = await runCliInProcess(['run', '--only', 'transport', '--report-dir', join(workDir(), 'reports')], {
      env: { PMC_STRICT: value },
      timeoutMs: 30_000,
    });
    expectOneLine(result, new RegExp(`^pm-conformance: PMC_STRICT="${value}" is not a switch: use 1, true or yes .* 0, false or no`));
  });

  it('PMC_REQUIRE_DEPRECATION_HEADERS=sure is exit 2 naming it', async () => {
    const result = await runCliInProcess(['run', '--only', 'transport', '--report-dir', join(workDir(), 'reports')], {
      env: { PMC_REQUIRE_DEPRECATION_HEADERS: 'sure' },
      timeoutMs: 30_000,
    });
    expectOneLine(result, /^pm-conformance: PMC_REQUIRE_DEPRECATION_HEADERS="sure" is not a switch/);
  });

  it.each([
    [
      'a check id the suite does not have',
      'accepted:\n  - check: no-server-eror\n    reason: typo\n    expires: 2999-12-31\n',
      /line 2: accepted\[0\]\.check "no-server-eror" is not a check of the suite \(see pm-conformance run --list\)$/,
    ],
    [
      'a requirement id the catalogue does not have',
      'accepted:\n  - check: no-server-error\n    requirement: SERVER.NO_500\n    reason: typo\n    expires: 2999-12-31\n',
      /line 3: accepted\[0\]\.requirement "SERVER\.NO_500" is not a requirement of the catalogue/,
    ],
  ])('an accept entry naming %s is exit 2, as --only bogus is', async (_name, content, message) => {
    const accept = file(`accept-${content.length}.yaml`, content);
    for (const command of [
      ['run', '--only', 'transport'],
      ['merge-reports', dir],
    ]) {
      const result = await runCliInProcess([...command, '--accept', accept, '--report-dir', join(workDir(), 'reports')], { timeoutMs: 30_000 });
      expectOneLine(result, message);
    }
  });

  it('accept --expires with a past date is refused, and nothing is written', async () => {
    const reportDir = join(workDir('pmc-accept-past-'), 'reports');
    expect((await runCliInProcess(['run', '--only', 'transport', '--report-dir', reportDir], { timeoutMs: 30_000 })).code).toBe(0);
    const out = join(dir, 'past.yaml');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const result = await runCliInProcess(['accept', '--from', join(reportDir, 'report.json'), '--out', out, '--expires', yesterday], { timeoutMs: 30_000 });
    expectOneLine(result, new RegExp(`--expires ${yesterday} is already past: the entries would accept nothing`));
    expect(existsSync(out)).toBe(false);
    const today = new Date().toISOString().slice(0, 10);
    const todayResult = await runCliInProcess(['accept', '--from', join(reportDir, 'report.json'), '--out', out, '--expires', today], { timeoutMs: 30_000 });
    expect(todayResult.code, todayResult.stderr).toBe(0);
  });
});

/** The four kinds of bad file, each as every command that reads such a file gets it. */
const BAD_FILES = {
  empty: { content: '', message: /is empty, not (JSON|YAML or JSON)$/ },
  truncated: { content: '{"run": {"kind": "run", "seed": 1', message: /(is not valid JSON|not valid YAML or JSON): / },
  // A terminal escape and a line break among the bytes: never echoed to the terminal.
  binary: {
    content: Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0x0a, 0xff, 0xfe, 0x00, 0x01]),
    message: /is binary data, not (JSON|YAML or JSON)$/,
  },
  'wrong-format': { content: '[1, 2, 3]\n', message: /(is not a pact|is not a pm-conformance|must be object|not a shard|no run or tool)/ },
} as const;

describe.concurrent('every command that reads a file: empty, truncated, binary and wrong-format files', () => {
  const pactCheck = (path: string) => ['pact', 'check', path, '--report-dir', join(workDir(), 'reports')];
  const baselineCompare = (path: string) => ['baseline', 'compare', path, '--report-dir', join(workDir(), 'reports')];
  const runAccept = (path: string) => ['run', '--only', 'transport', '--accept', path, '--report-dir', join(workDir(), 'reports')];
  const runCompareWith = (path: string) => ['run', '--only', 'transport', '--compare-with', path, '--report-dir', join(workDir(), 'reports')];
  const mergeReports = (path: string) => {
    const shardDir = workDir('pmc-bad-shard-');
    writeFileSync(join(shardDir, 'report.json'), readFileSync(path));
    return ['merge-reports', shardDir, '--report-dir', join(workDir(), 'reports')];
  };
  const commands = {
    'pact check': pactCheck,
    'baseline compare': baselineCompare,
    'run --accept': runAccept,
    'run --compare-with': runCompareWith,
    'merge-reports': mergeReports,
  };

  it.each(Object.keys(BAD_FILES) as (keyof typeof BAD_FILES)[])('a file that is %s: one line, exit 2, no control character echoed', async (kind) => {
    const { content, message } = BAD_FILES[kind];
    const path = file(`bad-${kind}.json`, content);
    for (const [name, args] of Object.entries(commands)) {
      const result = await runCliInProcess(args(path), { timeoutMs: 30_000 });
      expect(result.code, `${name}: ${result.stderr}`).toBe(2);
      expect(result.stderr.trim().split('\n'), name).toHaveLength(1);
      expect(result.stderr.trim(), name).toMatch(message);
      expect(result.stderr, name).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]|\n\s+at /);
    }
  });
});
