import fc from 'fast-check';
import type { CheckFinding } from '../../engine/finding.js';
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
  /** 1 for stateful sequences (PATCH then read back); defaults to the run's --concurrency. */
  readonly concurrency?: number;
}

const failed = (reports: readonly CheckFinding[]) => reports.some((report) => report.verdict === 'fail');

/**
 * Each sample is a sequence of its own (concurrent samples do not mix): its failures carry the
 * requests it sent, reported after shrinking as they were sent.
 */
async function evaluateInSequence<T>(ctx: ScenarioContext, run: PropertyRun<T>, sample: T): Promise<CheckFinding[]> {
  const sequence = ctx.branch();
  const sampleCtx = ctx.inSequence(sequence);
  const judged = await run.evaluate(sample, sampleCtx);
  ctx.join(sequence);
  const steps = sequence.snapshot();
  // Confirmed here, before the next sample moves the server on: a failure not seen again is flaky, and the property goes on.
  const reports: CheckFinding[] = [];
  for (const report of judged) reports.push(await sampleCtx.confirmedNow(report));
  return reports.map((report) =>
    (report.verdict === 'fail' || report.verdict === 'warn' || report.verdict === 'flaky') && !report.sequence ? { ...report, sequence: steps } : report,
  );
}

/**
 * Runs `size` workers side by side. The first error stops them all: each finishes what it holds and
 * takes nothing more, and the error is thrown once every one has stopped, so that nothing of this
 * property is still sending when the check's unit is restored and the next one starts.
 */
async function sideBySide(size: number, worker: (stopped: () => boolean) => Promise<void>): Promise<void> {
  let error: { readonly reason: unknown } | undefined;
  const stopped = () => error !== undefined;
  await Promise.all(
    Array.from({ length: size }, () =>
      worker(stopped).catch((reason: unknown) => {
        error ??= { reason };
      }),
    ),
  );
  if (error) throw error.reason;
}

/**
 * Evaluates items with at most `size` in flight, starting the next as soon as one is done; results
 * come back in item order, whatever order answers arrive in.
 */
async function inPool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await sideBySide(Math.min(size, items.length), async (stopped) => {
    while (next < items.length && !stopped()) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  return results;
}

/** Samples generated at a time, each chunk with a seed of its own: memory stays bounded however many runs. */
const CHUNK = 64;

interface Failure<T> {
  readonly index: number;
  readonly sample: T;
  readonly reports: CheckFinding[];
}

/**
 * Judges samples with at most `size` in flight, starting the next as soon as one is answered, so
 * that the suite generates and judges while the server works. Reports are passed on in sample order
 * (a reorder buffer of at most `size`), and none after the first failure in that order: what is
 * reported does not depend on the order answers arrive in. Returns that first failure.
 */
async function judgeInWindow<T>(
  samples: Iterator<T>,
  size: number,
  evaluate: (sample: T) => Promise<CheckFinding[]>,
  pass: (reports: CheckFinding[]) => void,
): Promise<Failure<T> | undefined> {
  const done = new Map<number, { sample: T; reports: CheckFinding[] }>();
  let next = 0;
  let reported = 0;
  let failure: Failure<T> | undefined;
  const flush = () => {
    for (let entry = done.get(reported); entry && !failure; entry = done.get(reported)) {
      done.delete(reported);
      if (failed(entry.reports)) failure = { index: reported, ...entry };
      else pass(entry.reports);
      reported += 1;
    }
  };
  await sideBySide(size, async (stopped) => {
    while (!failure && !stopped()) {
      const item = samples.next();
      if (item.done) return;
      const index = next++;
      const reports = await evaluate(item.value);
      done.set(index, { sample: item.value, reports });
      flush();
    }
  });
  flush();
  return failure;
}

/** `count` samples of `arbitrary`, generated CHUNK at a time; `seedOf(chunk)` seeds each chunk. */
function* chunkedSamples<T>(arbitrary: fc.Arbitrary<T>, count: number, seedOf: (chunk: number) => number): Generator<T> {
  for (let chunk = 0; chunk * CHUNK < count; chunk += 1) {
    yield* fc.sample(arbitrary, { seed: seedOf(chunk), numRuns: Math.min(CHUNK, count - chunk * CHUNK) });
  }
}

/**
 * Runs a property against the server: the coverage examples first, then random samples, at most
 * `concurrency` in flight. Outcomes are reported in sample order until the first failure; fast-check
 * then replays that sample (the seed of its chunk and its path) and shrinks it, and only the shrunk
 * counterexample is reported, with the seed and path that replay it (fc.check with that seed and
 * path reproduces the same sequence of payloads).
 */
export async function checkProperty<T>(ctx: ScenarioContext, outer: PropertyRun<T>): Promise<void> {
  const evaluate = (sample: T) => evaluateInSequence(ctx, outer, sample);
  const concurrency = Math.max(1, outer.concurrency ?? ctx.settings.concurrency);
  const report = (reports: CheckFinding[]) => {
    for (const finding of reports) ctx.report(finding);
  };
  // Every coverage example is judged and reported, a failing one with itself as the counterexample.
  const examples = outer.examples ?? [];
  const judged = await inPool(examples, concurrency, evaluate);
  judged.forEach((reports, index) => {
    for (const finding of reports) ctx.report(failed([finding]) ? { ...finding, counterexample: finding.counterexample ?? examples[index] } : finding);
  });
  const seedOf = (chunk: number) => ctx.seedFor(chunk === 0 ? outer.purpose : `${outer.purpose} (chunk ${chunk})`);
  // Whole windows of samples, as many as --concurrency cases at a time make (what --num-runs has always counted).
  const numRuns = Math.ceil((outer.numRuns ?? ctx.settings.numRuns) / concurrency) * concurrency;
  const found = await judgeInWindow(chunkedSamples(outer.arbitrary, numRuns, seedOf), concurrency, evaluate, report);
  if (!found) return;
  report(found.reports.filter((finding) => finding.verdict !== 'fail'));
  const shrunk = await shrink(outer.arbitrary, evaluate, { seed: seedOf(Math.floor(found.index / CHUNK)), path: String(found.index % CHUNK) });
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
