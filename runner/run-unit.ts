import { CONNECTION_KEYS } from '../engine/connection.js';
import type { UnitFindings } from '../engine/results/collected.js';
import type { RunSettings } from '../engine/settings.js';
import type { ScenarioCheck } from '../suites/runtime/check-types.js';
import type { Unit } from './plan.js';
import { Recorder, type KeptFailure } from '../suites/runtime/recorder.js';
import { ScenarioContext, type ContextServices } from '../suites/runtime/scenario-context.js';
import { Sequence } from '../suites/runtime/sequence.js';
import { NotAssessable } from '../suites/runtime/read-document.js';
import { Unrestorable } from '../suites/runtime/unrestorable.js';
import { notNowIn } from '../engine/verdict.js';
import { UNASSESSED_CAUSE_WORDS } from '../engine/unassessed-cause.js';

/** The inputs a check needs that the configuration does not give, as flags with their variables. */
export function missingInputs(check: ScenarioCheck, settings: RunSettings): string[] {
  const input = (key: keyof typeof CONNECTION_KEYS) => `${CONNECTION_KEYS[key].flag} (${CONNECTION_KEYS[key].env})`;
  const missing = (check.needs ?? []).filter((key) => !settings.connection[key]).map(input);
  const oneOf = check.needsOneOf ?? [];
  // Alternatives are one input: missing only when none of them was given.
  if (oneOf.length > 0 && !oneOf.some((key) => settings.connection[key])) missing.push(oneOf.map(input).join(' or '));
  return missing;
}

/** What one unit left: its findings, and its dependent round trips (the part of its latency nothing overlaps). */
export interface UnitRun {
  readonly findings: UnitFindings;
  readonly roundTrips: number;
  /** The failures its rows keep, with the findings behind them (their reproductions may be reduced). */
  readonly failures: readonly KeptFailure[];
}

/**
 * Runs one check on one operation and returns its findings. A check that throws has a bug or met an
 * answer it cannot read: reported as a warning, and the run goes on.
 */
export async function runUnit(unit: Unit, services: ContextServices): Promise<UnitRun> {
  const recorder = new Recorder();
  const ctx = new ScenarioContext(unit.check, unit.operation, recorder, services);
  const sequence = new Sequence();
  const missing = missingInputs(unit.check, services.settings);
  if (missing.length > 0) ctx.skip(`needs ${missing.join(', ')}, which was not given`);
  else {
    try {
      // The whole check is one sequence: a failure reported outside a property replays what led to it.
      await unit.check.run(ctx.inSequence(sequence), unit.operation);
    } catch (error) {
      // A read the server does not offer: not a verdict on the server, the reason says what was missing.
      // A check stopped by an answer that said "not now" (429, 503, no answer) says nothing of the server either.
      const notNow = notNowIn([...sequence.snapshot()].reverse());
      // So is a change the run could not put back on a server without a read (suites/runtime/unrestorable.ts).
      if (error instanceof NotAssessable || error instanceof Unrestorable)
        ctx.report({ verdict: 'not-assessable', message: error.message, unassessed: error.unassessed });
      else if (notNow)
        ctx.report({
          verdict: 'not-assessable',
          message: `${UNASSESSED_CAUSE_WORDS[notNow.notNow.reason]}: the check stopped after "${notNow.exchange.purpose}" ${notNow.notNow.detail}`,
          notNow: notNow.notNow,
        });
      else ctx.report({ verdict: 'warn', message: `the check could not complete: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  await recorder.settled().catch(() => undefined);
  return { findings: recorder.findings(unit.name, unit.index), roundTrips: sequence.depth, failures: recorder.failures() };
}
