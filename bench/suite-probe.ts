import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { statCpuMs } from './cpu-time.js';

/**
 * Preloaded (--import) into a `pm-conformance` process by the bench: notes when the first HTTP
 * request is created and, at exit, the process's peak RSS and CPU time, into the JSON file named by
 * PMC_BENCH_PROBE. The engine runs every check in this one process (the embedded server too, when no
 * --config is given), so these are the whole run's figures. Without that variable it does nothing.
 */
const file = process.env.PMC_BENCH_PROBE;
/** Where to write a CPU profile of the whole process (bench/cpu-split.ts reads it): a run of its own, since profiling costs time. */
const profileFile = process.env.PMC_BENCH_PROFILE;

export interface ProbeResult {
  /** Date.now() when undici created the process's first request (the fixtures' snapshot). */
  readonly firstRequestAt?: number;
  readonly maxRssKb: number;
  /** User + system CPU time of every thread of the process (V8's helper threads included). */
  readonly cpuMs: number;
  /**
   * User + system CPU time of the main thread alone (Linux): about what the run's wall time would be
   * on an idle machine, since the engine is single-threaded. Absent where /proc is not readable.
   */
  readonly mainThreadCpuMs?: number;
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
    const usage = process.resourceUsage();
    const mainThread = statCpuMs('/proc/thread-self/stat');
    const result: ProbeResult = {
      ...(firstRequestAt === undefined ? {} : { firstRequestAt }),
      maxRssKb: usage.maxRSS,
      cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000),
      ...(mainThread === undefined ? {} : { mainThreadCpuMs: mainThread }),
    };
    writeFileSync(file, JSON.stringify(result));
  });
}

if (profileFile) {
  // In-process inspector: its messages are answered synchronously, so the profile is written in the exit handler.
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(profileFile, JSON.stringify(result.profile));
    });
  });
}
