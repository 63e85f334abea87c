import { afterAll, describe, expect, it } from 'vitest';
import { faults, type FaultEntry } from '../../reference/faults/catalogue.js';
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
 * Scenarios that send the traffic an exchange check judges, for a fault only exchange checks catch: a
 * missing body (400s with an error body), updates of the project and of the timesheets (200s, one
 * sample at a time, each read back) and a person added and removed (an add, a DELETE).
 */
const DRIVERS = ['body-required', 'project-update-persists', 'timesheet-update-persists', 'delete-removes'];

/** The checks a fault's run is limited to: those its catalogue entry names, and drivers when none is a scenario. */
export const checksFor = (fault: FaultEntry): string[] =>
  fault.checks.some((check) => SCENARIO_IDS.has(check)) ? [...fault.checks] : [...fault.checks, ...DRIVERS];

/** A fault that makes the server crash (a 5xx) on one kind of input only: the scenario that sends it is none its entry names. */
const crashesOnInput = (fault: FaultEntry) => fault.checks.every((check) => check === 'no-server-error');

/**
 * The run that proves a fault. A MUST fault is proved on a run of its entry's checks (--only): the same
 * judgement on the same traffic, at a fifth of the cost; when its checks judge every exchange (a
 * response's schema, its media type, the error body, the success status), on its checks and the
 * drivers, which send every kind of answer they judge (a tenth of the cost of every check, and the
 * same check catching the fault at the same level). A whole run where it proves more: a SHOULD
 * fault's exit 0 says no other check fails on it; an oracle fault is flagged by no other check; a
 * server that crashes on one kind of input needs the scenario that sends that input, whichever it is.
 */
export function faultProofProfile(fault: FaultEntry): ProofProfile {
  const whole = faultLevel(fault) === 'SHOULD' || ORACLE_FAULTS.includes(fault.name) || crashesOnInput(fault);
  return whole ? {} : { only: checksFor(fault) };
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
