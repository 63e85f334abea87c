import { afterAll, describe, expect, it } from 'vitest';
import { faults } from '../../reference/faults/catalogue.js';
import { shippedFigures } from '../../reports/certification/figures.js';
import { faultClassOf } from '../../proof/fault-class.js';
import { describeFailures, faultLevel, judgeFault, levelDisagreements } from '../../proof/judge.js';
import { runInProcess, type ProofProfile } from '../../proof/run-variant.js';
import { scenarioChecks } from '../../suites/checks/scenario/index.js';

/**
 * The faults of issues 26 and 34 whose oracles go beyond the data model: each is flagged (failed or
 * warned) by no check but those its entry names, which only a run of every check can show.
 */
export const ORACLE_FAULTS: readonly string[] = [
  'auth-token-prefix-compared',
  'auth-token-case-insensitive',
  'update-lost-under-concurrency',
  'delete-repeat-500',
  'auth-401-without-challenge',
  'error-stack-trace',
  // The fault model (issue 34, docs/fault-model.md).
  'strings-html-escaped',
  'auth-scheme-case-sensitive',
  'validation-refused-422',
  'body-id-picks-document',
  'created-by-follows-writer',
  'email-domain-case-sensitive',
  'crash-on-long-array',
];

const SCENARIO_IDS: ReadonlySet<string> = new Set(scenarioChecks.map((check) => check.id));

/**
 * The run that proves a fault. A MUST fault that a scenario check of its entry catches is proved on a
 * run of its entry's checks (--only): the same judgement on the same traffic, at a fifth of the cost.
 * A whole run where it proves more: a SHOULD fault's exit 0 says no other check fails on it; an
 * oracle fault is flagged by no other check; checks that judge every exchange need every scenario.
 */
export function faultProofProfile(fault: (typeof faults)[number]): ProofProfile {
  const whole = faultLevel(fault) === 'SHOULD' || ORACLE_FAULTS.includes(fault.name) || !fault.checks.some((check) => SCENARIO_IDS.has(check));
  return whole ? {} : { only: [...fault.checks] };
}

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
      const { report, code } = await runInProcess({ faults: [fault.name] }, faultProofProfile(fault));
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
      if (!ORACLE_FAULTS.includes(fault.name)) return;
      // An oracle fault fails or warns in no check but those meant for it (the run was of every check).
      const flagged = report.results.filter((result) => result.status === 'failed' || result.status === 'warning');
      const unrelated = flagged.filter((result) => !(fault.checks as readonly string[]).includes(result.check));
      expect(unrelated.map((result) => `${result.check} ${result.status}: ${result.message}`)).toEqual([]);
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
