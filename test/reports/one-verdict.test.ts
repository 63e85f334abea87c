import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Coverage, GateOutcome, Result, RunReport } from '../../engine/report/model.js';
import { reportVerdict, summaryOf } from '../../reports/common/outcome.js';
import { applyGates, withGates } from '../../reports/gates/index.js';
import { renderText } from '../../reports/render-text.js';
import { writeReports } from '../../reports/write-reports.js';
import { decideUnused, unusedGateOutcome } from '../../traffic/expect-unused.js';
import { buildRunReport } from './fixture.js';
import { useTempDir, xpath } from './helpers.js';

const coverage: Coverage = {
  requirements: { total: 10, exercised: 7, percent: 70, skipped: [], notRun: [] },
  operations: [],
};
/** The fixture's report with its failures made passes: a run without failure, warnings kept. */
function clean(): RunReport {
  const report = buildRunReport(false);
  const results = report.results.map((result): Result => (result.status === 'failed' ? { ...result, status: 'passed' } : result));
  return { ...report, results, summary: summaryOf(results, report.observations), coverage };
}
const failing = (report: RunReport): RunReport => {
  const [first, ...rest] = report.results;
  const results: Result[] = [{ ...(first as Result), status: 'failed', message: 'budget -1 stored' }, ...rest];
  return { ...report, results, summary: summaryOf(results, report.observations) };
};
const unescape = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every format of the report written to a folder, and the console, read back the way their readers do. */
async function everyFormat(report: RunReport, dir: string) {
  await writeReports(report, dir);
  const read = (name: string) => readFile(join(dir, name), 'utf8');
  const json = JSON.parse(await read('report.json')) as RunReport & { verdict: { headline: string; kind: string; exitCode: number } };
  const ctrf = JSON.parse(await read('ctrf.json')) as { extra: { verdict: string }; results: { tests: { name: string; status: string; message?: string }[] } };
  const junit = await read('junit.xml');
  const html = await read('report.html');
  const console = renderText(report).trimEnd().split('\n').at(-1) ?? '';
  return {
    json,
    ctrf,
    junit,
    summary: (await read('summary.md')).split('\n')[0] ?? '',
    summaryText: await read('summary.md'),
    html: unescape(/<section id="verdict"[^>]*>[\s\S]*?<h2>([\s\S]*?)<\/h2>/.exec(html)?.[1] ?? ''),
    htmlText: unescape(html),
    junitVerdict: await xpath(junit, 'string(/testsuites/testsuite[1]/properties/property[@name="verdict"]/@value)'),
    console,
  };
}

/** The verdict is one: every format and the console show its headline, and the exit status is the verdict's. */
async function expectOneVerdict(report: RunReport, dir: string, expected: { kind: string; exitCode: number; words: RegExp }) {
  const verdict = reportVerdict(report);
  expect(verdict.kind).toBe(expected.kind);
  expect(verdict.exitCode).toBe(expected.exitCode);
  expect(verdict.headline).toMatch(expected.words);
  const formats = await everyFormat(report, dir);
  expect(formats.summary).toContain(verdict.headline);
  expect(formats.html).toBe(verdict.headline);
  expect(formats.junitVerdict).toBe(verdict.headline);
  expect(formats.ctrf.extra.verdict).toBe(verdict.headline);
  expect(formats.json.verdict).toEqual({ kind: verdict.kind, headline: verdict.headline, exitCode: verdict.exitCode });
  expect(formats.console.startsWith(verdict.headline)).toBe(true);
  return formats;
}

/** A failed gate is named, with its figure, in every format. */
async function expectGateNamed(formats: Awaited<ReturnType<typeof everyFormat>>, gate: GateOutcome) {
  expect(formats.json.gates).toContainEqual(gate);
  expect(formats.summary.toLowerCase()).toContain(`gate failed: ${gate.gate}: ${gate.figure}`.toLowerCase());
  expect(formats.summaryText).toContain(`**Gate failed**: \`${gate.gate}\`: ${gate.figure}`);
  expect(formats.htmlText).toContain(gate.figure);
  expect(await xpath(formats.junit, `string(//testsuite[@name="gates"]/testcase[@name="${gate.gate}"]/failure/@message)`)).toBe(`${gate.gate}: ${gate.figure}`);
  expect(formats.ctrf.results.tests).toContainEqual(expect.objectContaining({ name: `gate ${gate.gate}`, status: 'failed', message: gate.figure }));
}

