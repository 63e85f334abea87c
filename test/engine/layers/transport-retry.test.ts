import { describe, expect, it } from 'vitest';
import { ServerHealth } from '../../../engine/http/health.js';
import { transportRetry } from '../../../engine/http/layers/transport-retry.js';
import { notNowOf } from '../../../engine/not-now.js';
import { REQUEST, scripted, TIMEOUT } from './fake-send.js';

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
