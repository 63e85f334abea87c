import type { VerifyOutcome } from './verify-pacts.js';

/** The lines `pact verify` prints after Pact's own report: the verdict, what failed, what could not be undone. */
export function verifySummary(outcome: VerifyOutcome, sources: readonly string[]): string {
  const target = `${outcome.baseUrl}${outcome.embedded ? ' (embedded reference server)' : ''}`;
  const what = sources.length > 0 ? sources.join(', ') : "the broker's pacts";
  const lines = outcome.passed
    ? [`Pact verification passed: ${what} against ${target}`]
    : [
        `Pact verification failed: ${outcome.failures.length} interaction(s) of ${what} against ${target}`,
        ...outcome.failures.map((failure) => `  ✗ ${failure}`),
      ];
  if (outcome.restore.leftovers.length > 0) lines.push('Could not undo (clean up by hand):', ...outcome.restore.leftovers.map((leftover) => `  - ${leftover}`));
  return `${lines.join('\n')}\n`;
}
