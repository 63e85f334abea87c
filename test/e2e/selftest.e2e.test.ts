import { describe, expect, it } from 'vitest';
import { runCli } from '../e2e/cli.js';

/** selftest proves the suite with the proof's own judgement (proof/): here one variant and one fault, the whole measurement in CI. */
describe('pm-conformance selftest', () => {
  it('proves a conforming variant and a fault, prints the figures with the time, exit 0', async () => {
    const result = await runCli(['selftest', '--variant', 'clean', '--fault', 'json-content-type-missing'], { timeoutMs: 120_000 });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^1 conforming variants, 0 false failures; caught 1 of 1 faults at their level$/m);
    expect(result.stdout).toMatch(/^by level: MUST 1\/1, SHOULD 0\/0$/m);
    expect(result.stdout).toMatch(/^by fault class: accepts invalid input 0\/0, stores otherwise 0\/0, answers otherwise 1\/1, behaves otherwise 0\/0$/m);
    expect(result.stdout).toMatch(/^measured in \d+\.\d s/m);
  }, 120_000);

  it('an unknown fault is bad input: exit 2, one line', async () => {
    const result = await runCli(['selftest', '--fault', 'no-such-fault']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining('unknown fault "no-such-fault"')]);
  });
});
