import { afterAll, describe, expect, it } from 'vitest';
import { faults, type FaultEntry } from '../../reference/faults/catalogue.js';
import { personalityCatalogue } from '../../reference/personalities/index.js';
import { describeFailures, failures, runAgainst } from './run-against.js';

/**
 * The suite proves itself: zero failures against the clean reference server and every conforming
 * personality; against each fault, at least one failure of a check that belongs to the fault's requirement.
 */
describe('clean server and personalities', () => {
  it.each(['clean', ...personalityCatalogue.map((p) => p.name)])('%s: exit 0, zero failures', async (name) => {
    const outcome = await runAgainst(name === 'clean' ? {} : { personality: name as never });
    expect(describeFailures(outcome.report), outcome.stderr).toBe('');
    expect(outcome.code, outcome.stderr).toBe(0);
    const crashed = (outcome.report?.results ?? []).filter((result) => result.message.includes('could not complete'));
    expect(crashed.map((result) => `${result.check}: ${result.message}`)).toEqual([]);
  });
});

const detected = new Map<string, boolean>();

describe.concurrent('fault corpus', () => {
  it('has at least 40 faults, each naming catalogue requirements', () => {
    expect(faults.length).toBeGreaterThanOrEqual(40);
  });

  it.each(faults.map((fault) => [fault.name, fault] as const))('%s is caught by a check of its requirement', async (_name, fault) => {
    const outcome = await runAgainst({ faults: [fault.name as never] });
    const caught = failures(outcome.report).filter((result) => (fault.requirements as readonly string[]).includes(result.requirement));
    detected.set(fault.name, caught.length > 0);
    expect(outcome.code, outcome.stderr).toBe(1);
    expect(caught.map((result) => result.check), `failed instead:\n${describeFailures(outcome.report)}`).not.toHaveLength(0);
    // Where the catalogue names the checks meant to catch it, one of them must be among those that did.
    const meant = (fault as FaultEntry).checks;
    if (meant) expect(caught.map((result) => result.check).filter((check) => meant.includes(check)), `caught by ${caught.map((result) => result.check).join(', ')}`).not.toHaveLength(0);
  });
});

afterAll(() => {
  if (detected.size === 0) return;
  const missed = [...detected].filter(([, hit]) => !hit).map(([name]) => name);
  process.stdout.write(`\nfaults detected: ${detected.size - missed.length}/${faults.length}${missed.length ? ` — missed: ${missed.join(', ')}` : ''}\n`);
});
