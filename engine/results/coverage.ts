import type { Exchange } from '../exchange.js';
import { bodyShapeOf } from './body-coverage/body-shape.js';
import { countBody } from './body-coverage/count-body.js';
import { bump, newOperationFold, type CoverageFold } from './coverage-fold.js';
import { isJsonObject } from '../../specs/json-type.js';

export { documentedPaths } from './body-coverage/body-shape.js';
export { mergeCoverage, type CoverageFold, type OperationFold } from './coverage-fold.js';

/** The recorded (redacted) body text, parsed: only for bodies sent without an object (raw, malformed ones). */
function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Folds one exchange into the coverage of its operation. `sentBody`: the object the request body was
 * serialised from, when there was one: counted as is, the text is parsed only when there was none.
 * Only paths, schema enum values and schema bounds go into the fold, never a value sent.
 */
export function countCoverage(coverage: CoverageFold, exchange: Exchange, sentBody?: unknown): void {
  const { operation } = exchange.request;
  const fold = (coverage[operation] ??= newOperationFold());
  fold.exchanges += 1;
  bump(fold.statuses, String(exchange.response?.status ?? exchange.problem?.kind ?? 'none'));
  const shape = bodyShapeOf(operation);
  if (!shape) return;
  const body = sentBody === undefined ? parsed(exchange.request.body) : sentBody;
  if (isJsonObject(body)) countBody(fold, body, shape, exchange.response?.status === 200);
}
