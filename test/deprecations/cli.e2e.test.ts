import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Inventory } from '../../deprecations/inventory.js';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import type { RunReport } from '../../engine/report/model.js';
import { DEPRECATED_OPERATIONS, type OperationKey } from '../../specs/operations.js';
import { runCli, runCliInProcess, workDir, writeConfig, type CliResult } from '../e2e/cli.js';

interface Outcome extends CliResult {
  readonly inventory: Inventory;
  readonly report: RunReport;
  readonly markdown: string;
  readonly unchanged: boolean;
  /** Whether the server's token appears in inventory.json or report.json. */
  readonly leaksToken: boolean;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** `pm-conformance deprecations` against a reference server started with `options` (no options: the embedded one). */
async function deprecations(options: ReferenceOptions | undefined, args: readonly string[] = []): Promise<Outcome> {
  const dir = workDir('pmc-deprecations-');
  const reports = join(dir, 'reports');
  const server = options ? await startReferenceServer(options) : undefined;
  try {
    const before = server?.snapshot();
    const connection = server ? ['--config', writeConfig(dir, server.config)] : [];
    // In-process: what deprecations finds and writes (the bad-input tests below run the bin file).
    const result = await runCliInProcess(['deprecations', ...connection, '--report-dir', reports, ...args]);
    if (result.code === 2) throw new Error(`deprecations stopped: ${result.stderr}`);
    const unchanged = JSON.stringify(server?.snapshot()) === JSON.stringify(before);
    const leaksToken =
      server !== undefined && ['inventory.json', 'report.json'].some((name) => readFileSync(join(reports, name), 'utf8').includes(server.config.token));
    return {
      ...result,
      inventory: readJson<Inventory>(join(reports, 'inventory.json')),
      report: readJson<RunReport>(join(reports, 'report.json')),
      markdown: readFileSync(join(reports, 'inventory.md'), 'utf8'),
      unchanged,
      leaksToken,
    };
  } finally {
    await server?.close();
  }
}

const REMOVED: OperationKey[] = ['DELETE /orgs/roles/{roleId}', 'GET /orgs/me', 'POST /projects/{projectId}/people'];
const expectRemoved = (operations: readonly OperationKey[]) => ['--expect-removed', ...operations];

describe('pm-conformance deprecations', () => {
  it("lists the embedded server's 32 operations as served, with valid headers, and exits 0", async () => {
    const outcome = await deprecations(undefined);
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.inventory.counts).toEqual({ served: DEPRECATED_OPERATIONS.length, removed: 0, unclear: 0 });
    expect(outcome.inventory.operations.map((entry) => entry.operation).sort()).toEqual([...DEPRECATED_OPERATIONS].sort());
    for (const entry of outcome.inventory.operations) {
      expect(entry.headers.valid, entry.operation).toBe(true);
      expect(entry.headers.deprecation && entry.headers.sunset && entry.headers.link, entry.operation).toBeTruthy();
      expect(entry.headers.sunset?.daysLeft).toBeTypeOf('number');
    }
    expect(outcome.report.run.kind).toBe('deprecations');
    expect(
      outcome.report.results.filter((result) => result.check === 'deprecation-inventory' && result.requirement === 'VERSION.DEPRECATED_OPERATIONS'),
    ).toHaveLength(DEPRECATED_OPERATIONS.length);
    expect(outcome.markdown).toContain('| Operation | State | Status | Deprecation | Sunset | Days left | Link | Valid? |');
    expect(outcome.markdown.split('\n').filter((line) => line.startsWith('| `'))).toHaveLength(DEPRECATED_OPERATIONS.length);
  });

  it('fails the gate naming exactly the removed operations, and leaves the data unchanged', async () => {
    const outcome = await deprecations({ removed: REMOVED });
    expect(outcome.code).toBe(1);
    expect([...outcome.inventory.gate.missing].sort()).toEqual([...REMOVED].sort());
    expect(outcome.stdout).toContain(`Missing (${REMOVED.length}): ${[...REMOVED].sort().join(', ')}`);
    expect(
      outcome.report.results
        .filter((result) => result.status === 'failed')
        .map((result) => result.operation)
        .sort(),
    ).toEqual([...REMOVED].sort());
    expect(outcome.unchanged).toBe(true);
    expect(outcome.leaksToken).toBe(false);
    expect(
      outcome.inventory.operations.every((entry) => entry.evidence.every((evidence) => evidence.request.headers.authorization === 'Bearer $PMC_TOKEN')),
    ).toBe(true);
  });

  it('passes with --expect-removed naming exactly the removed operations', async () => {
    const outcome = await deprecations({ removed: REMOVED }, expectRemoved(REMOVED));
    expect(outcome.code, outcome.stdout).toBe(0);
    expect(outcome.inventory.expectRemoved.length).toBe(REMOVED.length);
  });

  it('fails when an operation expected removed is still served', async () => {
    const outcome = await deprecations({ removed: REMOVED.slice(1) }, expectRemoved(REMOVED));
    expect(outcome.code).toBe(1);
    expect(outcome.inventory.gate.stillServed).toEqual([REMOVED[0]]);
  });

  it('reports absent deprecation headers as warnings, not failures', async () => {
    const outcome = await deprecations({ personality: 'no-deprecation-headers' });
    expect(outcome.code, outcome.stdout).toBe(0);
    expect(outcome.inventory.operations.every((entry) => !entry.headers.deprecation && !entry.headers.sunset && !entry.headers.link)).toBe(true);
    const advertised = outcome.report.results.filter((result) => result.requirement === 'DEPRECATION.ADVERTISED');
    expect(advertised).toHaveLength(DEPRECATED_OPERATIONS.length);
    expect(advertised.every((result) => result.status === 'warning')).toBe(true);
  });

  it('conforming but different: unknown ids answered 404 are told apart from missing routes', async () => {
    const outcome = await deprecations({ personality: 'status-404' });
    expect(outcome.code, outcome.stdout).toBe(0);
    expect(outcome.inventory.counts.served).toBe(DEPRECATED_OPERATIONS.length);
  });

  it('reports a 5xx as unclear and fails the gate', async () => {
    const outcome = await deprecations({ faults: ['crash-on-unknown-id'] });
    expect(outcome.code).toBe(1);
    expect(outcome.inventory.gate.unclear.length).toBeGreaterThan(0);
    expect(outcome.inventory.operations.filter((entry) => entry.state === 'unclear').every((entry) => /^5\d\d/.test(entry.reason))).toBe(true);
  });

  it('fails on invalid headers (DEPRECATION.SUNSET) even when every operation is served', async () => {
    const outcome = await deprecations({ faults: ['sunset-before-deprecation'] });
    expect(outcome.code).toBe(1);
    expect(outcome.inventory.counts.served).toBe(DEPRECATED_OPERATIONS.length);
    expect(new Set(outcome.report.results.filter((result) => result.status === 'failed').map((result) => result.requirement))).toEqual(
      new Set(['DEPRECATION.SUNSET']),
    );
  });

  it('with --allow-writes also sends the writes and still finds every operation served', async () => {
    const outcome = await deprecations({}, ['--allow-writes']);
    expect(outcome.code, outcome.stdout).toBe(0);
    expect(outcome.inventory.allowWrites).toBe(true);
    expect(outcome.inventory.operations.find((entry) => entry.operation === 'POST /projects/{projectId}/people')?.status).toBe(200);
  });

  it.each([
    ['an unknown operation', ['--expect-removed', 'GET /orgs/you'], /not an operation of the spec's Versioning table/],
    ['a path without its method', ['--expect-removed', '/orgs/me'], /not an operation/],
    [
      'an unreachable server',
      ['--base-url', 'http://127.0.0.1:9/v1', '--token', 't', '--project-id', 'p', '--timesheet-id', 't'],
      /cannot reach http:\/\/127\.0\.0\.1:9\/v1/,
    ],
  ])('%s → exit 2 with one line', async (_name, args, message) => {
    const result = await runCli(['deprecations', ...args, '--report-dir', join(workDir(), 'r')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
