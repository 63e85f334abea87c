import { mark, newOperationFold, type CoverageFold } from './coverage-fold.js';

/**
 * What became of one value class sent to one field (issue 23, "accepted means stored"): accepted and
 * read back equal (`stored`), read back with its meaning kept (`normalised`), read back otherwise
 * (`lost`: lost, cut, replaced or rounded), refused with a 4xx, answered with a 5xx, or never sent.
 */
export type RoundTripOutcome = 'stored' | 'normalised' | 'lost' | 'refused' | 'server error' | 'not tried';

/** Worst first: a class seen twice (two fixtures, two shards) shows its worst outcome. */
export const ROUND_TRIP_ORDER: readonly RoundTripOutcome[] = ['lost', 'server error', 'normalised', 'refused', 'stored', 'not tried'];

/** Folds one class's outcome into the coverage of its operation (a set: shards merge to their union). */
export function countRoundTrip(coverage: CoverageFold, operation: string, path: string, label: string, outcome: RoundTripOutcome): void {
  const fold = (coverage[operation] ??= newOperationFold());
  mark((fold.roundTrip ??= {}), JSON.stringify([path, label, outcome]));
}

/** The folded keys back as [path, class, outcome]. */
export function roundTripEntries(set: Readonly<Record<string, number>> | undefined): [string, string, RoundTripOutcome][] {
  return Object.keys(set ?? {}).map((key) => JSON.parse(key) as [string, string, RoundTripOutcome]);
}
