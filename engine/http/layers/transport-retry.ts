import { again, sideEffectFree, type ApiRequest } from '../api-request.js';
import { isTransportFailure, type ServerHealth } from '../health.js';
import type { Liveness } from '../liveness.js';
import type { Exchange } from '../../exchange.js';
import type { Layer } from './layer.js';

/** What a breaker asks of the liveness probe. */
type Probe = Pick<Liveness, 'probe'>;

/** Why a write is not sent again after a transport failure (kept on the problem, said in the report). */
export const WRITE_NOT_SENT_AGAIN =
  'a write is not sent again after a failed connection: the server may have applied it, and a second one could be applied twice';

/**
 * Whether a request whose attempt failed at transport level may be sent again: a request that changes
 * nothing (GET, PATCH {}), or any request whose connection was refused (nothing reached the server).
 * A write that may have reached it is not: a POST would add the person twice, a DELETE would then be
 * answered as for a person already gone. What it may have changed is the restore's to put back.
 */
function mayResend(request: ApiRequest, first: Exchange): boolean {
  return sideEffectFree(request) || first.problem?.kind === 'refused';
}

/**
 * A transport failure is not a verdict until it is confirmed: the same request is sent once more,
 * and if it fails again, a liveness probe asks whether the server still answers others. Only then
 * is the failure marked `confirmed` (a request that reliably breaks a live server); a server that
 * answers nothing opens the server breaker instead, and the run is incomplete, not failed. An
 * unconfirmed failure says "not now" (engine/not-now.ts); a write's is never confirmed by a second
 * send (issue 33: confirm by effect, never by re-sending a write), but the liveness probe still asks.
 */
export function transportRetry(health: ServerHealth, liveness: Probe): Layer {
  return (next) => async (request) => {
    const first = await next(request);
    if (!health.armed) return first;
    if (!isTransportFailure(first.problem) || first.problem?.confirmed !== undefined || health.tripped !== undefined) return first;
    if (!mayResend(request, first)) {
      // Not sent again, but the server is asked whether it still answers (the probe changes nothing):
      // a server that went away opens its breaker as soon as when the write was sent twice.
      await liveness.probe();
      return first.problem ? { ...first, problem: { ...first.problem, notSentAgain: WRITE_NOT_SENT_AGAIN } } : first;
    }
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
