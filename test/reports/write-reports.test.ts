import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportVerdict } from '../../reports/common/outcome.js';
import { prepareReport } from '../../reports/common/prepare.js';
import { capMarkdown } from '../../reports/formats/step-summary.js';
import { renderSummaryMarkdown } from '../../reports/formats/summary-md.js';
import type { RunReport } from '../../engine/report/model.js';
import { ReportsIncomplete, writeReports } from '../../reports/write-reports.js';
import { buildRunReport } from './fixture.js';
import { useTempDir } from './helpers.js';

const FILES = ['ctrf.json', 'junit.xml', 'report.html', 'report.json', 'summary.md'];
const tempDir = useTempDir();

const readAll = async (dir: string) =>
  Object.fromEntries(await Promise.all(FILES.map(async (name) => [name, await readFile(join(dir, name), 'utf8')] as const)));

describe('writeReports', () => {
  it('writes every format it can when one cannot be written, then names the one missing', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'report.html')); // a directory where the file should go: the rename fails
    const error = await writeReports(buildRunReport(), dir).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ReportsIncomplete);
    expect((error as ReportsIncomplete).message).toMatch(/^report\.html could not be written: .*\(written: .*report\.json.*\)$/);
    for (const name of FILES.filter((file) => file !== 'report.html')) expect((await readFile(join(dir, name), 'utf8')).length, name).toBeGreaterThan(10);
  });

  it('marks an incomplete run in every format', async () => {
    const dir = await tempDir();
    const report = buildRunReport();
    await writeReports({ ...report, run: { ...report.run, incomplete: 'the suite stopped: boom' } }, dir);
    const files = await readAll(dir);
    expect(files['summary.md']).toContain('Incomplete run');
    expect(files['report.html']).toContain('the suite stopped: boom');
    expect(files['junit.xml']).toMatch(/<property name="incomplete" value="the suite stopped: boom"\/>/);
    expect(
      (JSON.parse(files['ctrf.json'] ?? '{}') as { results: { environment: { extra: { incomplete?: string } } } }).results.environment.extra.incomplete,
    ).toBe('the suite stopped: boom');
    expect((JSON.parse(files['report.json'] ?? '{}') as RunReport).run.incomplete).toBe('the suite stopped: boom');
  });

  it('creates the directory and writes the five formats, leaving no temporary file', async () => {
    const dir = join(await tempDir(), 'nested', 'out');
    const written = await writeReports(buildRunReport(), dir);
    expect(written.map((file) => file.slice(dir.length + 1)).sort()).toEqual(FILES);
    expect((await readdir(dir)).sort()).toEqual(FILES);
  });

  it('writes report.json as the RunReport with results sorted by check, then operation', async () => {
    const dir = await tempDir();
    const report = buildRunReport();
    await writeReports(report, dir);
    const written = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as RunReport;
    const keys = written.results.map((result) => `${result.check}\u0000${result.operation}`);
    expect(keys).toEqual([...keys].sort());
    const { verdict, ...rest } = written as RunReport & { verdict: unknown };
    expect(rest).toEqual(JSON.parse(JSON.stringify(prepareReport(report))));
    const { kind, headline, exitCode } = reportVerdict(report);
    expect(verdict).toEqual({ kind, headline, exitCode });
    expect(written.results).toHaveLength(report.results.length);
  });

  it('gives byte-identical files whatever order the results arrived in', async () => {
    const report = buildRunReport();
    const [first, second] = [await tempDir(), await tempDir()];
    await writeReports(report, first);
    await writeReports({ ...report, results: [...report.results].reverse() }, second);
    expect(await readAll(second)).toEqual(await readAll(first));
  });

  it('appends summary.md to the GitHub step summary and keeps what other steps wrote', async () => {
    const dir = await tempDir();
    const stepSummary = join(dir, 'step-summary.md');
    await writeFile(stepSummary, '# Earlier step\n');
    await writeReports(buildRunReport(), join(dir, 'out'), { githubStepSummary: stepSummary });
    const summary = await readFile(join(dir, 'out', 'summary.md'), 'utf8');
    expect(await readFile(stepSummary, 'utf8')).toBe(`# Earlier step\n${summary}`);
  });
});

describe('capMarkdown', () => {
  it('leaves a summary under the limit alone', () => {
    const markdown = renderSummaryMarkdown(prepareReport(buildRunReport()));
    expect(capMarkdown(markdown)).toBe(markdown);
  });

  it('cuts an oversized summary at a line boundary and says where the rest is', () => {
    const markdown = renderSummaryMarkdown(prepareReport(buildRunReport()));
    const limit = Math.floor(markdown.length / 2);
    const capped = capMarkdown(markdown, limit);
    const [kept] = capped.split('\n\n_Summary truncated');
    expect(markdown.startsWith(`${kept}\n`)).toBe(true);
    expect(Buffer.byteLength(kept ?? '')).toBeLessThanOrEqual(limit);
    expect(capped).toContain('summary.md');
  });
});
