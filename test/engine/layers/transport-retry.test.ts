import { describe, expect, it } from 'vitest';
import { ServerHealth } from '../../../engine/http/health.js';
import { transportRetry } from '../../../engine/http/layers/transport-retry.js';
import { notNowOf } from '../../../engine/not-now.js';
import { sideEffectFree } from '../../../engine/http/api-request.js';
import { ADD, CHANGE, GET, REFUSED, REMOVE, REQUEST, RESET, scripted, TIMEOUT } from './fake-send.js';

const armed = () => {
  const health = new ServerHealth();
  health.arm();
  return health;
};

describe('a transport failure sent again', () => {
  it('is confirmed when it fails again while the server answers a liveness probe', async () => {
    const { send, sent } = scripted({ problem: TIMEOUT });
    const exchange = await transportRetry(armed(), { probe: () => Promise.resolve(true) })(send)(REQUEST);
    expect(sent).toHaveLength(2);
    expect(exchange.problem?.confirmed).toMatch(/failed again when sent a second time/);
    expect(exchange.firstAttempt).toEqual(TIMEOUT);
    expect(notNowOf(exchange)).toBeUndefined();
  });

  it('is "not now" when the probe is not answered either', async () => {
    const exchange = await transportRetry(armed(), { probe: () => Promise.resolve(false) })(scripted({ problem: TIMEOUT }).send)(REQUEST);
    expect(exchange.problem?.confirmed).toBeUndefined();
    expect(notNowOf(exchange)?.reason).toBe('transport');
  });

  it('keeps the answer of the second attempt with the first failure beside it', async () => {
    const exchange = await transportRetry(armed(), { probe: () => Promise.resolve(true) })(scripted({ problem: TIMEOUT }, { status: 200 }).send)(REQUEST);
    expect(exchange.response?.status).toBe(200);
    expect(exchange.firstAttempt).toEqual(TIMEOUT);
  });

  it('sends nothing again before the server has answered once', async () => {
    const { send, sent } = scripted({ problem: TIMEOUT });
    await transportRetry(new ServerHealth(), { probe: () => Promise.resolve(true) })(send)(REQUEST);
    expect(sent).toHaveLength(1);
  });
});

describe('a transport failure of a write (issue 33: never re-send a write)', () => {
  const alive = { probe: () => Promise.resolve(true) };

  it.each([
    ['a PATCH that names a field', CHANGE],
    ['a POST (an add)', ADD],
    ['a DELETE', REMOVE],
  ])('%s is sent once, and its failure is "not now", unconfirmed, with why', async (_name, request) => {
    for (const problem of [RESET, TIMEOUT]) {
      const { send, sent } = scripted({ problem }, { status: 200 });
      let probes = 0;
      const counted = { probe: () => Promise.resolve(++probes > 0) };
      const exchange = await transportRetry(armed(), counted)(send)(request);
      expect(sent).toHaveLength(1);
      // The server is asked whether it still answers, by a probe that changes nothing (the breakers' evidence).
      expect(probes).toBe(1);
      expect(exchange.problem?.kind).toBe(problem.kind);
      expect(exchange.problem?.confirmed).toBeUndefined();
      expect(exchange.problem?.notSentAgain).toMatch(/the server may have applied it/);
      expect(exchange.firstAttempt).toBeUndefined();
      expect(notNowOf(exchange)?.reason).toBe('transport');
    }
  });

  it('a write whose connection was refused is sent again: nothing of it reached the server', async () => {
    const { send, sent } = scripted({ problem: REFUSED }, { status: 200 });
    const exchange = await transportRetry(armed(), alive)(send)(ADD);
    expect(sent).toHaveLength(2);
    expect(exchange.response?.status).toBe(200);
    expect(exchange.firstAttempt).toEqual(REFUSED);
  });

  it.each([
    ['a GET', GET],
    ['PATCH {}, the empty update', REQUEST],
  ])('%s is sent again after a reset, and answered the second time', async (_name, request) => {
    expect(sideEffectFree(request)).toBe(true);
    const { send, sent } = scripted({ problem: RESET }, { status: 200 });
    const exchange = await transportRetry(armed(), alive)(send)(request);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(request);
    expect(exchange.response?.status).toBe(200);
    expect(exchange.firstAttempt).toEqual(RESET);
  });

  it('a PATCH whose raw body is "{}" is not taken for the empty update', async () => {
    const { send, sent } = scripted({ problem: RESET });
    await transportRetry(armed(), alive)(send)({ ...CHANGE, body: undefined, rawBody: '{}' });
    expect(sent).toHaveLength(1);
  });
});
