import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { faults } from '../../reference/faults/catalogue.js';
import { runCli, runCliInProcess, workDir } from './cli.js';
import { describeFailures, failures, runAgainstInProcess } from './run-against.js';

const KNOWN = 'project-budget-negative-accepted';
const INTRODUCED = 'person-rate-negative-accepted';
const requirementsOf = (name: string) => (faults.find((fault) => fault.name === name)?.requirements ?? []) as readonly string[];
const checksOf = (name: string) => (faults.find((fault) => fault.name === name)?.checks ?? []) as readonly string[];
/**
 * The gates judge what a run found, whatever it ran: the runs are limited to the checks that catch the
 * two faults, and no-server-error (the stale entry's check: run, reported, matching nothing).
 */
const ONLY = ['--only', [...new Set([...checksOf(KNOWN), ...checksOf(INTRODUCED), 'no-server-error'])].join(',')];
// The runs and the one-line errors are the CLI's main() in this process (runCliInProcess): the same command
// lines, exit statuses, output and reports, without starting Node for each. `accept` stays a spawned
// process, and so do the README's gate commands (test/readme runs docs/gates.md as printed).

/**
 * The gate a team keeps on a living server: write the accept file from one run with a known fault,
 * the next run passes with the failures shown as accepted, and a newly introduced fault fails it.
 */
describe.concurrent('accepted deviations on the reference server with faults', () => {
  it('accept --from one run; the next run exits 0; a new fault exits 1 naming only the new one', async () => {
    const first = await runAgainstInProcess({ faults: [KNOWN] }, ONLY);
    expect(first.code, first.stderr).toBe(1);
    const known = failures(first.report);
    expect(known.length).toBeGreaterThan(0);

    const acceptFile = join(workDir(), 'accepted.yaml');
    const written = await runCli([
      'accept',
      '--from',
      join(first.dir, 'reports', 'report.json'),
      '--out',
      acceptFile,
      '--reason',
      'budget validation fix scheduled',
      '--expires',
      '2999-12-31',
    ]);
    expect(written.code, written.stderr).toBe(0);
    expect(readFileSync(acceptFile, 'utf8')).toContain('reason: budget validation fix scheduled');

    const second = await runAgainstInProcess({ faults: [KNOWN] }, [...ONLY, '--accept', acceptFile]);
    expect(describeFailures(second.report), second.stderr).toBe('');
    expect(second.code, second.stderr).toBe(0);
    const accepted = (second.report?.results ?? []).filter((result) => result.status === 'accepted');
    expect(accepted.map((result) => `${result.check} ${result.operation}`).sort()).toEqual(known.map((result) => `${result.check} ${result.operation}`).sort());
    for (const result of accepted) expect(result.acceptance).toMatchObject({ reason: 'budget validation fix scheduled', expires: '2999-12-31' });
    expect(second.report?.summary).toMatchObject({ failed: 0, accepted: known.length });
    expect(second.report?.acceptance?.entries.map((entry) => entry.state)).toEqual(known.map(() => 'active'));
    expect(second.stdout).toContain('Accepted until 2999-12-31');

    const third = await runAgainstInProcess({ faults: [KNOWN, INTRODUCED] }, [
      ...ONLY,
      '--accept',
      acceptFile,
      '--compare-with',
      join(second.dir, 'reports', 'report.json'),
    ]);
    expect(third.code, third.stderr).toBe(1);
    const introduced = failures(third.report);
    expect(introduced.length).toBeGreaterThan(0);
    for (const result of introduced) expect(requirementsOf(INTRODUCED), describeFailures(third.report)).toContain(result.requirement);
    for (const result of introduced) expect(result.change).toBe('new');
    expect((third.report?.results ?? []).filter((result) => result.status === 'accepted').every((result) => result.change === 'still')).toBe(true);
    const summary = readFileSync(join(third.dir, 'reports', 'summary.md'), 'utf8');
    expect(summary.indexOf('New since the previous run')).toBeGreaterThan(-1);
    expect(summary.indexOf('New since the previous run')).toBeLessThan(summary.indexOf('Accepted deviations'));
  });

  it('an expired entry accepts nothing and the report says so; an entry that matched nothing is stale', async () => {
    const file = join(workDir(), 'accepted.json');
    writeFileSync(
      file,
      JSON.stringify({
        accepted: [
          { check: 'invalid-payloads-rejected', operation: 'PATCH /projects/{projectId}', reason: 'was to be fixed in Q1', expires: '2020-03-31' },
          { check: 'no-server-error', reason: 'nothing crashes any more', expires: '2999-12-31' },
        ],
      }),
    );
    const outcome = await runAgainstInProcess({ faults: [KNOWN] }, [...ONLY, '--accept', file]);
    expect(outcome.code, outcome.stderr).toBe(1);
    expect(outcome.report?.acceptance?.entries.map((entry) => entry.state)).toEqual(['expired', 'stale']);
    expect(outcome.report?.acceptance?.entries[0]?.matched).toBeGreaterThan(0);
    expect(outcome.stdout).toMatch(/Warning: Expired accept entry 1, line \d+ \(2020-03-31\) accepts nothing: invalid-payloads-rejected/);
    expect(outcome.stdout).toMatch(/Warning: Stale accept entry 2, line \d+ matched no failure: no-server-error/);
  });
});

