import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { judgedPasses, unassessedMusts } from '../../reports/common/outcome.js';
import { runThrough, type ThroughOutcome } from '../robustness/run-through.js';
import { runInProcess } from '../../proof/run-variant.js';
import { runConformance } from '../../api/run-conformance.js';
import type { ConnectionConfig } from '../../engine/connection.js';
import { ToolError } from '../../engine/tool-error.js';
import { startReferenceServer } from '../../reference/index.js';

/**
 * "Conforms" is earned (issue 33): a verdict rests on judged answers only, a run that could not assess
 * a testable MUST is Incomplete (exit 2, every report written), and a specified operation that is not
 * served fails.
 */
describe('a server that answers 429 to everything', () => {
  /**
   * About 15 s of waiting and little work: the adaptive pacing goes down to its slowest rate, 1 request a
   * second, and gives up after 10 s there of nothing but 429s (engine/http/rate/adaptive-rate.ts).
   * Started first, so that the other runs of this file go on while it waits.
   */
  let outcome: Promise<ThroughOutcome>;
  beforeAll(() => {
    outcome = runThrough([{ action: { kind: 'status', status: 429, headers: { 'retry-after': '0' }, body: '{"message":"slow down"}' } }], ['--num-runs', '1']);
    outcome.catch(() => undefined);
  });

  it('ends Incomplete, exit 2, 0 requirements passed, every report written with the MUSTs left unassessed', async () => {
    const run = await outcome;

    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/pm-conformance: the run is incomplete: \d+ MUST requirements not assessed on real answers \(.*rate limited.*\)/);
    const report = run.report;
    expect(report).toBeDefined();
    if (!report) return;
    // Nothing was judged: no requirement passed, and none failed on an answer that said "not now".
    expect(judgedPasses(report.results)).toBe(0);
    expect(report.results.filter((result) => result.status === 'failed' || result.status === 'warning')).toEqual([]);
    const unassessed = unassessedMusts(report);
    expect(unassessed.length).toBeGreaterThan(10);
    expect(unassessed.flatMap((item) => item.reasons).some((reason) => reason.includes('rate limited'))).toBe(true);
    for (const file of ['report.json', 'summary.md', 'report.html', 'junit.xml', 'ctrf.json'])
      expect(existsSync(join(run.dir, 'reports', file)), file).toBe(true);
    expect(readFileSync(join(run.dir, 'reports', 'summary.md'), 'utf8')).toMatch(
      /Incomplete: \d+ MUST requirements not assessed \(.*rate limited.*\), 0 requirements passed/,
    );
    expect(run.stdout).toMatch(/Not assessed \(\d+\):/);
    // Nor does the console call a unit passed: its units are not assessed ('?'), never '✓'.
    expect(run.stderr).not.toMatch(/^✓ /m);
    expect(run.stderr).toMatch(/^\? \S+ .*not assessed: rate limited/m);
  }, 240_000);
});

// The coverage of a conforming run (a fixed denominator, --min-coverage) is proved on the proof's clean run: proof.e2e.test.ts.
describe('a removed operation', () => {
  it('fails OPERATION.SERVED when every PATCH /projects/{projectId} is answered 410', async () => {
    const { report, code } = await runInProcess({ removed: ['PATCH /projects/{projectId}'] });
    const served = report.results.filter((result) => result.requirement === 'OPERATION.SERVED');
    expect(served.filter((result) => result.status === 'failed').map((result) => result.operation)).toEqual(['PATCH /projects/{projectId}']);
    expect(served.find((result) => result.status === 'failed')?.message).toMatch(/only 410 to the \d+ requests on the fixtures: the operation is not served/);
    expect(
      served
        .filter((result) => result.status === 'passed')
        .map((result) => result.operation)
        .sort(),
    ).toEqual(['DELETE /projects/{projectId}/people/{personId}', 'PATCH /timesheets/{timesheetId}', 'POST /projects/{projectId}/people']);
    expect(code).toBe(1);
  });
});

describe('before the checks, on a server that answers a wrong token and a missing fixture with 400', () => {
  /** The run's error, or undefined when it ran: the reference answers both with 400 (UNAUTHENTICATED, NOT_FOUND). */
  async function stopped(config: Partial<ConnectionConfig>): Promise<unknown> {
    const server = await startReferenceServer({});
    try {
      await runConformance({ connection: { ...server.config, ...config }, seed: 1, numRuns: 1, only: ['version-segment'] });
      return undefined;
    } catch (error) {
      return error;
    } finally {
      await server.close();
    }
  }

  it('a wrong admin token stops the run (exit 2) with the cause in one line', async () => {
    const error = await stopped({ token: 'expired-ci-secret' });
    expect(error).toBeInstanceOf(ToolError);
    expect((error as Error).message).toMatch(
      /^the admin token was refused: PATCH \/projects\/\{projectId\} with \{\} on the project \S+ answered HTTP 400 .*UNAUTHENTICATED.*; check --token \(PMC_TOKEN\)$/,
    );
  });

  it('a project that does not exist stops the run (exit 2) with the cause in one line', async () => {
    const error = await stopped({ projectId: '65a000000000000000000099' });
    expect(error).toBeInstanceOf(ToolError);
    expect((error as Error).message).toMatch(
      /^the project 65a000000000000000000099 was not found: PATCH \/projects\/\{projectId\} with \{\} answered HTTP 400 .*NOT_FOUND.*; check the fixture ids$/,
    );
  });

  it('a server that offers no read is not mistaken for either: the run goes on', async () => {
    const server = await startReferenceServer({ personality: 'refuses-empty-update' });
    try {
      const report = await runConformance({ connection: server.config, seed: 1, numRuns: 1, only: ['version-segment'] });
      expect(report.run.reads?.map((read) => read.path)).toEqual(['none', 'none']);
    } finally {
      await server.close();
    }
  });
});
