import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cpuBudget, cpuUse, steadyPart, together } from '../../bench/cpu-budget.js';
import { processCpuMs, statCpuMs } from '../../bench/cpu-time.js';
import { workDir } from '../support/work-dir.js';

describe('CPU per request', () => {
  it('gives each side µs per request and the cores both kept busy', () => {
    expect(cpuUse({ count: 10_000, clientMs: 1_500, serverMs: 2_000, wallMs: 2_000 })).toEqual({ clientUs: 150, serverUs: 200, totalUs: 350, coresBusy: 1.75 });
  });

  it('adds two measures, and takes the steady part of two runs as the larger less the smaller', () => {
    const small = { count: 10_000, clientMs: 4_000, serverMs: 2_500, wallMs: 5_000 };
    const large = { count: 100_000, clientMs: 35_000, serverMs: 20_500, wallMs: 33_000 };
    expect(together(small, large)).toEqual({ count: 110_000, clientMs: 39_000, serverMs: 23_000, wallMs: 38_000 });
    expect(steadyPart(small, large)).toEqual({ count: 90_000, clientMs: 31_000, serverMs: 18_000, wallMs: 28_000 });
    // Not larger in both: the difference would be noise, so the larger run stands alone.
    expect(steadyPart(small, { ...large, wallMs: 4_000 })).toEqual({ ...large, wallMs: 4_000 });
    expect(steadyPart(large, small)).toEqual(small);
  });

  it("leaves the suite what the ratio's goal allows both sides, less the server's share", () => {
    const budget = cpuBudget(
      {
        raw: { count: 50_000, clientMs: 7_000, serverMs: 9_600, wallMs: 10_000 },
        bareClient: { count: 25_000, clientMs: 4_000, serverMs: 4_800, wallMs: 5_000 },
        suite: { count: 90_000, clientMs: 31_500, serverMs: 18_000, wallMs: 28_000 },
      },
      0.8,
    );
    expect(budget.raw).toEqual({ clientUs: 140, serverUs: 192, totalUs: 332, coresBusy: 1.66 });
    expect(budget.bareClient.clientUs).toBe(160);
    expect(budget.suite).toEqual({ clientUs: 350, serverUs: 200, totalUs: 550, coresBusy: 1.77 });
    // 332 / 0.8 = 415 µs for both sides; the server takes 200 of them.
    expect(budget.targetTotalUs).toBe(415);
    expect(budget.suiteAllowedUs).toBe(215);
  });
});

describe('CPU time from /proc', () => {
  it('reads utime + stime after the command name, whatever its spaces and parentheses', () => {
    const file = join(workDir('pmc-stat-'), 'stat');
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    writeFileSync(file, '4242 (node (a b) c) S 1 2 3 4 5 6 7 8 9 10 250 30 0 0 20 0 1\n');
    expect(statCpuMs(file)).toBe(2_800);
  });

  it('is undefined where the file cannot be read', () => {
    expect(statCpuMs(join(workDir('pmc-stat-'), 'none'))).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')('reads a live process: this one, which has spent CPU to get here', () => {
    expect(processCpuMs(process.pid)).toBeGreaterThan(0);
  });
});
