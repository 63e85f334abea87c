import type { Exchange, TransportProblem } from '../../exchange.js';
import { parseOperationKey, type OperationKey } from '../../../specs/operations.js';
import { isTransportFailure, TRIP_AFTER, type ServerHealth } from '../health.js';
import type { BaseUrl } from '../target.js';
import { notSent, type Layer } from './layer.js';

interface Streak {
  readonly failures: TransportProblem[];
  /** The requests sent when the streak began: one sent since must have been answered. */
  readonly sentAtStart: number;
}

/**
 * The breaker of one operation. When TRIP_AFTER requests to one operation in a row get no answer
 * (a timeout, a reset, a body that never ends) while the server answers others sent since the first
 * of them (a late answer to an earlier request proves nothing of the server now), that operation is
 * "not answering": the attempt that showed it carries the evidence as a confirmed failure whose
 * message names the operation (the GEN.ANSWERS failure of that operation), and no further request to
 * it is sent: each is recorded as not sent, naming the operation, and not assessed. The run goes on
 * with the other operations. It counts attempts (below the transport retry), so an operation that
 * hangs costs three timeouts, not three requests sent twice each.
 */
export class OperationBreakers {
  private readonly streaks = new Map<OperationKey, Streak>();
  private readonly open = new Map<OperationKey, string>();

  constructor(
    private readonly health: ServerHealth,
    private readonly notice: (line: string) => void = () => undefined,
  ) {}

  /** Why the operation is not answering, or undefined while it is. */
  notAnswering(operation: OperationKey): string | undefined {
    return this.open.get(operation);
  }

  /** Every operation not answering, with why. */
  get tripped(): ReadonlyMap<OperationKey, string> {
    return this.open;
  }

  /** Counts an attempt; gives the exchange, with the evidence when it is the one that opened the breaker. */
  observe(operation: OperationKey, exchange: Exchange): Exchange {
    if (exchange.response) {
      this.streaks.delete(operation);
      return exchange;
    }
    const problem = exchange.problem;
    if (!problem || !isTransportFailure(problem) || this.open.has(operation) || this.health.tripped !== undefined) return exchange;
    const streak = this.streaks.get(operation) ?? { failures: [], sentAtStart: this.health.sent };
    this.streaks.set(operation, streak);
    streak.failures.push(problem);
    if (streak.failures.length < TRIP_AFTER || this.health.newestAnswered <= streak.sentAtStart) return exchange;
    const evidence = streak.failures.slice(-TRIP_AFTER).map((failure) => failure.message);
    const why = `${operation} is not answering: ${TRIP_AFTER} requests to it in a row got no complete answer while the server answered others`;
    this.open.set(operation, `${why} (${evidence.join('; ')})`);
    this.streaks.delete(operation);
    this.notice(`${why} (${evidence.join('; ')}); no more requests are sent to it, and its remaining checks are not assessed`);
    // The operation leads the message: of the failures of one check and operation, the report keeps this one.
    return { ...exchange, problem: { kind: problem.kind, message: why, confirmed: `the last ${TRIP_AFTER} attempts got: ${evidence.join('; ')}` } };
  }
}

/** The per-operation breaker as a layer: requests to an operation that is not answering are not sent. */
export function operationBreaker(breakers: OperationBreakers, base: BaseUrl): Layer {
  return (next) => async (request) => {
    const why = breakers.notAnswering(request.operation);
    if (why !== undefined) return notSent(request, base.targetOf(request).href, parseOperationKey(request.operation).method, `not sent: ${why}`);
    return breakers.observe(request.operation, await next(request));
  };
}
