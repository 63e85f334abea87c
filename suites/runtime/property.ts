import fc from 'fast-check';
import type { CheckFinding } from '../../engine/finding.js';
import { onJudgedEvidence } from '../../engine/verdict.js';
import type { ScenarioContext } from './scenario-context.js';

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
  /** Samples in flight at once: 1 for stateful sequences (PATCH then read back); default SAMPLES_PER_BATCH. */
  readonly batchSize?: number;
  /** Samples start a batch at a time, all together (a read shared by the batch, shared-read.ts); default: each as soon as its place allows. */
  readonly together?: boolean;
}

const failed = (reports: readonly CheckFinding[]) => reports.some((report) => report.verdict === 'fail');

/**
 * Each sample is a sequence of its own (concurrent samples do not mix): its failures carry the
 * requests it sent, reported after shrinking as they were sent.
 */
async function evaluateInSequence<T>(ctx: ScenarioContext, run: PropertyRun<T>, sample: T, at?: number): Promise<Evaluated> {
  const sequence = ctx.branch(at);
  const sampleCtx = ctx.inSequence(sequence);
  const judged = await run.evaluate(sample, sampleCtx);
  const steps = sequence.snapshot();
  // Confirmed here, before the next sample moves the server on: a failure not seen again is flaky, and the property goes on.
  // A sample whose requests were answered "not now" is judged not at all (engine/verdict.ts), so never shrunk nor confirmed.
  const reports: CheckFinding[] = [];
  for (const report of judged)
    reports.push(
      await sampleCtx.confirmedNow(onJudgedEvidence(report, [report.exchange, ...(report.sequence ?? steps)], report.requirement ?? ctx.check.requirement)),
    );
  return {
    reports: reports.map((report) =>
      (report.verdict === 'fail' || report.verdict === 'warn' || report.verdict === 'flaky') && !report.sequence ? { ...report, sequence: steps } : report,
    ),
    depth: sequence.depth,
  };
}

/** What a sample's evaluation left: its reports, and the dependent round trips it ended at. */
interface Evaluated {
  readonly reports: CheckFinding[];
  readonly depth: number;
}

/**
 * Samples in flight at once: a number of the suite's own, not --concurrency (which bounds the
 * requests in flight, client-wide), so that a run sends the same requests whatever --concurrency it is
 * given, and its report is the same.
 */
export const SAMPLES_PER_BATCH = 8;

/** A sample judged, at its place in sample order. */
interface Judged<T> extends Evaluated {
  readonly index: number;
  readonly sample: T;
}

/**
 * Evaluates samples, at most `size` in flight: sample j starts once every sample `size` places before it
 * is answered (`together`: once every sample of the batch before it is, as a shared read needs). Each
 * judged sample is passed to `next` in sample order; when it says stop (the first failure, at k), the
 * samples up to k + size − 1 (to the end of k's batch, `together`) are sent and no more. What is sent
 * and what `next` sees depend on the answers, never on the order they arrive in; so does the depth each
 * sample starts at (the deepest sample it waited on). The first error is thrown once every sample in
 * flight has stopped, so that nothing of this property still sends when the unit is restored.
 */
function inOrder<T>(
  samples: Iterator<T>,
  options: { readonly size: number; readonly together: boolean; readonly base: number },
  evaluate: (sample: T, at: number) => Promise<Evaluated>,
  next: (judged: Judged<T>) => 'go on' | 'stop',
): Promise<{ readonly depth: number }> {
  const { size, together, base } = options;
  const done = new Map<number, Judged<T>>();
  /** Deepest end of the samples before each index, as they come to be known in order. */
  const deepest: number[] = [base];
  let started = 0;
  let frontier = 0;
  let inFlight = 0;
  let limit = Number.POSITIVE_INFINITY;
  let exhausted = false;
  let error: { readonly reason: unknown } | undefined;
  const reach = (index: number) => (together ? (Math.floor(index / size) + 1) * size : index + size);
  return new Promise((resolve, reject) => {
    const settle = () => {
      if (inFlight > 0) return;
      if (error) reject(error.reason);
      else resolve({ depth: Math.max(...deepest) });
    };
    const pump = (): void => {
      while (!error && !exhausted && started < Math.min(limit, reach(frontier))) {
        const item = samples.next();
        if (item.done) {
          exhausted = true;
          break;
        }
        const index = started;
        started += 1;
        inFlight += 1;
        const at = deepest[together ? Math.floor(index / size) * size : Math.max(0, index - size + 1)] ?? base;
        evaluate(item.value, at).then(
          (evaluated) => {
            inFlight -= 1;
            done.set(index, { index, sample: item.value, ...evaluated });
            for (let judged = done.get(frontier); judged; judged = done.get(frontier)) {
              done.delete(frontier);
              deepest[frontier + 1] = Math.max(deepest[frontier] ?? base, judged.depth);
              frontier += 1;
              if (limit === Number.POSITIVE_INFINITY && next(judged) === 'stop') limit = reach(judged.index);
            }
            pump();
            settle();
          },
          (reason: unknown) => {
            inFlight -= 1;
            error ??= { reason };
            settle();
          },
        );
      }
      settle();
    };
    pump();
  });
}

