import equal from 'fast-deep-equal';
import { jsonObjectOf } from '../../engine/answer.js';
import type { Exchange } from '../../engine/exchange.js';
import type { Finding } from '../../engine/finding.js';
import { Journal } from '../../engine/fixture-state/journal.js';
import { bodyObjectOf, type ApiRequest } from '../../engine/http/client.js';
import { isJudged } from '../../engine/not-now.js';
import type { RestoreOutcome } from '../../engine/report/model.js';
import { reproductionOf } from '../../engine/results/reproduction.js';
import { stepsOf } from '../../engine/results/row.js';
import { answerDifference, sentRequest } from '../../suites/runtime/confirm.js';
import { ddmin } from './ddmin.js';

/** What minimising a failure may do on the server: send (counted), and put the unit's fixtures back as the run found them. */
export interface MinimizeServices {
  readonly send: (request: ApiRequest) => Promise<Exchange>;
  /** Puts back, through `send`, what `journal` saw touched (fixtures, people added); leftovers stop the minimisation. */
  readonly restore: (journal: Journal, send: (request: ApiRequest) => Promise<Exchange>) => Promise<RestoreOutcome>;
  /** Requests one failure may spend, restores included. */
  readonly budget: number;
}

/**
 * The fields a replay must answer as the run saw them for the failure to still show: those of the
 * payload that triggered it (the counterexample), else those of the request that showed it.
 */
function focusOf(finding: Finding, last: ApiRequest): unknown {
  const counterexample = jsonObjectOf(finding.counterexample);
  return counterexample && Object.keys(counterexample).length > 0 ? counterexample : bodyObjectOf(last);
}

/** Sends one candidate from the fixtures as found, puts them back, and says whether the last answer still shows the failure. */
async function replay(steps: readonly Exchange[], requests: readonly ApiRequest[], focus: unknown, services: MinimizeServices) {
  const journal = new Journal();
  let last: Exchange | undefined;
  // A request of a race is replayed alone: its barrier (`together`) would wait for the others for ever.
  for (const { together: _race, ...request } of requests) {
    last = await services.send({ ...request, purpose: `minimise: ${request.purpose}` });
    journal.recordWrite({
      operation: request.operation,
      params: request.params ?? {},
      requestBody: request.body,
      ...(last.response ? { status: last.response.status, responseBody: last.response.json } : {}),
      ...(last.problem ? { problem: last.problem } : {}),
    });
  }
  const restore = await services.restore(journal, services.send);
  const original = steps.at(-1) as Exchange;
  const shows = last !== undefined && isJudged(last) && answerDifference(original, last, focus) === undefined;
  return { shows, putBack: restore.leftovers.length === 0 };
}

/**
 * The shortest sequence of the failure's requests that still shows it (issue 37), by delta debugging
 * over the requests before the one that showed it. That request and the ones that sent the failing
 * payload are kept (anchors); every candidate is replayed from the fixtures as the run found them
 * and put back after, within `budget` requests. Undefined: nothing to reduce (one request, or
 * requests the run did not send itself).
 */
export async function minimizedReproduction(finding: Finding, rerun: string | undefined, services: MinimizeServices): Promise<string | undefined> {
  const recorded = stepsOf(finding);
  const end = finding.exchange ? recorded.indexOf(finding.exchange) : -1;
  if (recorded.length <= 1 || end < 0) return undefined;
  const steps = recorded.slice(0, end + 1);
  const requests = steps.map(sentRequest);
  if (requests.some((request) => request === undefined)) return undefined;
  const sent = requests as ApiRequest[];
  const focus = focusOf(finding, sent[end] as ApiRequest);
  const anchors = steps.flatMap((_, index) =>
    index === end || (finding.counterexample !== undefined && equal(bodyObjectOf(sent[index] as ApiRequest), finding.counterexample)) ? [index] : [],
  );
  const removable = steps.map((_, index) => index).filter((index) => !anchors.includes(index));
  let spent = 0;
  let stopped = false;
  const chosen = (candidate: readonly number[]) => [...anchors, ...candidate].sort((a, b) => a - b);
  const result = await ddmin(removable, async (candidate) => {
    const indices = chosen(candidate);
    if (stopped || spent + indices.length > services.budget) return undefined;
    const counted: MinimizeServices = {
      ...services,
      send: (request) => {
        spent += 1;
        return services.send(request);
      },
    };
    const outcome = await replay(
      indices.map((index) => steps[index] as Exchange),
      indices.map((index) => sent[index] as ApiRequest),
      focus,
      counted,
    );
    // A fixture the restore could not put back: no more candidates are sent (the final restore lists it).
    if (!outcome.putBack) stopped = true;
    return outcome.shows;
  });
  const kept = chosen(result.items).map((index) => steps[index] as Exchange);
  const of = `${kept.length} of the ${recorded.length} requests recorded`;
  const note = result.minimal
    ? `${of}: the shortest sequence that still shows it (${spent} requests spent reducing it)`
    : `not minimal: ${of}; reducing it further would need more requests than --minimize-budget ${services.budget} allows`;
  return reproductionOf(kept, { ...(rerun ? { rerun } : {}), note });
}
