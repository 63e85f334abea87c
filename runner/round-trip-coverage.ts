import { catalogueOf, PLACEHOLDER_REFERENCES } from '../generators/round-trip/value-classes.js';
import { profileOf } from '../specs/operation-profiles/index.js';
import { schemas } from '../specs/schemas/index.js';
import type { RoundTripField } from '../engine/report/model.js';
import { ROUND_TRIP_ORDER, roundTripEntries, type RoundTripOutcome } from '../engine/results/round-trip.js';

const worse = (a: RoundTripOutcome, b: RoundTripOutcome) => (ROUND_TRIP_ORDER.indexOf(a) <= ROUND_TRIP_ORDER.indexOf(b) ? a : b);

/**
 * Per field (in schema order), every value class the phase can send and its outcome: the worst one seen
 * (two fixtures, two shards), `not tried` for a class never sent (no held reference to send, a shape
 * that forbids the field, a check that stopped early).
 */
export function roundTripCoverage(operation: string, folded: Readonly<Record<string, number>>): RoundTripField[] {
  const schema = profileOf(operation)?.requestSchema;
  const seen = new Map<string, RoundTripOutcome>();
  const key = (path: string, label: string) => JSON.stringify([path, label]);
  for (const [path, label, outcome] of roundTripEntries(folded)) {
    const previous = seen.get(key(path, label));
    seen.set(key(path, label), previous ? worse(previous, outcome) : outcome);
  }
  const catalogue = schema ? catalogueOf(schemas[schema], { references: PLACEHOLDER_REFERENCES }) : [];
  const listed = [...catalogue, ...roundTripEntries(folded).map(([path, label]) => ({ path, label }))];
  const fields = new Map<string, Map<string, RoundTripOutcome>>();
  for (const { path, label } of listed) {
    const classes = fields.get(path) ?? new Map<string, RoundTripOutcome>();
    fields.set(path, classes);
    if (!classes.has(label)) classes.set(label, seen.get(key(path, label)) ?? 'not tried');
  }
  return [...fields].map(([field, classes]) => ({ field, classes: [...classes].map(([label, outcome]) => ({ class: label, outcome })) }));
}
