import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Inventory } from '../../deprecations/inventory.js';
import { startReferenceServer } from '../../reference/index.js';
import { runCliInProcess, workDir, writeConfig } from '../e2e/cli.js';

const inventoryOf = (reports: string) => JSON.parse(readFileSync(join(reports, 'inventory.json'), 'utf8')) as Inventory;

/**
 * The write probes clean up after themselves, provably (issue 25): each creating POST is followed by the
 * DELETE of what it created, and the reference removes it, so nothing is listed as left over, and the
 * server's state after the run is the state before it.
 */
describe('deprecations --allow-writes cleans up after itself', () => {
  it('against the embedded reference: no leftover listed', async () => {
    const reports = join(workDir('pmc-writes-embedded-'), 'reports');
    const result = await runCliInProcess(['deprecations', '--allow-writes', '--report-dir', reports]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toMatch(/Left on the server/);
    const inventory = inventoryOf(reports);
    expect(inventory.allowWrites).toBe(true);
    expect(inventory.leftovers).toEqual([]);
  });

  it("against a reference server: every creating POST was answered and undone, and the server's state is as before", async () => {
    const server = await startReferenceServer();
    try {
      const dir = workDir('pmc-writes-');
      const reports = join(dir, 'reports');
      const before = JSON.stringify(server.snapshot());
      const result = await runCliInProcess(['deprecations', '--allow-writes', '--config', writeConfig(dir, server.config), '--report-dir', reports]);
      expect(result.code, result.stderr).toBe(0);
      const inventory = inventoryOf(reports);
      const posts = inventory.operations.filter((entry) => entry.operation.startsWith('POST '));
      expect(posts).toHaveLength(8);
      expect(posts.every((entry) => entry.status === 200)).toBe(true);
      expect(inventory.leftovers).toEqual([]);
      expect(JSON.stringify(server.snapshot())).toBe(before);
    } finally {
      await server.close();
    }
  });
});
