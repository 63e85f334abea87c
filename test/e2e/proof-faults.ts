import { afterAll, describe, expect, it } from 'vitest';
import { faults } from '../../reference/faults/catalogue.js';
import { shippedFigures } from '../../reports/certification/figures.js';
import { faultClassOf } from '../../proof/fault-class.js';
import { describeFailures, judgeFault, levelDisagreements } from '../../proof/judge.js';
import { runInProcess } from '../../proof/run-variant.js';

/** The `part`-th of `parts` shares of the fault corpus: every `parts`-th fault, starting at `part`. */
export const faultShare = (part: number, parts: number) => faults.filter((_, index) => index % parts === part);

/**
 * One share of the fault corpus (every `parts`-th fault, starting at `part`), so that vitest can run the
 * shares in parallel workers. Each fault is caught at the level the verdict model gives it — a failure
 * when one of its requirements is a MUST, else a warning of its SHOULD — by a result of one of its
 * requirements, and by one of the checks its catalogue entry names (proof/judge.ts, as selftest judges
 * it). The shipped selftest figures must record the same outcome: they are kept current here, without
 * running the corpus twice.
 */
export function describeFaultCorpus(part: number, parts: number): void {
  const share = faultShare(part, parts);
  const detected = new Map<string, boolean>();

  describe(`fault corpus (${part + 1}/${parts})`, () => {
    it.each(share.map((fault) => [fault.name, fault] as const))('%s is caught at its level by a check the catalogue names', async (_name, fault) => {
      const { report, code } = await runInProcess({ faults: [fault.name] });
      const judged = judgeFault(fault, report, code);
      detected.set(fault.name, judged.named.length > 0);
      expect(levelDisagreements(report)).toEqual([]);
      expect(code, describeFailures(report)).toBe(judged.expectedCode);
      expect(judged.catchers, `failed instead:\n${describeFailures(report)}`).not.toHaveLength(0);
      expect(judged.named, `caught by ${judged.catchers.join(', ')}; the catalogue names ${fault.checks.join(', ')}`).not.toHaveLength(0);
      expect(judged.caught).toBe(true);
      // The figures the package ships (npm run selftest:figures) say the same of this fault.
      expect(
        shippedFigures.faultList.find((figure) => figure.name === fault.name),
        'reports/certification/selftest-figures.json is not current: npm run selftest:figures',
      ).toEqual({ name: fault.name, level: judged.level, class: faultClassOf(fault), caught: judged.caught });
    });
  });

  afterAll(() => {
    if (detected.size === 0) return;
    const missed = [...detected].filter(([, hit]) => !hit).map(([name]) => name);
    process.stdout.write(
      `\nfaults detected (${part + 1}/${parts}): ${detected.size - missed.length}/${share.length}${missed.length ? ` — missed: ${missed.join(', ')}` : ''}\n`,
    );
  });
}
