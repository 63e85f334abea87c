import type { Exchange } from '../engine/exchange.js';
import { sameAnswer } from './same-answer.js';

/** served: the route answers. removed: it does not (any more). unclear: the probe cannot tell (the reason says why). */
export type RouteState = 'served' | 'removed' | 'unclear';

export interface Classification {
  readonly state: RouteState;
  readonly reason: string;
}

/** Statuses that name the route itself as missing, whatever the path holds. */
const ROUTE_MISSING: Readonly<Record<number, string>> = { 405: 'method not allowed', 410: 'gone', 501: 'not implemented' };

const status = (exchange: Exchange) => exchange.response?.status ?? 0;
const usable = (control: Exchange | undefined): control is Exchange => control?.response !== undefined && status(control) < 500;

function notAnswered(probe: Exchange): Classification | undefined {
  if (!probe.response) return { state: 'unclear', reason: `no answer (${probe.problem?.message ?? 'unknown problem'})` };
  // 501 names the method as not implemented: the one 5xx that speaks about the route.
  if (status(probe) >= 500 && status(probe) !== 501)
    return { state: 'unclear', reason: `${status(probe)}: a server error says nothing about the route (and no request of the suite deserves a 5xx)` };
  if (status(probe) >= 300 && status(probe) < 400)
    return { state: 'unclear', reason: `${status(probe)} redirect (never followed: the token stays on the base URL's origin)` };
  return undefined;
}

function likeControl(probe: Exchange): Classification {
  if (status(probe) === 401 || status(probe) === 403) {
    return { state: 'unclear', reason: `${status(probe)} here and on a route that cannot exist: the credentials are refused before routing (check --token)` };
  }
  return { state: 'removed', reason: `${status(probe)}, the same answer as a route that cannot exist` };
}

function notFound(control: Exchange | undefined, namesUnknownId: boolean): Classification {
  if (!namesUnknownId) return { state: 'removed', reason: '404 to a request that names no missing document: the route is missing' };
  if (!usable(control))
    return {
      state: 'unclear',
      reason: '404 to an unknown id, and no usable answer from a route that cannot exist to tell "resource missing" from "route missing"',
    };
  return { state: 'served', reason: `404 to an unknown id that differs from the answer of a route that cannot exist (${status(control)}): resource missing` };
}

/**
 * Classifies one probe against the control (the same request to a route that cannot exist):
 * route missing = the control's answer, or 404/405/410/501; resource missing = a refusal that
 * differs from the control. 5xx, redirects and transport problems are unclear.
 */
export function classify(probe: Exchange, control: Exchange | undefined, namesUnknownId: boolean): Classification {
  const unanswered = notAnswered(probe);
  if (unanswered) return unanswered;
  if (usable(control) && sameAnswer(probe, control)) return likeControl(probe);
  const missing = ROUTE_MISSING[status(probe)];
  if (missing) return { state: 'removed', reason: `${status(probe)} ${missing}` };
  if (status(probe) === 404) return notFound(control, namesUnknownId);
  const contrast = usable(control) ? `unlike a route that cannot exist (${status(control)})` : 'no route that cannot exist answered to compare with';
  if (status(probe) < 300) return { state: 'served', reason: `${status(probe)} answer, ${contrast}` };
  return { state: 'served', reason: `${status(probe)} refusal, ${contrast}: the route is there and refused the request (resource missing or invalid)` };
}

/**
 * One operation from its probes: unclear when any probe is (a 5xx is never hidden by another
 * probe's success), else served when any probe reached the route, else removed.
 */
export function combine(classifications: readonly Classification[]): Classification {
  const first = (state: RouteState) => classifications.find((classification) => classification.state === state);
  return first('unclear') ?? first('served') ?? first('removed') ?? { state: 'unclear', reason: 'not probed' };
}
