import { describe, expect, it } from 'vitest';
import { fit, numRunsFor } from '../../bench/calibrate.js';
import { SPLIT_PARTS } from '../../bench/cpu-split.js';
import { median, printBench, runBench, type BenchConfig } from '../../bench/main.js';
import type { BenchResult } from '../../bench/output.js';
import { evaluateTargets } from '../../bench/targets.js';

// The bench's own logic and output format. Figures are never asserted: only that they are there.

describe('calibration of --num-runs', () => {
  it('fits exchanges = intercept + slope × numRuns through two runs', () => {
    expect(fit({ numRuns: 10, exchanges: 498 }, { numRuns: 30, exchanges: 638 })).toEqual({ slope: 7, intercept: 428 });
  });

  it('asks for a whole number of batches, at least one', () => {
    const line = { slope: 7, intercept: 428 };
    expect(numRunsFor(line, 10_000, 10)).toBe(1370);
    expect(numRunsFor(line, 100, 10)).toBe(10);
  });

  it('refuses points that say nothing about the slope', () => {
    expect(() => fit({ numRuns: 10, exchanges: 498 }, { numRuns: 10, exchanges: 498 })).toThrow(/two different/);
    expect(() => fit({ numRuns: 10, exchanges: 498 }, { numRuns: 20, exchanges: 498 })).toThrow(/no exchanges per sample/);
  });
});

describe('targets', () => {
  it('says which are met (issue 17: ratio >= 0.8, default run <= 2.0 s, peak RSS <= 150 MB, first request <= 0.4 s)', () => {
    const targets = evaluateTargets({ ratio: 0.79, defaultRunWallMs: 2_000, peakRssMb: 151, peakRssExchanges: 100_000, firstRequestMs: 400 });
    expect(targets.map(({ met }) => met)).toEqual([false, true, false, true]);
    expect(targets[2]?.name).toBe('peak RSS, 100,000 exchanges');
    expect(
      evaluateTargets({ ratio: 0.8, defaultRunWallMs: 2_001, peakRssMb: 150, peakRssExchanges: 100_000, firstRequestMs: 401 }).map(({ met }) => met),
    ).toEqual([true, false, true, false]);
  });

  it('takes the median of repeated runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2);
  });
});

