import { describe, expect, it } from 'vitest';
import { runConformance } from '../../api/run-conformance.js';
import type { RunReport } from '../../engine/report/model.js';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import { RUN_SETTINGS } from './run-against.js';

/** The round-trip phase alone against a reference server with the given faults or personality. */
async function roundTrip(options: ReferenceOptions): Promise<RunReport> {
  const server = await startReferenceServer(options);
  try {
    return await runConformance({ connection: server.config, ...RUN_SETTINGS, only: ['stored-as-sent'], exclude: [] });
  } finally {
    await server.close();
  }
}

const outcome = (report: RunReport, operation: string, field: string, label: string) =>
  report.coverage?.operations
    .find((entry) => entry.operation === operation)
    ?.roundTrip?.find((entry) => entry.field === field)
    ?.classes.find((entry) => entry.class === label)?.outcome;

const PROJECT = 'PATCH /projects/{projectId}';
const PERSON = 'POST /projects/{projectId}/people';

describe('stored-as-sent (issue 23)', () => {
  it('a server refusing what its columns cannot hold: the refused classes observed by name, the others of the same request still judged', async () => {
    const report = await roundTrip({ personality: 'mysql-strict' });
    expect(report.summary.failed).toBe(0);
    expect(report.summary.warnings).toBe(0);
    expect(outcome(report, PROJECT, 'title', '256 characters')).toBe('refused');
    expect(outcome(report, PROJECT, 'title', '255 characters')).toBe('stored');
    expect(outcome(report, PROJECT, 'budget', '2^31')).toBe('refused');
    expect(outcome(report, PROJECT, 'budget', '1e8')).toBe('stored');
    expect(outcome(report, PROJECT, 'customProperties[].value', 'nested 31 levels')).toBe('stored');
    // Every currency rode in a request with another field: none is refused with the long strings.
    const currencies = report.coverage?.operations.find((entry) => entry.operation === PROJECT)?.roundTrip?.find((entry) => entry.field === 'currency');
    expect(currencies?.classes.every((entry) => entry.outcome === 'stored')).toBe(true);
    expect(report.observations.map((observation) => observation.message)).toContain("budget: 2^31 refused with 400 (a limit or condition of the server's own)");
  });

  it('a falsy value ignored is seen: the stored value is made to differ first (timeTrackingEnabled false, budget 0, rate 0)', async () => {
    const report = await roundTrip({ faults: ['falsy-values-ignored'] });
    expect(outcome(report, PROJECT, 'timeTrackingEnabled', 'false')).toBe('lost');
    expect(outcome(report, PROJECT, 'timeTrackingEnabled', 'true')).toBe('stored');
    expect(outcome(report, PROJECT, 'budget', '0')).toBe('lost');
    expect(outcome(report, PROJECT, 'description', '"" (empty)')).toBe('lost');
    expect(outcome(report, PERSON, 'rate', '0')).toBe('lost');
    expect(report.results.filter((result) => result.status === 'failed').map((result) => result.requirement)).toEqual(
      expect.arrayContaining(['PROJECT.UPDATE.PERSISTS', 'ADD_PERSON.ROUND_TRIP']),
    );
  });
});
