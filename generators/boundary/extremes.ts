import type { BoundaryValue } from './format-boundaries.js';

/**
 * Valid inputs at the far edge of what the spec allows, which realistic generation never reaches
 * (issue 16). Any 5xx to them is a failure (SERVER.NO_5XX); a refusal is the server's choice of limit
 * ("Rate limits, request size limits and pagination limits: not shown"): marked `limit`, observed.
 */

/** Ten thousand characters: past the 4 KiB and 8 KiB buffers and column sizes servers often assume. */
export const VERY_LONG_STRING_LENGTH = 10_000;

/**
 * Combining marks (U+0301, U+0308, stacked U+0316–U+0318) after base letters, a zero-width joiner
 * sequence and a variation selector: one user-perceived character spans several code points, and
 * normalisation (NFC/NFD) changes the length.
 */
export const COMBINING_TEXT = 'Zoe\u0308 Ame\u0301lie a\u0300\u0316\u0317\u0318 👩\u200d💻 ✌\ufe0f';

/** Levels of nesting of the deep "any type" value: past the 100 levels of BSON and many JSON walkers. */
export const DEEP_NESTING = 128;

/** An object and array alternating `depth` levels deep, with a string at the bottom. */
export function deepValue(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = depth; level > 0; level -= 1) value = level % 2 === 0 ? [value] : { level: value };
  return value;
}

/**
 * The first `length` characters (code points) of `chars` repeated: whole repeats joined by
 * String.repeat, not one array slot per character (a 10,000-character string costs a few µs, not ms).
 */
export function cycled(chars: readonly string[], length: number): string {
  if (chars.length === 0) return '';
  return chars.join('').repeat(Math.floor(length / chars.length)) + chars.slice(0, length % chars.length).join('');
}

/** Very long and combining-character strings for a free-text node. */
export function extremeStrings(seed: string): { what: string; value: string; limit?: true }[] {
  const long = cycled(Array.from(seed || 'x'), VERY_LONG_STRING_LENGTH);
  return [
    { what: `${VERY_LONG_STRING_LENGTH.toLocaleString('en')} characters`, value: long, limit: true },
    { what: 'combining characters', value: COMBINING_TEXT },
  ];
}

/** The largest finite double, and its negative where the node has no minimum. */
export function extremeNumbers(minimum: number | undefined): { what: string; value: number; limit: true }[] {
  const largest = { what: 'largest finite number (Number.MAX_VALUE)', value: Number.MAX_VALUE, limit: true } as const;
  return minimum === undefined ? [largest, { what: 'most negative finite number (-Number.MAX_VALUE)', value: -Number.MAX_VALUE, limit: true }] : [largest];
}

/** A value of any type nested DEEP_NESTING levels deep. */
export const DEEP_JSON_VALUE: BoundaryValue = { what: `value nested ${DEEP_NESTING} levels deep`, value: deepValue(DEEP_NESTING), limit: true };
