import { describe, expect, it } from 'vitest';
import { runConformance } from '../../api/run-conformance.js';
import { faults, type FaultEntry, type FaultName } from '../../reference/faults/catalogue.js';
import { startReferenceServer } from '../../reference/index.js';
import { content, pidOf } from './normalised-report.js';
import { checksFor } from './proof-faults.js';

/**
 * A race on the server's side: whether the update is lost depends on two requests being in flight at
 * once, which --concurrency 1 never allows. Its server is not deterministic in time; every other is.
 */
const RACES = new Set(['update-lost-under-concurrency']);

/** One in-process run against a fresh server with the fault on, normalised (normalised-report.ts). */
async function normalised(fault: FaultEntry, concurrency: number): Promise<unknown> {
  const server = await startReferenceServer({ faults: [fault.name as FaultName] });
  try {
    const report = await runConformance({ connection: server.config, seed: 11, numRuns: 2, concurrency, only: checksFor(fault) });
    return content(report, pidOf(report), new URL(server.url).origin);
  } finally {
    await server.close();
  }
}

/**
 * Same seed, same verdicts (issue 33): against a deterministic server, every fault of the corpus run
 * at --concurrency 1 and 8 gives the same verdicts, evidence, traffic and restore. Each run is cheap:
 * only the checks the catalogue names as catching the fault, two samples per property.
 */
export function describeSameSeed(part: number, parts: number): void {
  const share = faults.filter((fault, index) => index % parts === part && !RACES.has(fault.name));
  describe(`same seed, same verdicts at --concurrency 1 and 8 (${part + 1}/${parts})`, () => {
    it.each(share.map((fault) => [fault.name, fault] as const))('%s', async (_name, fault) => {
      const one = await normalised(fault, 1);
      const eight = await normalised(fault, 8);
      expect(eight).toEqual(one);
    });
  });
}
