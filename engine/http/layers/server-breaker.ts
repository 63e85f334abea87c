import { parseOperationKey, type OperationKey } from '../../../specs/operations.js';
import { isTransportFailure, TRIP_AFTER, type ServerHealth } from '../health.js';
import type { Liveness } from '../liveness.js';

/** What a breaker asks of the liveness probe. */
type Probe = Pick<Liveness, 'probe'>;
import type { BaseUrl } from '../target.js';
import { notSent, type Layer } from './layer.js';

/**
 * The whole-server breaker: once the server has stopped answering (health.ts), nothing is sent,
 * except within a recovery budget (the final restore), where a liveness probe answered first closes
 * it again. Before the server's first answer nothing is counted: every command starts with a read
 * that ends it on no answer, so a server that cannot be reached at all is one line, exit 2. A streak
 * of failures of one operation alone that would open it is first checked with a liveness probe: a
 * server that answers the probe is alive, and that operation is the operation breaker's to judge.
 * Failures of several operations open it at once.
 */
export function serverBreaker(health: ServerHealth, liveness: Probe, base: BaseUrl): Layer {
  /** The operations of the current streak of failures. */
  let failing: OperationKey[] = [];
  return (next) => async (request) => {
    if (health.tripped !== undefined && (health.closedForGood || !(await liveness.probe())))
      return notSent(
        request,
        base.targetOf(request).href,
        parseOperationKey(request.operation).method,
        'not sent: the server had stopped answering (circuit breaker open)',
      );
    const sent = health.sending();
    const exchange = await next(request);
    if (!health.armed) {
      if (exchange.response !== undefined) health.arm();
      return exchange;
    }
    if (exchange.response) health.answered(sent);
    else if (exchange.problem && isTransportFailure(exchange.problem)) {
      failing = [...failing.slice(failing.length - health.streak), request.operation];
      if (health.streak === TRIP_AFTER - 1 && health.tripped === undefined && failing.every((operation) => operation === request.operation))
        await liveness.probe();
      health.failed(exchange.problem);
    }
    return exchange;
  };
}
