import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { faults } from '../../reference/faults/catalogue.js';
import { personalityCatalogue } from '../../reference/personalities/index.js';
import { crashed, describeFailures, falseFailures, levelDisagreements } from '../../proof/judge.js';
import { runInProcess, type ProofProfile, type ProofRun } from '../../proof/run-variant.js';
import { variantSettings } from '../../proof/settings.js';
import { shippedFigures } from '../../reports/certification/figures.js';
import type { RunReport } from '../../engine/report/model.js';
import type { ReferenceOptions } from '../../reference/index.js';
import { overallVerdict, reasonWords, unassessedMusts } from '../../reports/common/outcome.js';
import { faultShare, ORACLE_FAULTS } from './proof-faults.js';

/** Every warning or failure of a run, one line each. */
const warningsOf = (report: RunReport) =>
  report.results
    .filter((result) => result.status === 'warning' || result.status === 'failed')
    .map((result) => `${result.check} ${result.requirement}: ${result.message}`);

/** The conforming variants the proof runs at its own settings: the slow personality is proved apart, on small runs. */
const VARIANTS = ['clean', ...personalityCatalogue.map((p) => p.name).filter((name) => name !== 'slow')];

/** The runs of this file, by name, all started in beforeAll (as personalities-second-seed.e2e.test.ts starts its). */
const RUNS: Readonly<Record<string, readonly [ReferenceOptions, ProofProfile?]>> = {
  ...Object.fromEntries(VARIANTS.map((name) => [name, [name === 'clean' ? {} : { personality: name as never }]])),
  'clean strict': [{}, { strict: true }],
  'clean only version-segment': [{}, { only: ['version-segment'] }],
  slow: [{ personality: 'slow' }, variantSettings('slow')],
  'slow 100 ms': [{ personality: 'slow' }, { only: ['repeated-requests', 'response-time'], numRuns: 1, maxResponseTimeMs: 100 }],
  'slow 100 ms strict': [{ personality: 'slow' }, { only: ['repeated-requests', 'response-time'], numRuns: 1, maxResponseTimeMs: 100, strict: true }],
};

/**
 * Each run has a server of its own, and the rate-limited personalities and the slow one spend most of
 * theirs waiting on it (20 s and more): side by side, those waits overlap with the other runs' work
 * instead of adding up. A run that throws is judged by the test that awaits it.
 */
let runs: ReadonlyMap<string, Promise<ProofRun>> = new Map();
beforeAll(() => {
  runs = new Map(
    Object.entries(RUNS).map(([name, [options, profile]]) => {
      const run = runInProcess(options, profile);
      run.catch(() => undefined);
      return [name, run] as const;
    }),
  );
});
const runOf = (name: string) => runs.get(name) as Promise<ProofRun>;

/** The runs go side by side: the first test waits for most of them (a generous bound, since a loaded machine stretches it). */
const SIDE_BY_SIDE_MS = 300_000;

/**
 * The suite proves itself, in this process (the CLI path is proved by staging-safety.e2e.test.ts and
 * gates.e2e.test.ts): zero failures against the clean reference server and every conforming personality.
 * The faults are proved in proof-faults-*.e2e.test.ts.
 */
describe('clean server and personalities', () => {
  // The slow personality (hundreds of ms per answer) is proved below on a small run.
  // A server that offers no read of a document cannot have the MUSTs that need one assessed: Incomplete (exit 2), never Conforms.
  it.each(VARIANTS)(
    '%s: zero failures, exit 0 (2 without a read)',
    async (name) => {
      const run = await runOf(name);
      const { report, code } = run;
      expect(describeFailures(report)).toBe('');
      // Nor a failure that a second look did not show: a conforming server gives none to look at again (read-replica-lag's reads are waited out).
      expect(report.results.filter((result) => result.status === 'flaky').map((result) => result.message)).toEqual([]);
      const unread = (report.run.reads ?? []).some((read) => read.path === 'none');
      expect(code).toBe(unread ? 2 : 0);
      if (unread) expect(reasonWords(unassessedMusts(report))).toContain('no read');
      else expect(overallVerdict(report).kind).toMatch(/^conforms/);
      expect(crashed(report)).toEqual([]);
      expect(levelDisagreements(report)).toEqual([]);
      // The figures the package ships (npm run selftest:figures) say the same of this variant.
      expect(
        shippedFigures.variantList.find((variant) => variant.name === name),
        'reports/certification/selftest-figures.json is not current: npm run selftest:figures',
      ).toEqual({ name, falseFailures: falseFailures(run).length });
      // The clean server under the default profile (this run) finds nothing, not even a warning.
      if (name === 'clean') expect(warningsOf(report)).toEqual([]);
      if (name === 'clean') expect(report.run.profile).toBe('default');
    },
    SIDE_BY_SIDE_MS,
  );

  it(
    'clean: the strict profile finds nothing, not even a warning',
    async () => {
      const { report } = await runOf('clean strict');
      expect(warningsOf(report)).toEqual([]);
      expect(report.run.profile).toBe('strict');
    },
    SIDE_BY_SIDE_MS,
  );
});

