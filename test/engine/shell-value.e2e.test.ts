import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bashWord, bytesOf, repetitionOf } from '../../engine/shell-value.js';

/** The bytes bash gives a command for `word`, as a person pasting it would get them. */
const bashBytes = (script: string) => spawnSync('bash', ['-c', script], { encoding: 'buffer', env: { PATH: process.env.PATH, LC_ALL: 'C' } }).stdout;

const HARD = [
  `it's "quoted"`,
  'back\\slash \\n not a newline',
  'two\nlines\r\nand a tab\t',
  'bell \u0007 escape \u001b[31m delete \u007f',
  'zero\u200bwidth\u200d joiner \ufeff bom \u2028 line separator',
  'émoji 😀 and combining e\u0301',
  '$HOME `date` $(echo no) !history',
  '',
];

describe('engine/shell-value', () => {
  it.each(HARD.map((text) => [JSON.stringify(text), text]))('bashWord(%s) is read back by bash byte for byte', (_name, text) => {
    const word = bashWord(text);
    expect(word).toMatch(/^[\x20-\x7e]*$/);
    expect(bashBytes(`printf %s ${word}`)).toEqual(Buffer.from(text, 'utf8'));
  });

  it('any string without NUL survives bash as it was (one bash for 60 samples)', () => {
    const samples = fc.sample(
      fc.string({ unit: 'binary', maxLength: 40 }).filter((text) => !text.includes('\u0000')),
      { numRuns: 60, seed: 37 },
    );
    const out = bashBytes(`printf '%s\\0' ${samples.map(bashWord).join(' ')}`);
    const back = out.toString('utf8').split('\u0000').slice(0, -1);
    expect(back).toEqual(samples.map((text) => Buffer.from(text, 'utf8').toString('utf8')));
  });

  it('bytesOf writes NUL and every other byte through printf', () => {
    const text = "a\u0000b%s\\c'd\n😀";
    expect(bashBytes(bytesOf(text))).toEqual(Buffer.from(text, 'utf8'));
  });

  it('repetitionOf writes a repeated unit as a short printf pattern that bash expands to the value', () => {
    const value = 'abcdefghijklmnopqrstuvwxyz'.repeat(38) + 'abcdefghijkl';
    const pattern = repetitionOf(value) as string;
    expect(pattern.length).toBeLessThan(80);
    expect(bashBytes(`S=${pattern}; printf %s "$S"`).toString()).toBe(value);
    expect(repetitionOf('a-b'.repeat(2))).toBeUndefined();
    expect(repetitionOf('not a repetition at all, just text')).toBeUndefined();
    expect(repetitionOf('%d%d%d%d')).toBeUndefined();
  });
});
