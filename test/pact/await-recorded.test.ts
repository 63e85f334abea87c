import type { PactV4 } from '@pact-foundation/pact';
import type { MatchingResult } from '@pact-foundation/pact-core';
import { describe, expect, it } from 'vitest';
import { awaitRecorded } from '../../pact/contract/await-recorded.js';

const MISSING: MatchingResult = { type: 'missing-request', method: 'GET', path: '/x', request: {} as never };
const MISMATCH: MatchingResult = { type: 'request-mismatch', method: 'GET', path: '/x', mismatches: [] };

/** A PactV4 whose mock server's record reads as `records`, one per question, the last one for ever after. */
function pactRecording(records: readonly (readonly MatchingResult[])[]): { pact: PactV4; asked: () => number } {
  let asked = 0;
  const core = { mockServerMismatches: () => [...(records[Math.min(asked++, records.length - 1)] ?? [])] };
  return { pact: { pact: core } as unknown as PactV4, asked: () => asked };
}

describe("waiting for Pact's mock server to record what it answered", () => {
  it('asks again while the only verdict is "missing", and returns once the request is recorded', async () => {
    const { pact, asked } = pactRecording([[MISSING], [MISSING], [MISSING], []]);
    await awaitRecorded(pact, 1234);
    expect(asked()).toBe(4);
  });

  it('returns at once on a mismatch (final, whatever else is missing) or a clean record', async () => {
    for (const record of [[MISMATCH, MISSING], []]) {
      const { pact, asked } = pactRecording([record]);
      await awaitRecorded(pact, 1234);
      expect(asked()).toBe(1);
    }
  });

  it('says so when pact-js no longer holds the handle where it is read', async () => {
    await expect(awaitRecorded({} as PactV4, 1234)).rejects.toThrow(/no longer exposes its mock server handle/);
  });
});
