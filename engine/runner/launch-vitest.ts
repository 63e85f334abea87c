import { writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createVitest, type Reporter } from 'vitest/node';
import type { RunSettings } from '../../suites/runtime/settings.js';

/** The compiled suites sit beside the compiled engine: dist/suites (or the package's dist/suites). */
export const SUITES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'suites');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The compiled modules the suites import (engine, generators, checks…), except the suite files
 * themselves: loaded by Node as they are from an installed package (vitest leaves node_modules to
 * Node). Run from dist/ of a checkout, vite would otherwise transform them and keep every module's
 * code and source map in memory twice (~55 MB more peak RSS). TypeScript sources never match.
 */
const COMPILED_MODULES = new RegExp(`^${escapeRegExp(dirname(SUITES_DIR).split(sep).join('/'))}/(?!suites/[^/]+\\.suite\\.js$).+\\.js$`);

export interface LaunchOptions {
  readonly settings?: RunSettings;
  readonly reporters: Reporter[];
  /** "i/n": run a deterministic share of the suite files (vitest's own sharding). */
  readonly shard?: string;
  /** Write vitest's blob report here (for merge-reports across shards). */
  readonly blobFile?: string;
  /** Replay blob reports from this directory instead of running. */
  readonly mergeFrom?: string;
  /**
   * On abort, no further test starts; the one in flight finishes, so its sequence stays whole and
   * its group's restore runs after it. (vitest's own cancel abandons the test in flight and runs
   * the hooks beside it.) Needs `settings`, whose stop file the suites look for.
   */
  readonly signal?: AbortSignal;
}

/**
 * Runs the conformance suites with vitest as the engine: files one after another in one worker (a
 * fixture's sequences never interleave), no config file of the user's, our reporters only.
 */
export async function launchVitest(options: LaunchOptions): Promise<void> {
  const reporters: (Reporter | [string, Record<string, unknown>])[] = [...options.reporters];
  if (options.blobFile) reporters.push(['blob', { outputFile: options.blobFile }]);
  const before = new Set(signalListeners().map(([, listener]) => listener));
  const vitest = await createVitest('test', {
    root: SUITES_DIR, dir: SUITES_DIR, config: false, watch: false,
    include: ['*.suite.{js,ts}'], exclude: [], reporters: reporters as never,
    fileParallelism: false, isolate: false, pool: 'threads', testTimeout: 0, hookTimeout: 0,
    passWithNoTests: true, silent: true, server: { deps: { external: [COMPILED_MODULES] } }, ...(options.shard ? { shard: options.shard } : {}),
    ...(options.mergeFrom ? { mergeReports: options.mergeFrom } : {}),
    provide: options.settings ? { pmcSettings: options.settings } : {},
  });
  // vitest's logger exits the process on SIGINT/SIGTERM; a caller that restores fixtures first takes them over.
  if (options.signal) for (const [name, listener] of signalListeners()) if (!before.has(listener)) process.off(name, listener);
  const stopFile = options.settings?.stopFile;
  const cancel = () => { if (stopFile) writeFileSync(stopFile, ''); };
  options.signal?.addEventListener('abort', cancel, { once: true });
  if (options.signal?.aborted) cancel();
  try {
    if (options.mergeFrom) await vitest.mergeReports(options.mergeFrom);
    else await vitest.start();
  } finally {
    options.signal?.removeEventListener('abort', cancel);
    await vitest.close();
  }
}

type SignalListener = (...args: unknown[]) => void;

const signalListeners = (): [NodeJS.Signals, SignalListener][] =>
  (['SIGINT', 'SIGTERM'] as const).flatMap((name) => process.listeners(name).map((listener) => [name, listener as SignalListener] as [NodeJS.Signals, SignalListener]));