describe('one verdict per report, the same everywhere', () => {
  const tempDir = useTempDir();

  it('--min-coverage not met on a run without failure: "gate failed", exit 1, the figure in every format', async () => {
    const gated = applyGates(clean(), { minCoverage: 95 });
    const formats = await expectOneVerdict(gated.report, await tempDir(), {
      kind: 'gate-failed',
      exitCode: 1,
      words: /^Gate failed: --min-coverage 95: .*70%.* · no requirement failed/,
    });
    expect(formats.summary).not.toContain('✅');
    await expectGateNamed(formats, {
      gate: '--min-coverage 95',
      passed: false,
      figure: 'requirement coverage 70% (7 of 10 applicable requirements exercised) is below 95%',
    });
  });

  it("--min-coverage met: the gate is listed as passed, the verdict is the results'", async () => {
    const gated = applyGates(clean(), { minCoverage: 50 });
    const formats = await expectOneVerdict(gated.report, await tempDir(), { kind: reportVerdict(clean()).kind, exitCode: 0, words: /^Conforms/ });
    expect(formats.summaryText).toContain('Gate passed');
    expect(formats.json.gates).toEqual([{ gate: '--min-coverage 50', passed: true, figure: expect.stringContaining('at least 50%') as string }]);
  });

  it('--accept covering every failure passes (accepted deviations), and a failure left uncovered fails naming the accept gate', async () => {
    const report = failing(clean());
    const [first] = report.results as [Result];
    const entry = { check: first.check, reason: 'fix in 2.4', expires: '2999-12-31', entry: 0 };
    const accepted = applyGates(report, { accept: { file: 'accept.yaml', entries: [entry] } }).report;
    await expectOneVerdict(accepted, await tempDir(), { kind: 'accepted-deviations', exitCode: 0, words: /every failure accepted/ });
    const none = applyGates(report, { accept: { file: 'accept.yaml', entries: [{ ...entry, check: 'no-server-error' }] } }).report;
    const formats = await expectOneVerdict(none, await tempDir(), {
      kind: 'does-not-conform',
      exitCode: 1,
      words: /gate failed: --accept accept\.yaml: 0 failures accepted, 1 failure not accepted/,
    });
    await expectGateNamed(formats, { gate: '--accept accept.yaml', passed: false, figure: '0 failures accepted, 1 failure not accepted' });
  });

  it('traffic --expect-unused with a removal still called: never "Inconclusive", exit 1', async () => {
    const usage = {
      operations: new Map([
        ['DELETE /orgs/roles/{roleId}', { calls: 3, last: Date.parse('2026-01-02T00:00:00Z'), untimed: 0, clients: new Set(['a']), clientsOverflow: 0 }],
      ]),
    };
    const gate = unusedGateOutcome(decideUnused(usage as never, ['DELETE /orgs/roles/{roleId}']));
    const base = { ...clean(), run: { ...clean().run, kind: 'traffic' as const }, results: [], observations: [], coverage: undefined };
    const report = withGates({ ...base, summary: summaryOf([], []) } as RunReport, gate ? [gate] : []);
    const formats = await expectOneVerdict(report, await tempDir(), {
      kind: 'gate-failed',
      exitCode: 1,
      words: /^Gate failed: --expect-unused: 1 of 1 .* · Recorded traffic judged: nothing was judged/,
    });
    expect(formats.summary).not.toMatch(/Inconclusive|Conforms|seed|profile/);
    await expectGateNamed(formats, gate as GateOutcome);
  });

  it('a deprecations report says neither "Conforms" nor a seed nor a profile, and names its gate', async () => {
    const gate: GateOutcome = { gate: '--expect-removed', passed: false, figure: 'Still served (1): DELETE /orgs/roles/{roleId}' };
    const report = withGates({ ...failing(clean()), run: { ...clean().run, kind: 'deprecations' } }, [gate]);
    const formats = await expectOneVerdict(report, await tempDir(), {
      kind: 'does-not-conform',
      exitCode: 1,
      words: /^Deprecation probe: 1 requirement failed · gate failed: --expect-removed/,
    });
    expect(formats.summary).not.toMatch(/Conforms/);
    await expectGateNamed(formats, gate);
  });

  it('a shard without failure says it is a part, never "Conforms"; a failing shard says "in this part"', async () => {
    const shard = { ...clean(), run: { ...clean().run, shard: '2/3' } };
    const formats = await expectOneVerdict(shard, await tempDir(), {
      kind: 'part-without-failure',
      exitCode: 0,
      words: /^Shard 2\/3: no failure in this part/,
    });
    expect(formats.summary).not.toMatch(/✅|Conforms/);
    expect(formats.junit).toContain('name="shard" value="2/3"');
    await expectOneVerdict(failing(shard), await tempDir(), {
      kind: 'does-not-conform',
      exitCode: 1,
      words: /^Shard 2\/3: Does not conform: 1 requirement failed in this part/,
    });
  });

  it('an interrupted run is a partial report: no failure in what ran, exit 130; an incomplete run exits 2', async () => {
    const interrupted = { ...clean(), run: { ...clean().run, interrupted: 'stopped by SIGINT before the end' } };
    await expectOneVerdict(interrupted, await tempDir(), {
      kind: 'interrupted',
      exitCode: 130,
      words: /^Interrupted \(stopped by SIGINT before the end\), partial report: no failure in what ran/,
    });
    const incomplete = { ...clean(), run: { ...clean().run, incomplete: 'the server stopped answering' } };
    await expectOneVerdict(incomplete, await tempDir(), { kind: 'conforms-with-warnings', exitCode: 2, words: /^Incomplete run · / });
  });
});
