import { again } from '../api-request.js';
import { isTransportFailure, type ServerHealth } from '../health.js';
import type { Liveness } from '../liveness.js';

/** What a breaker asks of the liveness probe. */
type Probe = Pick<Liveness, 'probe'>;
import type { Layer } from './layer.js';

/**
 * A transport failure is not a verdict until it is confirmed: the same request is sent once more,
 * and if it fails again, a liveness probe asks whether the server still answers others. Only then
 * is the failure marked `confirmed` (a request that reliably breaks a live server); a server that
 * answers nothing opens the server breaker instead, and the run is incomplete, not failed. An
 * unconfirmed failure says "not now" (engine/not-now.ts).
 */
export function transportRetry(health: ServerHealth, liveness: Probe): Layer {
  return (next) => async (request) => {
    const first = await next(request);
    if (!health.armed) return first;
    if (!isTransportFailure(first.problem) || first.problem?.confirmed !== undefined || health.tripped !== undefined) return first;
    const second = await next(again(request));
    const firstAttempt = first.problem;
    const withFirst = { ...second, ...(firstAttempt ? { firstAttempt } : {}) };
    if (!isTransportFailure(second.problem) || second.problem?.confirmed !== undefined || health.tripped !== undefined || !second.problem) return withFirst;
    const alive = await liveness.probe();
    if (!alive) return withFirst;
    return {
      ...withFirst,
      problem: { ...second.problem, confirmed: 'the same request failed again when sent a second time, while the server answered a liveness probe' },
    };
  };
}
