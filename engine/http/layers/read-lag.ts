import type { ReadLag } from '../read-lag.js';
import type { Layer } from './layer.js';

/**
 * A read of a document the run changed waits until the server's reads show the change (read-lag.ts);
 * a change is noted when its answer comes back. Above the retries and the lanes: one wait per request,
 * and a waiting read holds no slot.
 */
export const readLagWait =
  (readLag: ReadLag): Layer =>
  (next) =>
  async (request) => {
    const waiting = readLag.beforeSend(request);
    if (waiting) await waiting;
    const exchange = await next(request);
    readLag.noteAnswered(request);
    return exchange;
  };
