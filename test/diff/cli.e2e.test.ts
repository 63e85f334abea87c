import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StepDifference } from '../../diff/compare.js';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import type { RunReport } from '../../engine/report/model.js';
import { runCli, runCliInProcess, workDir, writeConfig } from '../e2e/cli.js';

interface DiffFile {
  steps: StepDifference[];
  effects: { base: string[]; candidate: string[] };
}

/** `pm-conformance diff` with the embedded reference server as base and a reference server started with `options` as candidate. */
async function diff(options: ReferenceOptions) {
  const candidate = await startReferenceServer(options);
  const dir = workDir('pmc-diff-');
  try {
    const before = JSON.stringify(candidate.snapshot());
    // In-process: what diff finds and writes (the bad-input tests below run the bin file).
    const result = await runCliInProcess(['diff', '--candidate-config', writeConfig(dir, candidate.config), '--report-dir', join(dir, 'reports')]);
    if (result.code === 2) throw new Error(`diff stopped: ${result.stderr}`);
    const report = JSON.parse(readFileSync(join(dir, 'reports', 'report.json'), 'utf8')) as RunReport;
    const file = JSON.parse(readFileSync(join(dir, 'reports', 'diff.json'), 'utf8')) as DiffFile;
    const differences = file.steps.flatMap((step) =>
      [...step.answer, ...step.headers].map((difference) => ({ step: step.step, kind: difference.kind, path: difference.path, breaking: difference.breaking })),
    );
    return { ...result, report, file, differences, unchanged: JSON.stringify(candidate.snapshot()) === before };
  } finally {
    await candidate.close();
  }
}

describe('pm-conformance diff', () => {
  it('reports no difference between the reference server and itself, and leaves the candidate as it found it', async () => {
    const outcome = await diff({});
    expect(outcome.code, outcome.stdout).toBe(0);
    expect(outcome.differences).toEqual([]);
    expect(outcome.file.effects).toEqual({ base: [], candidate: [] });
    expect(outcome.report.summary).toMatchObject({ failed: 0, warnings: 0 });
    expect(outcome.stdout).toContain('No difference between the two servers.');
    expect(outcome.unchanged).toBe(true);
  });

  it('shows the latency change per operation against the base server, in report.json and on the console', async () => {
    const outcome = await diff({});
    const operations = (outcome.report.latencyChange?.operations ?? []).map((change) => change.operation).sort();
    expect(operations).toEqual(Object.keys(outcome.report.traffic.latencyByOperation ?? {}).sort());
    expect(operations).toContain('PATCH /projects/{projectId}');
    expect(outcome.report.latencyChange?.against).toMatch(/^the base server /);
    expect(outcome.stdout).toContain('Latency change against the base server');
  });

  it('reports the differences of a server with faults as breaking (exit 1): a 201 instead of 200, a response-only field gone', async () => {
    const outcome = await diff({ faults: ['success-201-on-add', 'project-missing-response-only'] });
    expect(outcome.code).toBe(1);
    expect(outcome.differences).toEqual(
      expect.arrayContaining([
        { step: 'add-person', kind: 'status-changed', path: '', breaking: true },
        { step: 'read-project', kind: 'field-removed', path: '/usageStorage', breaking: true },
      ]),
    );
    expect(outcome.differences.every((difference) => difference.breaking)).toBe(true);
    expect(
      outcome.report.results
        .filter((result) => result.status === 'failed')
        .map((result) => result.check)
        .sort(),
    ).toEqual(['diff-add-person', 'diff-read-project']);
    expect(outcome.unchanged).toBe(true);
  });

  it('reports a change in the fields of the error body as breaking: code a number instead of a string', async () => {
    const outcome = await diff({ faults: ['error-body-code-number'] });
    expect(outcome.code).toBe(1);
    const changed = outcome.differences.filter((difference) => difference.kind === 'type-changed');
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((difference) => difference.path === '/code' && difference.breaking)).toBe(true);
  });

  it('reports a conforming server that refuses with 404 where the reference says 400 as a non-breaking difference (exit 0)', async () => {
    const outcome = await diff({ personality: 'status-404' });
    expect(outcome.code, outcome.stdout).toBe(0);
    const changed = outcome.differences.filter((difference) => difference.kind === 'status-changed');
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((difference) => !difference.breaking)).toBe(true);
  });

  it('reports the deprecation headers a candidate dropped as non-breaking', async () => {
    const outcome = await diff({ personality: 'no-deprecation-headers' });
    expect(outcome.code, outcome.stdout).toBe(0);
    expect(outcome.differences.length).toBeGreaterThan(0);
    expect(outcome.differences.every((difference) => difference.kind === 'header-changed' && !difference.breaking)).toBe(true);
  });

  it.each([
    ['no candidate', [], /diff needs a candidate server/],
    ['a candidate URL without its token', ['--candidate-base-url', 'http://127.0.0.1:9/v1'], /candidate server: missing --candidate-token/],
  ])('%s: exit 2 with one line', async (_label, args, message) => {
    const result = await runCli(['diff', ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
