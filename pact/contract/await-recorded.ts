import { setTimeout as delay } from 'node:timers/promises';
import type { PactV4 } from '@pact-foundation/pact';
import type { MatchingResult } from '@pact-foundation/pact-core';

/** How often, and for how long at most, the mock server's bookkeeping is asked. */
const POLL_MS = 2;
const LIMIT_MS = 10_000;

interface Bookkeeping {
  readonly mockServerMismatches: (port: number) => MatchingResult[];
}

/** The Pact core handle the PactV4 drives its mock servers with (pact-js keeps it in a private field). */
function bookkeepingOf(pact: PactV4): Bookkeeping {
  const core = (pact as unknown as { readonly pact?: Partial<Bookkeeping> }).pact;
  if (typeof core?.mockServerMismatches !== 'function')
    throw new Error('@pact-foundation/pact no longer exposes its mock server handle: see pact/contract/await-recorded.ts');
  return core as Bookkeeping;
}

/**
 * Waits until Pact's mock server on `port` has recorded the request it has just answered. Its Rust core
 * answers first and records the match on another task (pact-foundation/pact-core-mock-server#13), so
 * executeTest, which reads the record as soon as the test function returns, can find "expected but
 * not received" for a request that was answered, when the machine is busy. A mismatch is final;
 * "missing" alone only until the record arrives (bounded, for a request truly never sent).
 */
export async function awaitRecorded(pact: PactV4, port: number): Promise<void> {
  const bookkeeping = bookkeepingOf(pact);
  const started = Date.now();
  for (;;) {
    const results = bookkeeping.mockServerMismatches(port);
    const onlyMissing = results.length > 0 && results.every((result) => 'type' in result && result.type === 'missing-request');
    if (!onlyMissing || Date.now() - started > LIMIT_MS) return;
    await delay(POLL_MS);
  }
}
