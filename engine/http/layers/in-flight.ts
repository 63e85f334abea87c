import { parseOperationKey } from '../../../specs/operations.js';
import type { ServerHealth } from '../health.js';
import type { BaseUrl } from '../target.js';
import { afterSettled } from '../after-settled.js';
import type { Layer } from './layer.js';

/**
 * Watches each attempt on the wire (not its wait for a slot or its pacing turn), so that the console
 * can say what a run is waiting for while a server is slow (health.ts names one waited on for 3 s).
 */
export const inFlight =
  (health: ServerHealth, base: BaseUrl): Layer =>
  (next) =>
  (request) => {
    // Named only if the console has to say what it waits for: no cost per exchange otherwise.
    const done = health.track(() => `${parseOperationKey(request.operation).method} ${base.targetOf(request).path} (${request.purpose})`);
    return afterSettled(next(request), done);
  };