describe('--min-coverage', () => {
  it('fails a run whose requirement coverage is below the threshold, with one clear line', async () => {
    // Two independent runs: side by side.
    const [narrow, full] = await Promise.all([
      runAgainstInProcess({}, ['--only', 'version-segment', '--min-coverage', '50']),
      runAgainstInProcess({}, ['--min-coverage', '90']),
    ]);
    expect(narrow.code).toBe(1);
    expect(narrow.report?.summary.failed).toBe(0);
    expect(narrow.stderr).toMatch(
      /^pm-conformance: gate failed: --min-coverage 50: requirement coverage [\d.]+% \(\d+ of \d+ applicable requirements exercised\) is below 50%$/m,
    );
    // One verdict: the console's last line, summary.md, report.json and the exit status agree, the gate named with its figure.
    const verdict = (narrow.report as unknown as { verdict: { kind: string; headline: string; exitCode: number } }).verdict;
    expect(verdict).toMatchObject({ kind: 'gate-failed', exitCode: 1 });
    expect(verdict.headline).toMatch(/^Gate failed: --min-coverage 50: requirement coverage [\d.]+%.* · no requirement failed/);
    expect(readFileSync(join(narrow.dir, 'reports', 'summary.md'), 'utf8').split('\n')[0]).toContain(verdict.headline);
    expect(narrow.stdout.split('\n').filter(Boolean).at(-2)).toContain(verdict.headline);
    expect(narrow.stdout).not.toMatch(/^Conforms/m);
    expect(full.code, full.stderr).toBe(0);
    expect(full.report?.coverage?.requirements.percent).toBeGreaterThanOrEqual(90);
  });
});

describe.concurrent('malformed gate input is exit 2 with one line', () => {
  it.each([
    [
      'accepted:\n  - check: no-server-error\n    reason: x\n    expires: 2025-02-30\n',
      /accept file .* line 4: accepted\[0\]\.expires must be a date YYYY-MM-DD$/,
    ],
    ['accepted:\n  - check: no-server-error\n    expires: 2025-02-03\n', /accept file .* line 2: accepted\[0\]\.reason is required$/],
    [
      'accepted:\n  - check: no-server-error\n    reason: x\n    expires: 2025-02-03\n    operaton: PATCH\n',
      /line 5: accepted\[0\]\.operaton is not a known field/,
    ],
    ['accepted: [\n  {check: a\n', /accept file .* line \d+: not valid YAML or JSON/],
  ])('%j', async (text, expected) => {
    const dir = workDir();
    writeFileSync(join(dir, 'accept.yaml'), text);
    // An earlier run's verdict in the folder must not survive an exit 2 (an `if: always()` upload would publish it).
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'out', 'summary.md'), '## ✅ pm-conformance: Conforms\n');
    writeFileSync(join(dir, 'out', 'report.json'), '{}');
    writeFileSync(join(dir, 'out', 'notes.txt'), 'the team keeps this');
    const result = await runCliInProcess(['run', '--accept', join(dir, 'accept.yaml'), '--report-dir', join(dir, 'out')]);
    expect(result.code).toBe(2);
    expect(readdirSync(join(dir, 'out'))).toEqual(['notes.txt']);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr.trim()).toMatch(expected);
  });
});

describe.concurrent('bad input to the gate flags and to accept is exit 2 with one line', () => {
  it.each<[string, (dir: string) => string[], RegExp]>([
    [
      'accept without a readable report',
      (dir) => ['accept', '--from', join(dir, 'missing.json')],
      /^pm-conformance: cannot read --from file .*missing\.json: ENOENT$/,
    ],
    [
      'accept from a file that is not a report',
      (dir) => {
        writeFileSync(join(dir, 'r.json'), '{"results": 3}');
        return ['accept', '--from', join(dir, 'r.json')];
      },
      /is not a pm-conformance report\.json/,
    ],
    [
      'accept with an impossible date',
      (dir) => ['accept', '--from', join(dir, 'r.json'), '--expires', '2025-02-30'],
      /--expires must be a date YYYY-MM-DD, got "2025-02-30"/,
    ],
    [
      'accept from the report of another command (deprecations)',
      (dir) => {
        writeFileSync(join(dir, 'd.json'), JSON.stringify({ run: { kind: 'deprecations', startedAt: '2026-01-01T00:00:00Z' }, results: [] }));
        return ['accept', '--from', join(dir, 'd.json')];
      },
      /--from .*d\.json is the report of `pm-conformance deprecations`, not of a run/,
    ],
    [
      '--compare-with the report of another command (traffic)',
      (dir) => {
        writeFileSync(join(dir, 't.json'), JSON.stringify({ run: { kind: 'traffic', startedAt: '2026-01-01T00:00:00Z' }, results: [] }));
        return ['run', '--compare-with', join(dir, 't.json'), '--report-dir', join(dir, 'out')];
      },
      /--compare-with .*t\.json is the report of `pm-conformance traffic`, not of a run/,
    ],
    [
      '--min-coverage over 100',
      (dir) => ['run', '--min-coverage', '101', '--report-dir', join(dir, 'out')],
      /--min-coverage must be a percentage from 0 to 100/,
    ],
    [
      '--compare-with a file that is not a report',
      (dir) => {
        writeFileSync(join(dir, 'p.json'), '[]');
        return ['run', '--compare-with', join(dir, 'p.json'), '--report-dir', join(dir, 'out')];
      },
      /--compare-with .*p\.json is not a pm-conformance report\.json/,
    ],
  ])('%s', async (_name, args, expected) => {
    const result = await runCliInProcess(args(workDir()));
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr.trim()).toMatch(expected);
  });
});
