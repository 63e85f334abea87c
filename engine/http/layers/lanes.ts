import type { Throttle } from '../throttle.js';
import type { Layer } from './layer.js';

/**
 * Throttle and lanes: at most --concurrency requests in flight, a free slot to the flow (a unit of the
 * run) with the fewest, and the members of a race started together (engine/http/throttle.ts).
 */
export const lanes =
  (throttle: Throttle): Layer =>
  (next) =>
  (request) =>
    throttle.run(() => next(request), request.flow, request.together);
