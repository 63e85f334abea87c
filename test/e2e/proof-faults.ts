import { afterAll, describe, expect, it } from 'vitest';
import { faults } from '../../reference/faults/catalogue.js';
import { requirement } from '../../specs/requirements.js';
import { describeFailures, levelDisagreements } from './run-against.js';
import { runInProcess } from './proof-run.js';

/** The `part`-th of `parts` shares of the fault corpus: every `parts`-th fault, starting at `part`. */
export const faultShare = (part: number, parts: number) => faults.filter((_, index) => index % parts === part);

/**
 * One share of the fault corpus (every `parts`-th fault, starting at `part`), so that vitest can run the
 * shares in parallel workers. Each fault is caught at the level the verdict model gives it — a failure
 * when one of its requirements is a MUST, else a warning of its SHOULD — by a result of one of its
 * requirements, and by one of the checks its catalogue entry names.
 */
export function describeFaultCorpus(part: number, parts: number): void {
  const share = faultShare(part, parts);
  const detected = new Map<string, boolean>();

  describe(`fault corpus (${part + 1}/${parts})`, () => {
    it.each(share.map((fault) => [fault.name, fault] as const))('%s is caught at its level by a check the catalogue names', async (_name, fault) => {
      const { report, code } = await runInProcess({ faults: [fault.name] });
      const expected = fault.requirements.some((id) => requirement(id).level === 'MUST') ? 'failed' : 'warning';
      const caught = report.results.filter((result) => result.status === expected && (fault.requirements as readonly string[]).includes(result.requirement));
      const catchers = [...new Set(caught.map((result) => result.check))];
      detected.set(
        fault.name,
        catchers.some((check) => (fault.checks as readonly string[]).includes(check)),
      );
      expect(levelDisagreements(report)).toEqual([]);
      expect(code, describeFailures(report)).toBe(expected === 'failed' ? 1 : 0);
      expect(catchers, `failed instead:\n${describeFailures(report)}`).not.toHaveLength(0);
      expect(
        catchers.filter((check) => (fault.checks as readonly string[]).includes(check)),
        `caught by ${catchers.join(', ')}; the catalogue names ${fault.checks.join(', ')}`,
      ).not.toHaveLength(0);
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
