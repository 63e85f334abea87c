import { describe, expect, it } from 'vitest';
import { colorWanted } from '../../cli/color.js';
import { renderText } from '../../reports/render-text.js';
import { buildRunReport } from '../reports/fixture.js';
import { runCli } from '../e2e/cli.js';
import { workDir } from '../support/work-dir.js';

const tty = { isTTY: true };
const pipe = { isTTY: false };

describe('colours on the console', () => {
  it('only on a terminal, never with NO_COLOR, always with FORCE_COLOR (not 0)', () => {
    expect(colorWanted(tty, {})).toBe(true);
    expect(colorWanted(pipe, {})).toBe(false);
    expect(colorWanted(tty, { TERM: 'dumb' })).toBe(false);
    expect(colorWanted(tty, { NO_COLOR: '1' })).toBe(false);
    expect(colorWanted(tty, { NO_COLOR: '1', FORCE_COLOR: '1' })).toBe(false);
    expect(colorWanted(pipe, { FORCE_COLOR: '1' })).toBe(true);
    expect(colorWanted(tty, { FORCE_COLOR: '0' })).toBe(false);
    expect(colorWanted(tty, { NO_COLOR: '' })).toBe(true);
  });

  it('a piped run prints no escape code; FORCE_COLOR colours its tags', async () => {
    const env = { NO_COLOR: '', FORCE_COLOR: undefined } as NodeJS.ProcessEnv;
    // Side by side: two processes, each with its own environment.
    const [plain, forced] = await Promise.all([
      runCli(['run', '--seed', '2', '--num-runs', '2', '--only', 'version-segment', '--report-dir', workDir('pmc-color-plain-')], { env }),
      runCli(['run', '--seed', '2', '--num-runs', '2', '--only', 'version-segment', '--report-dir', workDir('pmc-color-forced-')], {
        env: { ...env, FORCE_COLOR: '1' },
      }),
    ]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).not.toContain('\u001b[');
    expect(forced.stdout).toContain('\u001b[32mPASS\u001b[39m');
  });
});

describe("Pact's verifier output", () => {
  it('carries no escape code when piped, and the same verdict and exit code', async () => {
    const result = await runCli(['pact', 'verify'], { env: { NO_COLOR: '', FORCE_COLOR: undefined }, timeoutMs: 180_000 });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Verifying a pact between pm-conformance-consumer and project-timesheet-api');
    expect(result.stdout).toMatch(/^Pact verification passed: /m);
    expect(result.stdout).not.toContain('\u001b[');
  }, 200_000);
});

describe('headlines of the commands that are not a run', () => {
  it.each(['deprecations', 'baseline', 'traffic', 'diff'] as const)('%s says what it did, not "Conforms (seed 0, …)"', (kind) => {
    const report = buildRunReport(false);
    const text = renderText({ ...report, run: { ...report.run, kind, seed: 0 } });
    const last = text.trimEnd().split('\n').at(-1) ?? '';
    expect(last).not.toMatch(/Conforms|seed 0/);
    expect(last).toMatch(/^(Deprecation probe|Baseline comparison|Recorded traffic judged|Two servers compared): \d+ requirements? failed/);
  });
});

describe('--help', () => {
  it('shows the defaults of --num-runs, --concurrency and --timeout', async () => {
    const help = (await runCli(['run', '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toContain('--num-runs <n> random samples per property (default: 40)');
    expect(help).toContain('--concurrency <n> requests in flight at once, the whole command (default: 4)');
    expect(help).toContain('--timeout <ms> per-request timeout in milliseconds (default: 10000)');
  });
});
