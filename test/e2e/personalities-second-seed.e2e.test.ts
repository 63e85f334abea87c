import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../engine/settings.js';
import type { PersonalityName } from '../../reference/personalities/index.js';
import { crashed, describeFailures, expectedExit, levelDisagreements } from '../../proof/judge.js';
import { runInProcess, type ProofRun } from '../../proof/run-variant.js';
import { conformingVariants } from '../../proof/selftest.js';
import { PROOF_SETTINGS, variantSettings } from '../../proof/settings.js';
import { overallVerdict, reasonWords, unassessedMusts } from '../../reports/common/outcome.js';

/** A seed other than the proof's, and a concurrency other than the default the proof runs at. */
const SECOND = { seed: 23, concurrency: 1 } as const;

/** Each variant's run, all started at once: each has a server of its own, and most of a run's time is waiting on it. */
function startAll(): ReadonlyMap<string, Promise<ProofRun>> {
  const runs = new Map<string, Promise<ProofRun>>();
  for (const name of conformingVariants()) {
    const run = runInProcess(name === 'clean' ? {} : { personality: name as PersonalityName }, { ...variantSettings(name), ...SECOND });
    // Judged by its own test; a run that throws before that test awaits it is not an unhandled rejection.
    run.catch(() => undefined);
    runs.set(name, run);
  }
  return runs;
}

/**
 * Issue 33, "Done when": every personality still passes with zero failures at two concurrencies and
 * two seeds. proof.test.ts runs each conforming variant at the proof's seed and the default
 * concurrency; this runs the same variants, with the same settings otherwise, at a second seed and
 * --concurrency 1, in this process, side by side.
 */
describe(`conforming variants at seed ${SECOND.seed} and --concurrency ${SECOND.concurrency}`, () => {
  let runs: ReadonlyMap<string, Promise<ProofRun>> = new Map();
  beforeAll(() => {
    runs = startAll();
  });

  it('differs from the proof in both', () => {
    expect(SECOND.seed).not.toBe(PROOF_SETTINGS.seed);
    expect(SECOND.concurrency).not.toBe(DEFAULTS.concurrency);
  });

  // The runs go side by side: the first variant's test waits for most of them (about 50 s of CPU in all on two
  // cores; a generous bound, since a loaded machine stretches it).
  it.each(conformingVariants())(
    '%s: zero failures, and the verdict the proof expects',
    async (name) => {
      const { report, code } = await (runs.get(name) as Promise<ProofRun>);
      expect(report.run.seed).toBe(SECOND.seed);
      expect(describeFailures(report)).toBe('');
      expect(report.results.filter((result) => result.status === 'flaky').map((result) => result.message)).toEqual([]);
      expect(crashed(report)).toEqual([]);
      expect(levelDisagreements(report)).toEqual([]);
      // Conforms, or Incomplete (exit 2) for a variant that offers no read of a fixture: as the proof says.
      expect(code).toBe(expectedExit(report));
      if (code === 2) expect(reasonWords(unassessedMusts(report))).toContain('no read');
      else expect(overallVerdict(report).kind).toMatch(/^conforms/);
    },
    300_000,
  );
});
