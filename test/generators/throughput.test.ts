import { describe, expect, it } from 'vitest';
import { measure, measureThroughput } from '../../generators/index.js';
import { runGeneratorBench } from '../../bench/generators.js';

describe('measureThroughput', () => {
  it('reports a positive rate of generated and validated samples', () => {
    expect(measureThroughput('add-person', 100)).toBeGreaterThan(0);
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
    expect(json.every(({ samplesPerSecond }) => samplesPerSecond > 0)).toBe(true);
  });
});
