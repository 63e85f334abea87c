import type { Exchange } from '../engine/exchange.js';
import type { ApiClient } from '../engine/http/client.js';
import type { OperationKey } from '../specs/operations.js';
import { classify, combine, type Classification } from './classify.js';
import { controlFor, type Probe } from './probe-plan.js';

/** One probe as sent: the exchange, its control and what they say about the route. */
export interface ProbeOutcome {
  readonly probe: Probe;
  readonly exchange: Exchange;
  readonly control: Exchange;
  readonly classification: Classification;
}

/** Everything sent for one operation, and the operation's classification. */
export interface OperationProbes {
  readonly operation: OperationKey;
  readonly outcomes: readonly ProbeOutcome[];
  readonly classification: Classification;
}

/** Sends a probe and its control (the same request to a route that cannot exist) and classifies. */
export async function sendProbe(client: ApiClient, probe: Probe, nonce: string): Promise<ProbeOutcome> {
  const [exchange, control] = await Promise.all([client.send(probe.request), client.send(controlFor(probe, nonce))]);
  return { probe, exchange, control, classification: classify(exchange, control, probe.namesUnknownId) };
}

export function operationProbes(operation: OperationKey, outcomes: readonly ProbeOutcome[]): OperationProbes {
  return { operation, outcomes, classification: combine(outcomes.map((outcome) => outcome.classification)) };
}

/**
 * The exchange whose headers stand for the operation: a 2xx of a probe that reached the route, else
 * any probe that reached it, else the first probe (a removed route may still send Sunset).
 */
export function primaryExchange(probes: OperationProbes): Exchange | undefined {
  const served = probes.outcomes.filter((outcome) => outcome.classification.state === 'served');
  const success = served.find((outcome) => (outcome.exchange.response?.status ?? 0) < 300);
  return (success ?? served[0] ?? probes.outcomes[0])?.exchange;
}
