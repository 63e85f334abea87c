import { describe, expect, it } from 'vitest';
import { faults } from '../../reference/faults/catalogue.js';
import { personalityCatalogue } from '../../reference/personalities/index.js';
import { describeFailures, levelDisagreements } from './run-against.js';
import { crashed, runInProcess } from './proof-run.js';

/**
 * The suite proves itself, in this process (the CLI path is proved by staging-safety.test.ts and
 * gates.test.ts): zero failures against the clean reference server and every conforming personality.
 * The faults are proved in proof-faults-*.test.ts.
 */
describe('clean server and personalities', () => {
  it.each(['clean', ...personalityCatalogue.map((p) => p.name)])('%s: exit 0, zero failures', async (name) => {
    const { report, code } = await runInProcess(name === 'clean' ? {} : { personality: name as never });
    expect(describeFailures(report)).toBe('');
    expect(code).toBe(0);
    expect(crashed(report)).toEqual([]);
    expect(levelDisagreements(report)).toEqual([]);
  });

  it.each([
    ['default', false],
    ['strict', true],
  ] as const)('clean: the %s profile finds nothing, not even a warning', async (profile, strict) => {
    const { report } = await runInProcess({}, { strict });
    const warnings = report.results.filter((result) => result.status === 'warning' || result.status === 'failed');
    expect(warnings.map((result) => `${result.check} ${result.requirement}: ${result.message}`)).toEqual([]);
    expect(report.run.profile).toBe(profile);
  });
});

describe('fault corpus', () => {
  it('has at least 40 faults', () => {
    expect(faults.length).toBeGreaterThanOrEqual(40);
  });
});