/** "Conforms" is earned (issue 33; the rest in earned-verdict.e2e.test.ts): on the proof's clean run above, not on a run of its own. */
describe('coverage over a fixed denominator', () => {
  it(
    'a conforming reference run exercises every requirement that applies, so --min-coverage 95 (and 100) passes',
    async () => {
      const { report, code } = await runOf('clean');
      const coverage = report.coverage?.requirements;
      expect(code).toBe(0);
      expect(coverage?.percent).toBe(100);
      expect(coverage?.notAssessed).toEqual([]);
      // Conditions that never arise on the reference (no 401, 405, 204, 429, no --max-response-time) are listed apart.
      expect(coverage?.notApplicable?.map((item) => item.id).sort()).toEqual([
        'HTTP.ALLOW',
        'HTTP.NO_CONTENT',
        'HTTP.RETRY_AFTER',
        'HTTP.WWW_AUTHENTICATE',
        'LIMITS.RESPONSE_TIME',
      ]);
      const only = await runOf('clean only version-segment');
      // The same denominator with --only: what was not selected is not run, never out of the count.
      expect(only.report.coverage?.requirements.total).toBe(coverage?.total);
      expect(only.report.coverage?.requirements.notRun.length).toBeGreaterThan(50);
      expect(only.code).toBe(0);
    },
    SIDE_BY_SIDE_MS,
  );
});

describe('a slow server (personality slow)', () => {
  it(
    'conforms: zero failures, and no warning without --max-response-time',
    async () => {
      // Two checks and one sample each (proof/settings.ts, as selftest runs it): the answers take 200 ms apiece.
      const run = await runOf('slow');
      const { report, code } = run;
      expect(describeFailures(report)).toBe('');
      expect(code).toBe(0);
      expect(shippedFigures.variantList.find((variant) => variant.name === 'slow')).toEqual({ name: 'slow', falseFailures: falseFailures(run).length });
      expect(report.results.filter((result) => result.status === 'warning')).toEqual([]);
      expect(report.traffic.latencyByOperation?.['PATCH /projects/{projectId}']?.p50).toBeGreaterThanOrEqual(150);
    },
    SIDE_BY_SIDE_MS,
  );

  it(
    'is a warning per operation with --max-response-time 100, a failure under --strict',
    async () => {
      const { report, code } = await runOf('slow 100 ms');
      const operations = Object.keys(report.traffic.latencyByOperation ?? {}).sort();
      const slowRows = report.results.filter((result) => result.check === 'response-time');
      expect(slowRows.map((result) => `${result.operation} ${result.status}`).sort()).toEqual(operations.map((operation) => `${operation} warning`));
      expect(code).toBe(0);
      const strict = await runOf('slow 100 ms strict');
      expect(strict.report.results.filter((result) => result.check === 'response-time').map((result) => result.status)).toEqual(operations.map(() => 'failed'));
      expect(strict.code).toBe(1);
    },
    SIDE_BY_SIDE_MS,
  );
});

describe('fault corpus', () => {
  // The shares the proof-faults-*.e2e.test.ts files declare, read from the files: together, every fault of the catalogue exactly once.
  it('is proved whole: the proof-faults files share out every fault of the catalogue, each once', () => {
    const files = readdirSync(import.meta.dirname).filter((name) => /^proof-faults-\d+\.e2e\.test\.ts$/.test(name));
    const shares = files.flatMap((name) =>
      [...readFileSync(join(import.meta.dirname, name), 'utf8').matchAll(/^describeFaultCorpus\((\d+), (\d+)\);$/gm)].map(([, part, parts]) => [
        Number(part),
        Number(parts),
      ]),
    );
    expect(shares.length).toBe(files.length);
    const proved = shares.flatMap(([part, parts]) => faultShare(part ?? -1, parts ?? 0).map((fault) => fault.name));
    expect([...proved].sort()).toEqual(faults.map((fault) => fault.name).sort());
  });

  it('has every fault whose oracles go beyond the data model (proved on runs of every check)', () => {
    expect(ORACLE_FAULTS.filter((name) => !faults.some((fault) => fault.name === name))).toEqual([]);
  });
});
