import { describe, expect, it } from 'vitest';
import { notNowRetry, RetryBudget } from '../../../engine/http/layers/not-now-retry.js';
import { Together } from '../../../engine/http/throttle.js';
import { notNowOf } from '../../../engine/not-now.js';
import { ADD, CHANGE, GET, REMOVE, REQUEST, scripted } from './fake-send.js';

const limits = { maxRetries: 3, maxWaitMs: 5_000, budgetMs: 60_000 };

describe('waiting out "not now" answers', () => {
  it.each([429, 503, 502, 504])('sends a request answered %i again after its Retry-After, and records the answer that followed', async (status) => {
    const budget = new RetryBudget(limits);
    const { send, sent } = scripted({ status, headers: { 'retry-after': '0' } }, { status: 200 });
    const exchange = await notNowRetry(budget)(send)(REQUEST);
    expect(sent).toHaveLength(2);
    expect(exchange.response?.status).toBe(200);
    expect(exchange.retries).toEqual({ count: 1, waitedMs: 0, retryAfter: '0', ...(status === 429 ? {} : { status }) });
    expect(notNowOf(exchange)).toBeUndefined();
  });

  it('backs off 1 s without a Retry-After, and counts the wait against the budget', async () => {
    const budget = new RetryBudget(limits);
    const started = Date.now();
    const exchange = await notNowRetry(budget)(scripted({ status: 503 }, { status: 200 }).send)(REQUEST);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(exchange.retries).toMatchObject({ count: 1, waitedMs: 1_000, status: 503 });
    expect(budget.waitedMs).toBe(1_000);
  });

  it('gives the answer back as recorded, not assessed, once it may wait no more, and says why', async () => {
    const budget = new RetryBudget(limits);
    const { send, sent } = scripted({ status: 429, headers: { 'retry-after': '0' } });
    const exchange = await notNowRetry(budget)(send)(REQUEST);
    expect(sent).toHaveLength(4);
    expect(exchange.retries).toEqual({ count: 3, waitedMs: 0, stopped: 'still 429 after 3 retries' });
    expect(notNowOf(exchange)).toEqual({ reason: 'rate-limited', detail: 'answered 429 (still 429 after 3 retries)' });

    const far = await notNowRetry(budget)(scripted({ status: 503, headers: { 'retry-after': '3600' } }).send)(REQUEST);
    expect(far.retries?.stopped).toBe('Retry-After asks 3600 s, longer than the 5 s the suite waits for one request');
  });

  it('waits no more once the budget is spent, and a reset gives a new one', async () => {
    const budget = new RetryBudget({ ...limits, budgetMs: 500 });
    budget.spend(500);
    const { send, sent } = scripted({ status: 429, headers: { 'retry-after': '1' } });
    const exchange = await notNowRetry(budget)(send)(REQUEST);
    expect(sent).toHaveLength(1);
    expect(exchange.retries?.stopped).toMatch(/the 0.5 s the suite may wait on 429s in all \(per group of checks\) is spent/);
    budget.reset();
    expect(budget.spent).toBe(false);
  });

  it('lets a request of a race go again on its own', async () => {
    const { send, sent } = scripted({ status: 429, headers: { 'retry-after': '0' } }, { status: 200 });
    await notNowRetry(new RetryBudget(limits))(send)({ ...REQUEST, together: new Together(2) });
    expect(sent[0]?.together).toBeDefined();
    expect(sent[1]?.together).toBeUndefined();
  });

  it.each([429, 503])('sends a write answered %i again: the server says it did not process it', async (status) => {
    for (const request of [CHANGE, ADD, REMOVE]) {
      const { send, sent } = scripted({ status, headers: { 'retry-after': '0' } }, { status: 200 });
      const exchange = await notNowRetry(new RetryBudget(limits))(send)(request);
      expect(sent).toHaveLength(2);
      expect(exchange.response?.status).toBe(200);
    }
  });

  it.each([502, 504])('sends a write answered %i by a gateway once, and records it not assessed with why', async (status) => {
    for (const request of [CHANGE, ADD, REMOVE]) {
      const { send, sent } = scripted({ status, headers: { 'retry-after': '0' } }, { status: 200 });
      const exchange = await notNowRetry(new RetryBudget(limits))(send)(request);
      expect(sent).toHaveLength(1);
      expect(exchange.retries).toEqual({
        count: 0,
        waitedMs: 0,
        status,
        stopped: expect.stringMatching(/the server behind it may have applied it/) as unknown,
      });
      expect(notNowOf(exchange)?.reason).toBe('gateway');
    }
    // A read goes again.
    for (const request of [GET, REQUEST]) {
      const { send, sent } = scripted({ status, headers: { 'retry-after': '0' } }, { status: 200 });
      await notNowRetry(new RetryBudget(limits))(send)(request);
      expect(sent).toHaveLength(2);
    }
  });
});
