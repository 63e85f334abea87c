import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UsageFile } from '../traffic/usage-file.js';
import { CLI, PROBE_URL } from './paths.js';
import type { ProbeResult } from './suite-probe.js';
import { writeLog } from './traffic-log.js';

export interface TrafficFigures {
  readonly lines: number;
  readonly megabytes: number;
  readonly wallMs: number;
  /** Lines over the whole wall time of the process, start-up and reports included. */
  readonly linesPerSecond: number;
  readonly peakRssMb: number;
}

/** A generated combined-log line is about this long: lines = bytes / it. */
const BYTES_PER_LINE = 99;

/**
 * `pm-conformance traffic` on a generated access log of about `bytes`, in a process of its own with
 * the probe preloaded (peak RSS), as a user would run it.
 */
export async function measureTraffic(bytes: number): Promise<TrafficFigures> {
  const work = mkdtempSync(join(tmpdir(), 'pmc-bench-traffic-'));
  try {
    const log = join(work, 'access.log');
    await writeLog(log, Math.max(1, Math.round(bytes / BYTES_PER_LINE)), new Date('2026-01-01T00:00:00Z'));
    const probeFile = join(work, 'probe.json');
    const reportDir = join(work, 'reports');
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', PROBE_URL, CLI, 'traffic', log, '--report-dir', reportDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PMC_BENCH_PROBE: probeFile },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    const wallMs = performance.now() - started;
    if (code !== 0) throw new Error(`pm-conformance traffic exited with ${code}: ${stderr.trim().split('\n').slice(-2).join(' | ')}`);
    const usage = JSON.parse(readFileSync(join(reportDir, 'usage.json'), 'utf8')) as UsageFile;
    const probe = JSON.parse(readFileSync(probeFile, 'utf8')) as ProbeResult;
    const lines = usage.totals.records + usage.totals.malformed;
    return {
      lines,
      megabytes: Math.round(statSync(log).size / 1e6),
      wallMs: Math.round(wallMs),
      linesPerSecond: Math.round(lines / (wallMs / 1000)),
      peakRssMb: Math.round(probe.maxRssKb / 1024),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
