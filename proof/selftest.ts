import { faults, type FaultEntry } from '../reference/faults/catalogue.js';
import { personalityCatalogue, type PersonalityName } from '../reference/personalities/index.js';
import { suiteVersion } from '../engine/report/version.js';
import { ToolError } from '../engine/tool-error.js';
import type { FaultFigure, SelftestFigures, Tally, VariantFigure } from '../reports/certification/figures.js';
import { FAULT_CLASSES, faultClassOf } from './fault-class.js';
import { falseFailures, faultLevel, judgeFault } from './judge.js';
import { runInProcess } from './run-variant.js';
import { PROOF_SETTINGS, variantSettings } from './settings.js';

/** The clean reference server and every personality: the conforming variants. */
export const conformingVariants = (): readonly string[] => ['clean', ...personalityCatalogue.map((personality) => personality.name)];

/** The command that reproduces the figures. */
export const SELFTEST_COMMAND = 'pm-conformance selftest';

/** A conforming variant's run and its false failures (none, when the suite is right). */
export async function proveVariant(name: string): Promise<VariantFigure & { readonly details: readonly string[] }> {
  const run = await runInProcess(name === 'clean' ? {} : { personality: name as PersonalityName }, variantSettings(name));
  const details = falseFailures(run);
  return { name, falseFailures: details.length, details };
}

/** A fault's run and whether it was caught at its level by a check its entry names. */
export async function proveFault(fault: FaultEntry): Promise<FaultFigure> {
  const { report, code } = await runInProcess({ faults: [fault.name as never] });
  return { name: fault.name, level: faultLevel(fault), class: faultClassOf(fault), caught: judgeFault(fault, report, code).caught };
}

const tally = (list: readonly FaultFigure[]): Tally => ({ caught: list.filter((fault) => fault.caught).length, total: list.length });

/** The figures of these outcomes: totals, per level and per fault class (pure, so a test folds the proof's own outcomes the same way). */
export function foldFigures(variantList: readonly VariantFigure[], faultList: readonly FaultFigure[], seconds: number): SelftestFigures {
  const levels = ['MUST', 'SHOULD'] as const;
  return {
    version: suiteVersion(),
    command: SELFTEST_COMMAND,
    seed: PROOF_SETTINGS.seed,
    numRuns: PROOF_SETTINGS.numRuns,
    variants: variantList.length,
    falseFailures: variantList.reduce((sum, variant) => sum + variant.falseFailures, 0),
    caught: faultList.filter((fault) => fault.caught).length,
    faults: faultList.length,
    byLevel: Object.fromEntries(levels.map((level) => [level, tally(faultList.filter((fault) => fault.level === level))])),
    byClass: Object.fromEntries(FAULT_CLASSES.map((name) => [name, tally(faultList.filter((fault) => fault.class === name))])),
    seconds: Math.round(seconds * 10) / 10,
    variantList: variantList.map(({ name, falseFailures }) => ({ name, falseFailures })),
    faultList,
  };
}

/** Runs `tasks` with at most `parallel` in flight, results in the order given. */
async function pooled<T>(tasks: readonly (() => Promise<T>)[], parallel: number, done: (index: number) => void): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
      done(index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  return results;
}

export interface SelftestOptions {
  /** Runs in flight at once (each is a reference server and a suite run in this process). */
  readonly parallel?: number;
  /** One line per variant or fault proved. */
  readonly progress?: (line: string) => void;
  /** Prove only these variants and faults (a part of the measurement); none given: all of them. */
  readonly only?: { readonly variants?: readonly string[]; readonly faults?: readonly string[] };
}

/** The variants and faults to prove: all, or the ones named (an unknown name is bad input). */
function selected(only: SelftestOptions['only']): { names: readonly string[]; corpus: readonly FaultEntry[] } {
  const names = conformingVariants();
  if (!only?.variants?.length && !only?.faults?.length) return { names, corpus: faults };
  const unknownVariant = only.variants?.find((name) => !names.includes(name));
  if (unknownVariant) throw new ToolError(`unknown variant "${unknownVariant}" (the clean server or a personality: ${names.join(', ')})`);
  const unknownFault = only.faults?.find((name) => !faults.some((fault) => fault.name === name));
  if (unknownFault) throw new ToolError(`unknown fault "${unknownFault}" (see reference/faults/catalogue.ts)`);
  return { names: only.variants ?? [], corpus: faults.filter((fault) => only.faults?.includes(fault.name)) };
}

/** The suite against every conforming variant and every fault of the corpus: its precision, measured. */
export async function runSelftest(options: SelftestOptions = {}): Promise<SelftestFigures & { readonly misses: readonly string[] }> {
  const started = performance.now();
  const { names, corpus } = selected(options.only);
  const total = names.length + corpus.length;
  let finished = 0;
  const tick = (what: string) => options.progress?.(`[${++finished}/${total}] ${what}`);
  const parallel = options.parallel ?? 2;
  const variants = await pooled(
    names.map((name) => () => proveVariant(name)),
    parallel,
    (index) => tick(`variant ${names[index] ?? ''}`),
  );
  const faultList = await pooled(
    corpus.map((fault) => () => proveFault(fault)),
    parallel,
    (index) => tick(`fault ${corpus[index]?.name ?? ''}`),
  );
  const figures = foldFigures(variants, faultList, (performance.now() - started) / 1000);
  const misses = [
    ...variants.flatMap((variant) => variant.details.map((detail) => `false failure on ${variant.name}: ${detail}`)),
    ...faultList.filter((fault) => !fault.caught).map((fault) => `missed fault ${fault.name} (${fault.level}, ${fault.class})`),
  ];
  return { ...figures, misses };
}
