import { existsSync } from 'node:fs';
import { afterAll, describe, inject, it } from 'vitest';
import { CONNECTION_KEYS } from '../../engine/connection.js';
import { ApiClient } from '../../engine/http/client.js';
import { restoreFixtures } from '../../engine/runner/restore.js';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import { scenarioChecks, scenariosOf } from '../checks/scenario/index.js';
import type { ScenarioCheck, ScenarioGroup } from '../checks/types.js';
import { Recorder } from './recorder.js';
import { inSequence, Sequence } from './sequence.js';
import { ScenarioContext } from './scenario-context.js';
import { isScenarioRun } from './selection.js';
import type { RunSettings } from './settings.js';
import { TrafficLog } from './traffic-log.js';

function missingInputs(check: ScenarioCheck, settings: RunSettings): string[] {
  return (check.needs ?? []).filter((key) => !settings.connection[key]).map((key) => `${CONNECTION_KEYS[key].flag} (${CONNECTION_KEYS[key].env})`);
}

/** A check that throws has a bug or met an answer it cannot read: reported, and the run goes on. */
async function runGuarded(ctx: ScenarioContext, check: ScenarioCheck, operation: SpecifiedOperationKey): Promise<void> {
  const missing = missingInputs(check, ctx.settings);
  if (missing.length > 0) return ctx.skip(`needs ${missing.join(', ')}, which was not given`);
  try {
    // The whole check is one sequence: a failure reported outside a property replays what led to it.
    await inSequence(new Sequence(), () => check.run(ctx, operation));
  } catch (error) {
    ctx.report({ verdict: 'warn', message: `the check could not complete: ${error instanceof Error ? error.message : String(error)}` });
  }
}

/**
 * Declares the vitest tests of one group: one test per scenario check and operation, in order (a
 * fixture's stateful sequences never interleave). Each test carries its findings in task meta.
 */
export function defineGroup(group: ScenarioGroup): void {
  const settings = inject('pmcSettings');
  const client = new ApiClient(settings.connection, settings);
  const trafficLog = settings.trafficFile ? new TrafficLog(`${settings.trafficFile}.${group}.jsonl`) : undefined;
  afterAll(async () => {
    // Each group leaves the fixtures as it found them: the next one (or the next shard) starts from
    // the same state, so sharded and unsharded runs see the same server. The run's own restore at
    // the end reports whatever this one could not put back. Once interrupted, that final restore is
    // the only one: each remaining group restoring too would only delay the stop.
    if (!existsSync(settings.stopFile)) await restoreFixtures(client, settings.snapshot, settings.journalFile).catch(() => undefined);
    await client.close();
    await trafficLog?.close();
  });
  const scenarioIds = scenarioChecks.map((check) => check.id);
  for (const check of scenariosOf(group).filter((candidate) => isScenarioRun(candidate.id, scenarioIds, settings))) {
    describe(check.id, () => {
      for (const operation of check.operations) {
        it(`${check.id} ${operation}`, async ({ task }) => {
          // Interrupted: the test ends without findings, so it is neither reported nor counted.
          if (existsSync(settings.stopFile)) return;
          const recorder = new Recorder();
          await runGuarded(new ScenarioContext(check, operation, settings, client, recorder, trafficLog), check, operation);
          task.meta.pmc = recorder.toMeta();
        });
      }
    });
  }
}
