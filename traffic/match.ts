import { matchOperation } from '../specs/operation-match.js';
import type { OperationKey } from '../specs/operations.js';
import { ownCopy } from './own-copy.js';

/** The path of a request target (absolute URL or origin-form), without query or fragment. */
function pathOf(target: string): string {
  const path = /^[a-z][a-z\d+.-]*:\/\//i.test(target) ? target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '') : target;
  const end = path.search(/[?#]/);
  const clean = end === -1 ? path : path.slice(0, end);
  return clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean;
}

/**
 * Which of the 32 operations a recorded request addresses, by the spec's paths: as logged, or below
 * a `/v1` segment ("All paths above follow it"; whatever precedes it — a gateway's prefix — is the
 * base URL's). Undefined: not an operation of the spec.
 */
function matchTarget(method: string, target: string): OperationKey | undefined {
  const path = pathOf(target);
  const v1 = path.indexOf('/v1/');
  const below = v1 === -1 ? undefined : matchOperation(method, path.slice(v1 + 3));
  return below?.operation ?? matchOperation(method, path)?.operation;
}

/** Targets remembered; past it the memo starts afresh (ids make most targets of a real log distinct). */
const MEMO_SIZE = 10_000;
/** Method → target → its operation (null: none). A log repeats its targets: each is matched once. */
const memo = new Map<string, Map<string, OperationKey | null>>();
let memoised = 0;

/** matchTarget, remembered per method and target (it is a function of them alone). */
export function operationOf(method: string, target: string): OperationKey | undefined {
  let targets = memo.get(method);
  const known = targets?.get(target);
  if (known !== undefined) return known ?? undefined;
  const operation = matchTarget(method, target);
  if (memoised >= MEMO_SIZE) {
    memo.clear();
    memoised = 0;
    targets = undefined;
  }
  if (!targets) memo.set(ownCopy(method), (targets = new Map()));
  targets.set(ownCopy(target), operation ?? null);
  memoised += 1;
  return operation;
}
