import fc from 'fast-check';
import { numberKeyword, type SchemaNode } from '../../specs/schema-walk/node.js';

/** Without bounds in the schema, numbers stay within ±1e6: realistic budgets, rates and hours
 * (boundary payloads send 1e15 and Number.MAX_SAFE_INTEGER on purpose). */
export const SANE_NUMBER_LIMIT = 1e6;

interface Range {
  readonly min: number;
  readonly max: number;
}

function rangeOf(node: SchemaNode): Range {
  return {
    min: Math.max(numberKeyword(node, 'minimum') ?? -SANE_NUMBER_LIMIT, -SANE_NUMBER_LIMIT),
    max: Math.min(numberKeyword(node, 'maximum') ?? SANE_NUMBER_LIMIT, SANE_NUMBER_LIMIT),
  };
}

/** -0 is a distinct double that JSON cannot carry: always normalise it to 0. */
const noNegativeZero = (value: number) => (value === 0 ? 0 : value);

/** Honours exclusiveMinimum / exclusiveMaximum, which the range alone does not. */
function withinExclusiveBounds(node: SchemaNode): (value: number) => boolean {
  const low = numberKeyword(node, 'exclusiveMinimum') ?? -Infinity;
  const high = numberKeyword(node, 'exclusiveMaximum') ?? Infinity;
  return (value) => value > low && value < high;
}

/** Numbers of the range with a fixed number of decimals (exact multiples of 10^-decimals). */
function withDecimals({ min, max }: Range, decimals: number): fc.Arbitrary<number> {
  const scale = 10 ** decimals;
  return fc.integer({ min: Math.ceil(min * scale), max: Math.floor(max * scale) }).map((units) => units / scale);
}

/**
 * Finite numbers within the schema's bounds: mostly two-decimal amounts (like money and hours),
 * sometimes six decimals. Never NaN, never infinite, never -0, never the denormal extremes an
 * unconstrained double generator favours (boundary payloads cover tiny and huge values on purpose).
 */
export function number(node: SchemaNode): fc.Arbitrary<number> {
  const range = rangeOf(node);
  return fc
    .oneof({ withCrossShrink: true }, { arbitrary: withDecimals(range, 2), weight: 3 }, { arbitrary: withDecimals(range, 6), weight: 1 })
    .map(noNegativeZero)
    .filter(withinExclusiveBounds(node));
}

/** Integers within the schema's bounds (±1e6 when unbounded). */
export function integer(node: SchemaNode): fc.Arbitrary<number> {
  const { min, max } = rangeOf(node);
  return fc
    .integer({ min: Math.ceil(min), max: Math.floor(max) })
    .map(noNegativeZero)
    .filter(withinExclusiveBounds(node));
}