describe('npm run bench on a tiny configuration', () => {
  const tiny: BenchConfig = {
    seed: 1,
    concurrency: 2,
    rawSeconds: 1,
    phases: [{ numRuns: 2 }, { numRuns: 6 }],
    defaultRunArgs: ['--only', 'valid-payloads-accepted', '--num-runs', '1'],
    defaultRuns: 2,
    generatorMs: 20,
    trafficBytes: 200_000,
    latenciesMs: [5],
  };

  it('prints the tables, then one JSON line with every figure', async () => {
    let output = '';
    printBench(await runBench(tiny, () => {}), (text) => {
      output += text;
    });
    const lines = output.trimEnd().split('\n');
    const json = lines.filter((line) => line.startsWith('{'));
    expect(json).toHaveLength(1);
    expect(lines.at(-1)).toBe(json[0]);
    expect(lines[0]).toMatch(/^pm-conformance \S+ bench: \d+ cores/);
    expect(output).toMatch(/^run\s+requests\s+req\/s\s+p50 ms\s+p99 ms\s+wall s\s+cpu s\s+peak RSS MB\s+first request s$/m);
    expect(output).toMatch(/^raw: autocannon, 2 connections\s+[\d,]+/m);
    expect(output).toMatch(/^bare client: undici, 2 connections\s+[\d,]+/m);
    expect(output).toMatch(/^raw again, after the phases\s+[\d,]+/m);
    expect(output).toMatch(/^default pm-conformance run \(median of 2\)\s+[\d,]+/m);
    expect(output).toMatch(/^default runs, wall s: [\d.]+, [\d.]+; first request \(median\) [\d.]+ s$/m);
    expect(output).toMatch(/^target\s+value\s+goal\s+met$/m);
    expect(output).toMatch(/^add-person\s+[\d,]+$/m);

    const result = JSON.parse(json[0] as string) as BenchResult & { bench: string };
    expect(result.bench).toBe('pm-conformance');
    expect(result.raw.requestsPerSecond).toBeGreaterThan(0);
    expect(result.rawAfter.requestsPerSecond).toBeGreaterThan(0);
    expect(result.bareClient.requestsPerSecond).toBeGreaterThan(0);
    expect(result.bareClient.errors).toBe(0);
    expect(result.bareClientRatio).toBe(
      Math.round((result.bareClient.requestsPerSecond / ((result.raw.requestsPerSecond + result.rawAfter.requestsPerSecond) / 2)) * 100) / 100,
    );
    expect(result.rawRequestsPerSecond).toBe(Math.round((result.raw.requestsPerSecond + result.rawAfter.requestsPerSecond) / 2));
    expect(result.phases).toHaveLength(2);
    expect(result.defaultRunWallsMs).toHaveLength(2);
    expect(result.defaultRunWallsMs).toContain(result.defaultRun.wallMs);
    for (const run of [...result.phases, result.defaultRun]) {
      expect(run.exchanges).toBeGreaterThan(0);
      expect(run.failed).toBe(0);
      expect(run.peakRssMb).toBeGreaterThan(0);
      expect(run.cpuMs).toBeGreaterThan(0);
      expect(run.firstRequestMs).toBeGreaterThan(0);
    }
    expect(result.defaultRunFirstRequestMs).toBeGreaterThan(0);
    // The steady state of this file's tiny phases is mostly noise (a loaded machine can round it to 0.00):
    // what holds whatever the load is that the ratio is the steady rate over the raw one.
    expect(result.ratio).toBeGreaterThanOrEqual(0);
    expect(result.ratio).toBeCloseTo(result.steadyExchangesPerSecond / result.rawRequestsPerSecond, 1);
    // The suite's own work per exchange, by part, from a profiled run of the smallest phase.
    // The parts come from a sampling profiler: judging takes about 1 µs per exchange, so a run this small
    // can hold no sample of it. Every part is there and none is negative; sending, the bulk, is sampled.
    expect(result.split.exchanges).toBeGreaterThan(0);
    expect(result.split.send).toBeGreaterThan(0);
    for (const part of SPLIT_PARTS) expect(result.split[part]).toBeGreaterThanOrEqual(0);
    expect(result.split.totalUs).toBeCloseTo(
      result.split.send + result.split.generate + result.split.validate + result.split.record + result.split.judge + result.split.other,
      0,
    );
    expect(output).toMatch(/^suite work per exchange, µs\s+send\s+generate\s+validate\s+record\s+judge\s+other\s+total$/m);
    expect(output).toMatch(/^CPU-profiled run, [\d,]+ exchanges(\s+[\d.]+){7}$/m);
    // Where the server's CPU can be read (Linux): CPU per request by side, and what the ratio's goal leaves the suite.
    if (process.platform === 'linux') {
      const budget = result.cpuBudget as NonNullable<BenchResult['cpuBudget']>;
      for (const use of [budget.raw, budget.bareClient, budget.suite]) {
        expect(use.clientUs).toBeGreaterThan(0);
        expect(use.serverUs).toBeGreaterThan(0);
        expect(use.totalUs).toBeCloseTo(use.clientUs + use.serverUs, -1);
      }
      expect(budget.targetTotalUs).toBe(Math.round(budget.raw.totalUs / 0.8));
      expect(budget.suiteAllowedUs).toBe(budget.targetTotalUs - budget.suite.serverUs);
      expect(output).toMatch(/^CPU per request, µs\s+client\s+server\s+total\s+cores busy$/m);
      expect(output).toMatch(/^suite: steady state, per exchange(\s+[\d,.]+){4}$/m);
      expect(output).toContain(`at most ${budget.suiteAllowedUs.toLocaleString('en')} µs for the suite's process`);
    }
    expect(result.targets.map((target) => target.name)).toEqual([
      'suite/raw ratio (steady state)',
      'default run wall time',
      `peak RSS, ${result.phases[1]?.exchanges.toLocaleString('en')} exchanges`,
      'default run: time to first request',
      'traffic: access-log lines/s',
      `traffic: peak RSS, ${result.traffic.megabytes.toLocaleString('en')} MB log`,
      'default run at 5 ms added latency: wall / ideal',
    ]);
    // Behind the proxy: every request it forwarded counted, the ideal computed from them, the critical path reported.
    const [behind] = result.latency;
    expect(behind?.requests).toBeGreaterThan(behind?.exchanges ?? Number.POSITIVE_INFINITY);
    expect(behind?.idealMs).toBe(Math.round(((behind?.requests ?? 0) * 5) / (behind?.concurrency ?? 1)));
    expect(behind?.ratio).toBe(Math.round(((behind?.wallMs ?? 0) / (((behind?.requests ?? 0) * 5) / (behind?.concurrency ?? 1))) * 100) / 100);
    expect(behind?.criticalPath).toBeGreaterThan(0);
    // The bare client's floor: each of its requests waits the proxy's 5 ms, so it can never beat the ideal.
    expect(behind?.bareRatio).toBeGreaterThanOrEqual(1);
    expect(output).toMatch(/^5 ms, --concurrency 4\s+[\d,]+\s+[\d,]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d,]+ round trips$/m);
    expect(result.traffic.lines).toBeGreaterThan(1_000);
    expect(result.traffic.linesPerSecond).toBeGreaterThan(0);
    expect(output).toMatch(/^pm-conformance traffic\s+[\d,]+\s+[\d,]+\s+[\d,]+/m);
    expect(result.generators.map((g) => g.schema)).toEqual(['project-update', 'timesheet-update', 'add-person']);
  }, 120_000);
});
