import { randomInt } from 'node:crypto';

const DIGITS = '0123456789';
const HEX = '0123456789abcdef';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();

/** A random integer in [0, below): crypto's by default, a seeded one where a run must be reproducible. */
export type RandomInt = (below: number) => number;

function characterLike(char: string, pick: (alphabet: string) => string): string {
  if (DIGITS.includes(char)) return pick(DIGITS);
  if (LOWER.includes(char)) return pick(LOWER);
  if (UPPER.includes(char)) return pick(UPPER);
  return char; // separators (the dashes of a UUID) keep the shape
}

function freshLike(sample: string, pick: (alphabet: string) => string): string {
  const alphanumerics = sample.replace(/[^0-9a-z]/gi, '');
  // Hex ids (ObjectIds, UUIDs) stay hex; anything else keeps each character's class.
  const hex = /^[0-9a-f]+$/i.test(alphanumerics) && !/^\d+$/.test(alphanumerics);
  const upper = alphanumerics === alphanumerics.toUpperCase();
  return Array.from(sample, (char) => {
    if (!hex || !/[0-9a-f]/i.test(char)) return characterLike(char, pick);
    const digit = pick(HEX);
    return upper ? digit.toUpperCase() : digit;
  }).join('');
}

/**
 * A well-formed id that names no document: the shape of a known id of the server (a 24-hex ObjectId
 * stays 24 hex digits, a number stays a number, a UUID keeps its dashes) with fresh characters, so a
 * live route refuses it as an unknown resource rather than as a malformed path (PATH.IDS).
 */
export function unknownIdLike(sample: string, random: RandomInt = randomInt): string {
  const pick = (alphabet: string) => alphabet[random(alphabet.length)] as string;
  // Nothing to vary (an id of separators only): no shape worth keeping.
  if (!/[0-9a-z]/i.test(sample)) return `pmc-unknown-${Array.from({ length: 12 }, () => pick(HEX)).join('')}`;
  for (;;) {
    const candidate = freshLike(sample, pick);
    if (candidate !== sample) return candidate;
  }
}
