import { describe, expect, it } from 'vitest';
import { AdaptiveRate, DECREASE, FLOOR_PATIENCE_MS, MIN_RATE, NEAR, RECENT_ANSWERS } from '../../../engine/http/rate/adaptive-rate.js';

/** An adaptive rate on a clock the test moves. */
function clocked() {
  const clock = { now: 0 };
  return { clock, rate: new AdaptiveRate(() => clock.now) };
}

/**
 * 429s a second apart, each to a request sent after the last cut, until the rate is at its floor:
 * how many 429s that took (the clock is left at the last).
 */
function downToFloor({ clock, rate }: ReturnType<typeof clocked>): number {
  rate.sent(clock.now);
  rate.sent(clock.now + 100);
  let count = 0;
  // Bounded: a rate that never reaches its floor fails the test's expectations, not hangs it.
  while (rate.rate !== MIN_RATE && count < 100) {
    count += 1;
    clock.now += 1_000;
    rate.tooMany(clock.now - 1);
  }
  return count;
}

describe('the adaptive rate (AIMD)', () => {
  it('is unpaced until 429s are frequent, then cuts the rate the client was sending at', () => {
    const { clock, rate } = clocked();
    for (let at = 0; at < 1_000; at += 10) rate.sent(at); // 100 per second
    expect(rate.rate).toBeUndefined();
    clock.now = 1_000;
    expect(rate.tooMany(990)).toBe(false);
    expect(rate.rate).toBeUndefined();
    expect(rate.tooMany(990)).toBe(true);
    expect(rate.rate).toBeGreaterThan(100 * DECREASE * 0.9);
    expect(rate.rate).toBeLessThan(100 * DECREASE * 1.1);
  });

  it('cuts once per round: a 429 to a request sent before the last cut does not cut again', () => {
    const { clock, rate } = clocked();
    rate.sent(0);
    rate.sent(100);
    clock.now = 200;
    rate.tooMany(100);
    rate.tooMany(100);
    const cut = rate.rate ?? 0;
    expect(rate.tooMany(150)).toBe(false);
    expect(rate.rate).toBe(cut);
    clock.now = 300;
    expect(rate.tooMany(250)).toBe(true);
    expect(rate.rate).toBeCloseTo(Math.max(MIN_RATE, cut * DECREASE));
  });

  it('grows back quickly to near the rate of the last 429, then slowly past it', () => {
    const { clock, rate } = clocked();
    for (let at = 0; at < 1_000; at += 100) rate.sent(at); // 10 per second
    clock.now = 1_000;
    rate.tooMany(1_000);
    rate.tooMany(1_000);
    const limit = (rate.rate ?? 0) / DECREASE;
    clock.now = 11_000;
    rate.answered();
    expect(rate.rate).toBeCloseTo(limit * NEAR);
    clock.now = 12_000;
    rate.answered();
    expect(rate.rate).toBeGreaterThan(limit * NEAR);
    expect(rate.rate).toBeLessThan(limit);
  });

  it('is not slowed by a limiter that refuses one request in a hundred whatever the pace', () => {
    const { clock, rate } = clocked();
    for (let n = 1; n <= 500; n += 1) {
      clock.now = n;
      rate.sent(n);
      if (n % 100 === 0) rate.tooMany(n);
      else rate.answered();
    }
    expect(rate.rate).toBeUndefined();
  });

  it('never goes below its floor', () => {
    const { clock, rate } = clocked();
    // Cut after cut, well within the patience at the floor (FLOOR_PATIENCE_MS).
    for (let n = 1; n < 20; n += 1) {
      clock.now = n * 100;
      rate.sent(clock.now);
      rate.tooMany(clock.now);
    }
    expect(rate.rate).toBe(MIN_RATE);
  });

  it('stops pacing when even its slowest rate meets nothing but 429s for a while, and paces again once answered', () => {
    const clocks = clocked();
    const { clock, rate } = clocks;
    // Every answer a 429, each to a request sent after the last cut: the rate falls to its floor.
    downToFloor(clocks);
    const floorAt = clock.now;
    // At the floor, 429s go on: pacing holds until the patience is spent, then stops.
    for (let at = floorAt + 1_000; at < floorAt + FLOOR_PATIENCE_MS; at += 1_000) {
      clock.now = at;
      rate.tooMany(at - 1);
      expect(rate.rate).toBe(MIN_RATE);
    }
    clock.now = floorAt + FLOOR_PATIENCE_MS;
    rate.tooMany(clock.now - 1);
    // At the floor with nothing but 429s: pacing would only stretch the run.
    expect(rate.rate).toBeUndefined();
    rate.answered();
    expect(rate.rate).toBeGreaterThanOrEqual(MIN_RATE);
  });

  it('counts its patience at the floor afresh after an answer', () => {
    const clocks = clocked();
    const { clock, rate } = clocks;
    downToFloor(clocks);
    const floorAt = clock.now;
    clock.now = floorAt + FLOOR_PATIENCE_MS - 1_000;
    rate.answered();
    // Cut back to the floor by the next 429s: the patience starts again from there.
    downToFloor(clocks);
    const againAt = clock.now;
    // Past the first patience, within the second.
    clock.now = Math.max(againAt, floorAt + FLOOR_PATIENCE_MS) + 1_000;
    expect(clock.now - againAt).toBeLessThan(FLOOR_PATIENCE_MS);
    rate.tooMany(clock.now - 1);
    expect(rate.rate).toBe(MIN_RATE);
  });

  it('needs no full window of answers to give up: a run that met few answers before the floor stops pacing in time', () => {
    const clocks = clocked();
    const { clock, rate } = clocks;
    const answers = downToFloor(clocks) + 1;
    clock.now += FLOOR_PATIENCE_MS;
    rate.tooMany(clock.now - 1);
    expect(answers).toBeLessThan(RECENT_ANSWERS);
    expect(rate.rate).toBeUndefined();
  });
});
