import { describe, expect, it } from 'vitest';
import { RetryBudget } from '../../../engine/http/layers/not-now-retry.js';
import { pacing, Pacer, POLICY_SHARE } from '../../../engine/http/layers/pacing.js';
import { Together } from '../../../engine/http/throttle.js';
import { answerOf, REQUEST, scripted } from './fake-send.js';

const limits = { maxRetries: 3, maxWaitMs: 10_000, budgetMs: 60_000 };

describe('pacing to the server rate', () => {
  it('is unpaced while the server says nothing of its rate', async () => {
    const pacer = new Pacer({ budget: new RetryBudget(limits) });
    const send = pacing(pacer)(scripted({ status: 200 }).send);
    const started = Date.now();
    for (let n = 0; n < 20; n += 1) await send(REQUEST);
    expect(pacer.pace).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('gives a turn that is now at once, not a promise later; a race still shares one', async () => {
    const pacer = new Pacer({ budget: new RetryBudget(limits), now: () => 1_000 });
    expect(pacer.turn()).toBe(1_000);
    const race = new Together(2);
    const turn = pacer.turn(race);
    expect(turn).toBeInstanceOf(Promise);
    expect(pacer.turn(race)).toBe(turn);
    await expect(turn).resolves.toBe(1_000);
  });

  it('paces at the tightest RateLimit-Policy announced, and says so once', async () => {
    const notices: string[] = [];
    const pacer = new Pacer({ budget: new RetryBudget(limits), notice: (line) => notices.push(line) });
    const send = pacing(pacer)(scripted({ status: 200, headers: { 'ratelimit-policy': '"second";q=20;w=1', ratelimit: '"second";r=19;t=1' } }).send);
    await send(REQUEST);
    expect(pacer.pace).toEqual({ rate: 20 * POLICY_SHARE, why: 'policy' });
    const started = Date.now();
    for (let n = 0; n < 5; n += 1) await send(REQUEST);
    // Five more at 19 per second: the first at once, then four gaps of about 53 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * (1000 / (20 * POLICY_SHARE)) - 5);
    expect(notices).toEqual([
      expect.stringMatching(/^paced: the server announces its rate limit \(RateLimit-Policy, RateLimit\); requests are sent at 19 per second at most$/),
    ]);
  });

  it('sends nothing before a Retry-After (seconds or HTTP-date) or the reset of a spent window has passed', () => {
    const clock = { now: 1_000_000 };
    const pacer = new Pacer({ budget: new RetryBudget(limits), now: () => clock.now });
    pacer.learn(answerOf(REQUEST, { status: 429, headers: { 'retry-after': '2' } }), clock.now);
    expect(pacer.holdUntil).toBe(clock.now + 2_000);
    const date = new Date(Date.UTC(2026, 0, 1, 0, 0, 10));
    pacer.learn(
      answerOf(REQUEST, { status: 429, headers: { 'retry-after': date.toUTCString(), date: new Date(Date.UTC(2026, 0, 1, 0, 0, 5)).toUTCString() } }),
      clock.now,
    );
    expect(pacer.holdUntil).toBe(clock.now + 5_000);
    pacer.learn(answerOf(REQUEST, { status: 200, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '9' } }), clock.now);
    expect(pacer.holdUntil).toBe(clock.now + 9_000);
  });

  it('holds nothing for a Retry-After further off than the suite waits for one request', () => {
    const pacer = new Pacer({ budget: new RetryBudget(limits) });
    pacer.learn(answerOf(REQUEST, { status: 429, headers: { 'retry-after': '3600' } }), Date.now());
    expect(pacer.holdUntil).toBe(0);
  });

  it('adapts to 429s without fields, and stops slowing the run once the budget of waiting on 429s is spent', () => {
    const clock = { now: 0 };
    const notices: string[] = [];
    const budget = new RetryBudget({ ...limits, budgetMs: 1_000 });
    const pacer = new Pacer({ budget, now: () => clock.now, notice: (line) => notices.push(line) });
    pacer.learn(answerOf(REQUEST, { status: 429 }), 0);
    pacer.learn(answerOf(REQUEST, { status: 429 }), 0);
    expect(pacer.pace?.why).toBe('adaptive');
    expect(notices).toEqual([expect.stringMatching(/^paced: the server answered 429 Too Many Requests; requests are sent at .* \(adaptive/)]);
    budget.spend(1_000);
    pacer.learn(answerOf(REQUEST, { status: 429, headers: { 'retry-after': '5' } }), 0);
    expect(pacer.pace).toBeUndefined();
    expect(pacer.holdUntil).toBe(0);
    expect(notices.at(-1)).toMatch(/is spent: 429s no longer slow the run, and what they answer is not assessed$/);
  });

  it('lets the members of a race leave together, and counts them all against the rate', async () => {
    const pacer = new Pacer({ budget: new RetryBudget(limits), rate: 10 });
    const race = new Together(3);
    const turns = await Promise.all([pacer.turn(race), pacer.turn(race), pacer.turn(race)]);
    expect(new Set(turns).size).toBe(1);
    const next = await pacer.turn();
    expect(next - (turns[0] ?? 0)).toBeGreaterThanOrEqual(300);
  });

  it('never goes faster than --rate, whatever the server announces', () => {
    const pacer = new Pacer({ budget: new RetryBudget(limits), rate: 5 });
    pacer.learn(answerOf(REQUEST, { status: 200, headers: { 'ratelimit-policy': '100;w=1' } }), 0);
    expect(pacer.pace).toEqual({ rate: 5, why: 'rate' });
  });
});
