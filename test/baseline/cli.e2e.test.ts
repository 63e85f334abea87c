import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StepDrift } from '../../baseline/compare.js';
import type { BaselineFile } from '../../baseline/file.js';
import type { InferredSchema } from '../../baseline/infer-schema.js';
import { BASELINE_STEPS } from '../../baseline/steps.js';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import type { RunReport } from '../../engine/report/model.js';
import { runCli, runCliInProcess, workDir, writeConfig, type CliResult } from '../e2e/cli.js';

const dir = workDir('pmc-baseline-');
const baselineFile = join(dir, 'baseline.json');

/**
 * Runs `pm-conformance baseline …args` against a reference server started with `options`: in-process
 * (what it records, compares and writes), or `spawned`, the bin file as a user runs it.
 */
async function baseline(options: ReferenceOptions, args: readonly string[], spawned = false): Promise<CliResult & { unchanged: boolean }> {
  const server = await startReferenceServer(options);
  try {
    const before = JSON.stringify(server.snapshot());
    const cli = spawned ? runCli : runCliInProcess;
    const result = await cli(['baseline', ...args, '--config', writeConfig(workDir(), server.config)]);
    return { ...result, unchanged: JSON.stringify(server.snapshot()) === before };
  } finally {
    await server.close();
  }
}

async function compare(options: ReferenceOptions, file = baselineFile): Promise<CliResult & { report: RunReport; steps: StepDrift[]; unchanged: boolean }> {
  const reports = join(workDir(), 'reports');
  const result = await baseline(options, ['compare', file, '--report-dir', reports]);
  if (result.code === 2) throw new Error(`baseline compare stopped: ${result.stderr}`);
  const report = JSON.parse(readFileSync(join(reports, 'report.json'), 'utf8')) as RunReport;
  const { steps } = JSON.parse(readFileSync(join(reports, 'drift.json'), 'utf8')) as { steps: StepDrift[] };
  return { ...result, report, steps };
}

function withoutProperty(schema: InferredSchema, name: string): InferredSchema {
  const { [name]: _removed, ...properties } = schema.properties ?? {};
  return { ...schema, properties, required: (schema.required ?? []).filter((key) => key !== name) };
}

const drifts = (steps: readonly StepDrift[]) => steps.flatMap((step) => [...step.answer, ...step.headers].map((drift) => ({ step: step.step, ...drift })));

describe('pm-conformance baseline', () => {
  beforeAll(async () => {
    const recorded = await baseline({}, ['record', '--out', baselineFile], true);
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(recorded.unchanged).toBe(true);
  });

  it('records every step of the fixed set with a status and, for JSON answers, an inferred schema', () => {
    const file = JSON.parse(readFileSync(baselineFile, 'utf8')) as BaselineFile;
    expect(file.entries.map((entry) => entry.step)).toEqual(BASELINE_STEPS.map((step) => step.name));
    expect(file.entries.every((entry) => typeof entry.status === 'number')).toBe(true);
    expect(file.entries.find((entry) => entry.step === 'add-person')?.schema?.properties).toHaveProperty('invitePendingSince', { type: 'integer' });
    expect(readFileSync(baselineFile, 'utf8')).not.toContain('@example.com');
  });

  it('finds no drift on an unchanged server (exit 0) and leaves its data unchanged', async () => {
    const outcome = await compare({});
    expect(outcome.code, outcome.stdout).toBe(0);
    expect(drifts(outcome.steps)).toEqual([]);
    expect(outcome.stdout).toContain('No drift since the baseline.');
    expect(outcome.report.run.kind).toBe('baseline');
    expect(outcome.unchanged).toBe(true);
  });

  it.each([
    ['person-invite-pending-string', 'add-person', 'type-changed', '/invitePendingSince'],
    ['project-missing-response-only', 'read-project', 'field-removed', '/usageStorage'],
  ] as const)('reports breaking drift under the fault %s (exit 1)', async (fault, step, kind, path) => {
    const outcome = await compare({ faults: [fault] });
    expect(outcome.code).toBe(1);
    expect(drifts(outcome.steps)).toContainEqual(expect.objectContaining({ step, kind, path, breaking: true }));
    expect(outcome.report.results.find((result) => result.check === `baseline-${step}`)?.status).toBe('failed');
  });

  it('reports additive drift as a warning (exit 0)', async () => {
    // A baseline recorded before the server added praise: today's answer has one field more.
    const file = JSON.parse(readFileSync(baselineFile, 'utf8')) as BaselineFile;
    const older = {
      ...file,
      entries: file.entries.map((entry) =>
        entry.step === 'add-person' && entry.schema ? { ...entry, schema: withoutProperty(entry.schema, 'praise') } : entry,
      ),
    };
    const olderFile = join(workDir(), 'older.json');
    writeFileSync(olderFile, JSON.stringify(older));
    const outcome = await compare({}, olderFile);
    expect(outcome.code, outcome.stdout).toBe(0);
    expect(drifts(outcome.steps)).toEqual([expect.objectContaining({ step: 'add-person', kind: 'field-added', path: '/praise', breaking: false })]);
    expect(outcome.report.summary).toMatchObject({ failed: 0, warnings: 1 });
  });

  it('reports an expanded reference (string → object) as breaking: a client reading the string breaks', async () => {
    const outcome = await compare({ personality: 'extra-fields' });
    expect(outcome.code).toBe(1);
    expect(drifts(outcome.steps)).toContainEqual(expect.objectContaining({ step: 'read-project', kind: 'type-changed', path: '/client', breaking: true }));
    expect(drifts(outcome.steps)).toContainEqual(expect.objectContaining({ step: 'read-project', kind: 'field-added', path: '/__v', breaking: false }));
  });

  it('reports changed deprecation headers as a warning', async () => {
    const outcome = await compare({ sunset: new Date('2028-06-30T00:00:00Z') });
    expect(outcome.code, outcome.stdout).toBe(0);
    expect(drifts(outcome.steps).filter((drift) => drift.kind === 'header-changed').length).toBe(BASELINE_STEPS.length);
  });

  it('refuses record without --out (exit 2, one line)', async () => {
    const result = await runCli(['baseline', 'record']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe("error: required option '--out <file>' not specified");
  });

  it.each([
    ['record', ['record', '--out', join(dir, 'never.json')]],
    ['compare', ['compare', baselineFile, '--report-dir', join(dir, 'never')]],
  ])('%s against an unreachable server → exit 2 with one line', async (_name, args) => {
    const result = await runCliInProcess([
      'baseline',
      ...args,
      '--base-url',
      'http://127.0.0.1:9/v1',
      '--token',
      't',
      '--project-id',
      'p',
      '--timesheet-id',
      't',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toMatch(/^pm-conformance: cannot reach http:\/\/127\.0\.0\.1:9\/v1/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{"format": "pm-conformance-baseline",', /is not valid JSON/],
    ['not a baseline', JSON.stringify({ log: { entries: [] } }), /is not a pm-conformance baseline/],
  ])('refuses a malformed baseline file (%s) with one line, exit 2', async (_name, content, message) => {
    const file = join(workDir(), 'bad.json');
    writeFileSync(file, content);
    const result = await runCliInProcess(['baseline', 'compare', file, '--report-dir', join(workDir(), 'r')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