/** Samples generated at a time, each chunk with a seed of its own: memory stays bounded however many runs. */
const CHUNK = 64;

/** `count` samples of `arbitrary`, generated CHUNK at a time; `seedOf(chunk)` seeds each chunk. */
function* chunkedSamples<T>(arbitrary: fc.Arbitrary<T>, count: number, seedOf: (chunk: number) => number): Generator<T> {
  for (let chunk = 0; chunk * CHUNK < count; chunk += 1) {
    yield* fc.sample(arbitrary, { seed: seedOf(chunk), numRuns: Math.min(CHUNK, count - chunk * CHUNK) });
  }
}

/**
 * Runs a property against the server: the coverage examples first, then random samples, at most
 * a batch of samples at a time. Outcomes are reported in sample order until the first failure; fast-check
 * then replays that sample (the seed of its chunk and its path) and shrinks it, and only the shrunk
 * counterexample is reported, with the seed and path that replay it (fc.check with that seed and
 * path reproduces the same sequence of payloads).
 */
export async function checkProperty<T>(ctx: ScenarioContext, outer: PropertyRun<T>): Promise<void> {
  const evaluate = (sample: T, at?: number) => evaluateInSequence(ctx, outer, sample, at);
  const options = { size: Math.max(1, outer.batchSize ?? SAMPLES_PER_BATCH), together: outer.together ?? false };
  // Every coverage example is judged and reported, a failing one with itself as the counterexample.
  const examples = await inOrder(outer.examples?.[Symbol.iterator]() ?? [][Symbol.iterator](), { ...options, base: ctx.depth }, evaluate, (judged) => {
    for (const finding of judged.reports) ctx.report(failed([finding]) ? { ...finding, counterexample: finding.counterexample ?? judged.sample } : finding);
    return 'go on';
  });
  ctx.reach(examples.depth);
  const seedOf = (chunk: number) => ctx.seedFor(chunk === 0 ? outer.purpose : `${outer.purpose} (chunk ${chunk})`);
  const numRuns = outer.numRuns ?? ctx.settings.numRuns;
  let found: Judged<T> | undefined;
  const random = await inOrder(chunkedSamples(outer.arbitrary, numRuns, seedOf), { ...options, base: ctx.depth }, evaluate, (judged) => {
    if (failed(judged.reports)) {
      found = judged;
      return 'stop';
    }
    for (const finding of judged.reports) ctx.report(finding);
    return 'go on';
  });
  ctx.reach(random.depth);
  if (!found) return;
  for (const finding of found.reports.filter((candidate) => candidate.verdict !== 'fail')) ctx.report(finding);
  const shrunk = await shrink(
    outer.arbitrary,
    async (sample) => {
      const evaluated = await evaluate(sample);
      ctx.reach(evaluated.depth);
      return evaluated.reports;
    },
    { seed: seedOf(Math.floor(found.index / CHUNK)), path: String(found.index % CHUNK) },
  );
  const { sample, reports } = shrunk.failure ?? found;
  for (const finding of reports.filter((candidate) => candidate.verdict === 'fail')) {
    ctx.report({ ...finding, message: `${finding.message} (${shrunk.replay})`, counterexample: finding.counterexample ?? sample });
  }
}

/**
 * fast-check replays the failing sample from its chunk's seed and path and shrinks it. Stateful
 * checks cannot be replayed exactly (the server moved on): the failure kept is the one observed on
 * the last failing run, which is the shrunk counterexample; a replay that no longer fails keeps the
 * original failure.
 */
async function shrink<T>(
  arbitrary: fc.Arbitrary<T>,
  evaluate: (sample: T) => Promise<CheckFinding[]>,
  replay: { seed: number; path: string },
): Promise<{ failure?: { sample: T; reports: CheckFinding[] }; replay: string }> {
  let failure: { sample: T; reports: CheckFinding[] } | undefined;
  const predicate = async (sample: T) => {
    const reports = await evaluate(sample);
    if (!failed(reports)) return true;
    failure = { sample, reports };
    return false;
  };
  const details = await fc.check(fc.asyncProperty(arbitrary, predicate), { seed: replay.seed, path: replay.path, numRuns: 1, endOnFailure: false });
  const path = details.failed ? (details.counterexamplePath ?? replay.path) : replay.path;
  return { ...(details.failed && failure ? { failure } : {}), replay: `fast-check seed ${replay.seed}, path "${path}", shrunk ${details.numShrinks} times` };
}
