import fc from 'fast-check';
import type { CheckFinding } from '../../engine/finding.js';
import type { ScenarioContext } from './scenario-context.js';
import { Sequence } from './sequence.js';

export interface PropertyRun<T> {
  /** What the samples are, for messages ("invalid project-update payload"). */
  readonly purpose: string;
  /** Deterministic coverage phase, run before random samples. */
  readonly examples?: readonly T[];
  readonly arbitrary: fc.Arbitrary<T>;
  /**
   * Judges one sample by sending it through `ctx` (the property's context, recording the sample's
   * own sequence: send and report through it, not the check's); returns what to report. Must not throw.
   */
  readonly evaluate: (sample: T, ctx: ScenarioContext) => Promise<CheckFinding[]>;
  readonly numRuns?: number;
  /** 1 for stateful sequences (PATCH then read back); defaults to the run's --concurrency. */
  readonly concurrency?: number;
}

const failed = (reports: readonly CheckFinding[]) => reports.some((report) => report.verdict === 'fail');

/** Evaluates items `size` at a time; results come back in item order, whatever order answers arrive in. */
async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

/**
 * Each sample is a sequence of its own (concurrent samples do not mix): its failures carry the
 * requests it sent, reported after shrinking as they were sent.
 */
async function evaluateInSequence<T>(ctx: ScenarioContext, run: PropertyRun<T>, sample: T): Promise<CheckFinding[]> {
  const sequence = new Sequence();
  const reports = await run.evaluate(sample, ctx.inSequence(sequence));
  return reports.map((report) =>
    (report.verdict === 'fail' || report.verdict === 'warn') && !report.sequence ? { ...report, sequence: sequence.snapshot() } : report,
  );
}

/**
 * Runs a property against the server: the coverage examples first, then random samples fired
 * `concurrency` at a time. Outcomes are reported as they come until the first failure; fast-check then
 * shrinks the failing batch, and only the shrunk counterexample is reported, with the seed and path
 * that replay it (fc.check with that seed and path reproduces the same sequence of payloads).
 */
export async function checkProperty<T>(ctx: ScenarioContext, outer: PropertyRun<T>): Promise<void> {
  const run = { ...outer, evaluate: (sample: T) => evaluateInSequence(ctx, outer, sample) };
  const concurrency = Math.max(1, run.concurrency ?? ctx.settings.concurrency);
  const examples = run.examples ?? [];
  const judged = await inBatches(examples, concurrency, (example) => run.evaluate(example));
  judged.forEach((reports, index) => {
    for (const report of reports) ctx.report(failed([report]) ? { ...report, counterexample: report.counterexample ?? examples[index] } : report);
  });
  let shrinking = false;
  // Stateful checks cannot be replayed after shrinking (the server moved on): the failure reported
  // is the one observed on the last failing run, which is the shrunk counterexample.
  let lastFailure: { sample: T; reports: CheckFinding[] }[] = [];
  const predicate = async (batch: T[]) => {
    const results = await Promise.all(batch.map((sample) => run.evaluate(sample)));
    if (!shrinking) for (const report of results.flat()) if (report.verdict !== 'fail') ctx.report(report);
    const failing = batch.map((sample, index) => ({ sample, reports: results[index] ?? [] })).filter((entry) => failed(entry.reports));
    if (failing.length > 0) lastFailure = failing;
    shrinking ||= failing.length > 0;
    return failing.length === 0;
  };
  const seed = ctx.seedFor(run.purpose);
  const numRuns = Math.ceil((run.numRuns ?? ctx.settings.numRuns) / concurrency);
  const batches = fc.array(run.arbitrary, { minLength: concurrency, maxLength: concurrency });
  const details = await fc.check(fc.asyncProperty(batches, predicate), { seed, numRuns, endOnFailure: false });
  if (!details.failed) return;
  const replay = `fast-check seed ${seed}, path "${details.counterexamplePath ?? ''}", shrunk ${details.numShrinks} times`;
  for (const { sample, reports } of lastFailure) {
    for (const report of reports.filter((candidate) => candidate.verdict === 'fail')) {
      ctx.report({ ...report, message: `${report.message} (${replay})`, counterexample: report.counterexample ?? sample });
    }
  }
}
