/**
 * pm-conformance inside a team's own vitest: one `describe` per group of checks and one `it` per
 * check × operation, each calling the engine (RunSession). A unit's test fails when one of its
 * results fails (warnings and observations do not fail a test, as they do not fail a run).
 *
 *   // conformance.test.ts
 *   import { describeConformance } from 'pm-conformance/vitest';
 *   describeConformance({ connection: { baseUrl, token, projectId, timesheetId }, seed: 1 });
 *
 * vitest is a peer dependency of this entry point only; the CLI and the programmatic API do not load it.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ConnectionConfig } from '../engine/connection.js';
import type { RunReport } from '../engine/report/model.js';
import type { UnitFindings } from '../engine/results/collected.js';
import { startReferenceServer, type RunningReference } from '../reference/index.js';
import { writeReports } from '../reports/write-reports.js';
import type { Unit } from '../runner/plan.js';
import { RunSession, tunablesOf, type SessionOptions } from '../runner/run-session.js';
import { plannedUnits } from '../runner/shard-assign.js';
import { SCENARIO_GROUPS } from '../suites/runtime/check-types.js';

export interface ConformanceSuiteOptions extends Omit<SessionOptions, 'connection' | 'embedded' | 'onExchange' | 'signal'> {
  /** The server to certify; without it the embedded reference server is started for the suite. */
  readonly connection?: ConnectionConfig;
  /** Name of the outer `describe` (default "pm-conformance"). */
  readonly name?: string;
  /** Write every report format here once the suite has run. */
  readonly reportDir?: string;
  /** Called with the whole run's report once every unit has run and the fixtures are restored. */
  readonly onReport?: (report: RunReport) => void | Promise<void>;
}

/** The failures of one unit as one message per failed result: what a failing `it` says. */
export function unitFailures(findings: UnitFindings): string[] {
  return findings.rows
    .filter((row) => row.counts.fail > 0)
    .map((row) => `${row.requirement} (${row.check}): ${row.fail?.message ?? 'failed'}${row.fail?.reproduction ? `\n${row.fail.reproduction}` : ''}`);
}

/** Declares the conformance suite as vitest tests; call it at the top level of a test file. */
export function describeConformance(options: ConformanceSuiteOptions = {}): void {
  // The plan is known when vitest collects the tests: the same rule the engine applies when it opens.
  const tunables = tunablesOf(options);
  const units = plannedUnits(tunables, options.shard);
  describe(options.name ?? 'pm-conformance', () => {
    let server: RunningReference | undefined;
    let session: RunSession | undefined;
    beforeAll(async () => {
      if (!options.connection) server = await startReferenceServer();
      const connection = options.connection ?? (server as RunningReference).config;
      session = await RunSession.open({ ...options, ...tunables, connection, embedded: !options.connection });
    });
    afterAll(async () => {
      try {
        if (!session) return;
        const { report } = await session.finish();
        if (options.reportDir) await writeReports(report, options.reportDir, { secrets: session.secretPairs.map(([secret]) => secret) });
        await options.onReport?.(report);
      } finally {
        await server?.close();
      }
    });
    for (const group of SCENARIO_GROUPS) {
      const ofGroup = units.filter((unit) => unit.group === group);
      if (ofGroup.length === 0) continue;
      describe(group, () => {
        for (const unit of ofGroup) it(unit.name, () => runInTest(() => session, unit));
      });
    }
  });
}

async function runInTest(session: () => RunSession | undefined, unit: Unit): Promise<void> {
  const open = session();
  if (!open) throw new Error('the conformance session did not open (see the beforeAll error)');
  const failures = unitFailures(await open.run(unit));
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}
