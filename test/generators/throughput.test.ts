import { afterEach, describe, expect, it, vi } from 'vitest';
import { measure, measureThroughput } from '../../generators/index.js';
import { runGeneratorBench } from '../../bench/generators.js';

/** performance.now() moving `stepMs` at each call: the measurement's time is known, not the machine's. */
const steppingClock = (stepMs: number) => {
  let now = 0;
  return vi.spyOn(performance, 'now').mockImplementation(() => (now += stepMs));
};

describe('measure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('measures for the time asked, and reports the samples per second of that time', () => {
    steppingClock(7);
    const result = measure('add-person', 100);
    expect(result.ms).toBeGreaterThanOrEqual(100);
    expect(result.ms).toBeLessThan(100 + 2 * 7);
    expect(result.samples).toBeGreaterThan(0);
    expect(result.samplesPerSecond).toBe(Math.round((result.samples * 1000) / result.ms));
  });

  it('measureThroughput is the rate measure reports', () => {
    steppingClock(7);
    const { samplesPerSecond } = measure('project-update', 50);
    vi.restoreAllMocks();
    steppingClock(7);
    expect(measureThroughput('project-update', 50)).toBe(samplesPerSecond);
  });

  it('finds no invalid sample while measuring', () => {
    const result = measure('timesheet-update', 100);
    expect(result.invalid).toBe(0);
    expect(result.samples).toBeGreaterThan(0);
  });
});

describe('bench/generators', () => {
  it('prints a table and one JSON line per request schema', () => {
    let output = '';
    const results = runGeneratorBench(30, (text) => {
      output += text;
    });
    const json = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { schema: string; samplesPerSecond: number });
    expect(output.split('\n')[0]).toMatch(/^schema\s+samples\s+time\s+samples\/s\s+invalid$/);
    expect(json.map(({ schema }) => schema)).toEqual(results.map(({ schema }) => schema));
    expect(json.map(({ samplesPerSecond }) => samplesPerSecond)).toEqual(results.map(({ samplesPerSecond }) => samplesPerSecond));
  });
});
