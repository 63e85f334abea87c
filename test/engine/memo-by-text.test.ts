import { describe, expect, it } from 'vitest';
import { memoByText } from '../../engine/memo-by-text.js';

describe('memoByText', () => {
  it('parses each text once and gives back what the parser gave, undefined included', () => {
    const parsed: string[] = [];
    const parse = memoByText((text: string) => {
      parsed.push(text);
      return text === '' ? undefined : { length: text.length };
    });
    const first = parse('@1735689600');
    expect(parse('@1735689600')).toBe(first);
    expect(first).toEqual({ length: 11 });
    expect(parse('')).toBeUndefined();
    expect(parse('')).toBeUndefined();
    expect(parsed).toEqual(['@1735689600', '']);
  });

  it('stays bounded: once full it forgets and parses again', () => {
    let calls = 0;
    const parse = memoByText((text: string) => {
      calls += 1;
      return text.toUpperCase();
    }, 2);
    expect([parse('a'), parse('b'), parse('a')]).toEqual(['A', 'B', 'A']);
    expect(calls).toBe(2);
    expect(parse('c')).toBe('C'); // full: cleared, then c kept
    expect(parse('a')).toBe('A');
    expect(calls).toBe(4);
  });
});
