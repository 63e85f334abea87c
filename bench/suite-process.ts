import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunReport } from '../engine/report/model.js';
import { CLI, PROBE_URL, UNBUNDLED_CLI } from './paths.js';
import type { ProbeResult } from './suite-probe.js';
import { cpuSplit, type CpuProfile, type CpuSplit } from './cpu-split.js';

export interface SuiteFigures {
  readonly exchanges: number;
  readonly failed: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** From spawning the process to its exit: start-up, the run, restore, reports. */
  readonly wallMs: number;
  /** Peak RSS of the suite's process: the engine runs every check in it, no worker. */
  readonly peakRssMb: number;
  /** CPU time of the process, all threads (V8's compiler and GC helpers included). */
  readonly cpuMs: number;
  /** CPU time of its main thread (Linux): the wall time an idle machine would give, about. */
  readonly mainThreadCpuMs?: number;
  /** From spawning the process to the first request it creates. */
  readonly firstRequestMs?: number;
  /** The dependent round trips the report counts (run.criticalPath). */
  readonly criticalPath?: number;
  /** With `profile`: the main thread's CPU per exchange by part of the suite (cpu-split.ts). */
  readonly split?: CpuSplit;
}

const STDERR_KEPT = 4_000;

/**
 * Runs `pm-conformance run ARGS` in a process of its own, exactly as a user would (the bundle bin/
 * runs, the in-process engine: every check × operation in that one process), with the probe
 * preloaded, and reads the figures from its report.json and the probe. Exit 1 (a failure found) is
 * a result; anything else is an error of the run.
 */
export async function runSuiteProcess(args: readonly string[], options: { readonly profile?: boolean } = {}): Promise<SuiteFigures> {
  const work = mkdtempSync(join(tmpdir(), 'pmc-bench-'));
  try {
    const probeFile = join(work, 'probe.json');
    const profileFile = join(work, 'run.cpuprofile');
    const reportDir = join(work, 'reports');
    const spawnedAt = Date.now();
    const started = performance.now();
    // A profiled run is read by file (cpu-split.ts): the CLI's modules, not its bundle, whose chunks mix the parts.
    const cli = options.profile ? UNBUNDLED_CLI : CLI;
    const child = spawn(process.execPath, ['--import', PROBE_URL, cli, 'run', ...args, '--report-dir', reportDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PMC_BENCH_PROBE: probeFile, ...(options.profile ? { PMC_BENCH_PROFILE: profileFile } : {}) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT);
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve(exitCode));
    });
    const wallMs = performance.now() - started;
    if (code !== 0 && code !== 1)
      throw new Error(`pm-conformance run ${args.join(' ')} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
    const report = JSON.parse(readFileSync(join(reportDir, 'report.json'), 'utf8')) as RunReport;
    const probe = JSON.parse(readFileSync(probeFile, 'utf8')) as ProbeResult;
    return {
      exchanges: report.traffic.exchanges,
      failed: report.summary.failed,
      p50Ms: report.traffic.latencyMs.p50,
      p99Ms: report.traffic.latencyMs.p99,
      wallMs: Math.round(wallMs),
      peakRssMb: Math.round(probe.maxRssKb / 1024),
      cpuMs: probe.cpuMs,
      ...(probe.mainThreadCpuMs === undefined ? {} : { mainThreadCpuMs: probe.mainThreadCpuMs }),
      ...(probe.firstRequestAt === undefined ? {} : { firstRequestMs: probe.firstRequestAt - spawnedAt }),
      ...(report.run.criticalPath ? { criticalPath: report.run.criticalPath.roundTrips } : {}),
      ...(options.profile ? { split: splitOf(profileFile, report.traffic.exchanges, probe) } : {}),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The profile's split, scaled to the main thread's CPU time where /proc gives it (cpu-split.ts). */
function splitOf(profileFile: string, exchanges: number, probe: ProbeResult): CpuSplit {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile;
  return cpuSplit(profile, exchanges, probe.mainThreadCpuMs === undefined ? undefined : probe.mainThreadCpuMs * 1000);
}
