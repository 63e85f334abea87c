import { describe, expect, it } from 'vitest';
import { faults } from '../../reference/faults/catalogue.js';
import { runInProcess } from '../../proof/run-variant.js';

/** The faults of issues 26 and 34: each only seen by the checks meant for it (proof-faults-* proves they are caught at their level). */
const ORACLE_FAULTS = [
  'auth-token-prefix-compared',
  'auth-token-case-insensitive',
  'update-lost-under-concurrency',
  'delete-repeat-500',
  'auth-401-without-challenge',
  'error-stack-trace',
  // The fault model (issue 34, docs/fault-model.md).
  'strings-html-escaped',
  'auth-scheme-case-sensitive',
  'validation-refused-422',
  'body-id-picks-document',
  'created-by-follows-writer',
  'email-domain-case-sensitive',
  'crash-on-long-array',
] as const;

describe('faults of the oracles beyond the data model', () => {
  it.each(ORACLE_FAULTS)('%s fails or warns in no check but those meant for it', async (name) => {
    const fault = faults.find((entry) => entry.name === name);
    expect(fault).toBeDefined();
    const { report } = await runInProcess({ faults: [name] });
    const flagged = report.results.filter((result) => result.status === 'failed' || result.status === 'warning');
    expect(flagged).not.toHaveLength(0);
    const unrelated = flagged.filter((result) => !(fault?.checks as readonly string[]).includes(result.check));
    expect(unrelated.map((result) => `${result.check} ${result.status}: ${result.message}`)).toEqual([]);
  });
});
