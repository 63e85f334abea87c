import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';

/**
 * Preloaded (--import) into a suite process by the bench: notes when the first HTTP request is
 * created and, at exit, the process's peak RSS (all its threads: vitest runs the suites in a worker
 * thread), into the JSON file named by PMC_BENCH_PROBE. Without that variable it does nothing.
 */
const file = process.env.PMC_BENCH_PROBE;

export interface ProbeResult {
  /** Date.now() when undici created the process's first request (the fixtures' snapshot). */
  readonly firstRequestAt?: number;
  readonly maxRssKb: number;
}

if (file) {
  let firstRequestAt: number | undefined;
  const onCreate = () => {
    firstRequestAt ??= Date.now();
    // Unsubscribed (after this publish: not while the channel iterates its subscribers) so that
    // later requests pay nothing for the probe.
    queueMicrotask(() => unsubscribe('undici:request:create', onCreate));
  };
  subscribe('undici:request:create', onCreate);
  process.on('exit', () => {
    const result: ProbeResult = { ...(firstRequestAt === undefined ? {} : { firstRequestAt }), maxRssKb: process.resourceUsage().maxRSS };
    writeFileSync(file, JSON.stringify(result));
  });
}
