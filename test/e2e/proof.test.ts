import { afterAll, describe, expect, it } from 'vitest';
import { faults, type FaultEntry } from '../../reference/faults/catalogue.js';
import { requirement } from '../../specs/requirements.js';
import { personalityCatalogue } from '../../reference/personalities/index.js';
import { describeFailures, levelDisagreements, runAgainst } from './run-against.js';

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
    expect(levelDisagreements(outcome.report)).toEqual([]);
  });

  it('clean: a default run prints no warning, and the strict profile finds nothing either', async () => {
    for (const args of [[], ['--strict']]) {
      const outcome = await runAgainst({}, args);
      const warnings = (outcome.report?.results ?? []).filter((result) => result.status === 'warning' || result.status === 'failed');
      expect(warnings.map((result) => `${result.check} ${result.requirement}: ${result.message}`), args.join(' ')).toEqual([]);
      expect(outcome.report?.run.profile).toBe(args.length ? 'strict' : 'default');
    }
  });
});

const detected = new Map<string, boolean>();

describe.concurrent('fault corpus', () => {
  it('has at least 40 faults, each naming catalogue requirements', () => {
    expect(faults.length).toBeGreaterThanOrEqual(40);
  });

  // At the level the verdict model gives it: a failure when one of its requirements is a MUST, else a warning of its SHOULD.
  it.each(faults.map((fault) => [fault.name, fault] as const))('%s is caught by a check of its requirement, at its level', async (_name, fault) => {
    const outcome = await runAgainst({ faults: [fault.name as never] });
    const expected = fault.requirements.some((id) => requirement(id).level === 'MUST') ? 'failed' : 'warning';
    const caught = (outcome.report?.results ?? []).filter((result) => result.status === expected && (fault.requirements as readonly string[]).includes(result.requirement));
    detected.set(fault.name, caught.length > 0);
    expect(levelDisagreements(outcome.report)).toEqual([]);
    expect(outcome.code, outcome.stderr).toBe(expected === 'failed' ? 1 : 0);
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
