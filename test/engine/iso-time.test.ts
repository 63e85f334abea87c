import { describe, expect, it } from 'vitest';
import { isoTime } from '../../engine/iso-time.js';

describe('isoTime', () => {
  it('writes what toISOString writes, for times in one second, across seconds, and far off', () => {
    const now = Date.parse('2026-11-28T17:20:05.000Z');
    const times = [
      now,
      now + 1,
      now + 9,
      now + 10,
      now + 99,
      now + 100,
      now + 999,
      now + 1_000,
      now - 1,
      0,
      -1,
      -1_001,
      253_402_300_799_999,
      253_402_300_800_000,
      -62_198_755_200_001,
    ];
    for (let step = 0; step < 2_000; step += 1) times.push(now + step * 37);
    for (const ms of times) expect(isoTime(ms), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('writes a time that is not whole milliseconds as toISOString does', () => {
    expect(isoTime(1_700_000_000_000.7)).toBe(new Date(1_700_000_000_000.7).toISOString());
  });
});
