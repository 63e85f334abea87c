import { describe, expect, it } from 'vitest';
import { compose, notSent, type Layer } from '../../../engine/http/layers/layer.js';
import { notNowOf } from '../../../engine/not-now.js';
import { REQUEST, scripted } from './fake-send.js';

describe('compose', () => {
  it('sends down through the layers in the order given and the exchange back up in reverse', async () => {
    const trace: string[] = [];
    const named =
      (name: string): Layer =>
      (next) =>
      async (request) => {
        trace.push(`${name} down`);
        const exchange = await next(request);
        trace.push(`${name} up`);
        return exchange;
      };
    const { send } = scripted({ status: 200 });
    await compose([named('outer'), named('inner')], send)(REQUEST);
    expect(trace).toEqual(['outer down', 'inner down', 'inner up', 'outer up']);
  });

  it('records a request kept back as not sent: "not now", never a verdict', () => {
    const exchange = notSent(REQUEST, 'http://x/v1/projects/p', 'PATCH', 'not sent: because');
    expect(exchange.response).toBeUndefined();
    expect(notNowOf(exchange)).toEqual({ reason: 'not-sent', detail: 'not sent: because' });
  });
});
