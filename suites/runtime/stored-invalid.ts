import { isDeepStrictEqual } from 'node:util';
import type { Exchange } from '../../engine/exchange.js';
import type { InvalidSample } from '../../generators/index.js';
import { validatorFor } from '../../specs/ajv.js';
import { valueAtPointer } from '../../specs/json-pointer.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import { okBody } from './fixtures.js';
import { readDocument } from './read-document.js';
import type { ScenarioContext } from './scenario-context.js';
import type { BodyOperation } from './targets.js';
import { foundDocument } from '../../engine/fixture-state/fixtures.js';

/** The fixture document as the run found it (response-only values the request could only repeat). */
function snapshotOf(ctx: ScenarioContext, operation: BodyOperation): Record<string, unknown> | undefined {
  return foundDocument(ctx.settings.snapshot, operation);
}

/** The property a missing-required sample lacks, as the request schema names it. */
function missingProperty(schema: RequestSchemaName, sample: InvalidSample): string | undefined {
  const validate = validatorFor(schema);
  validate(sample.payload);
  const error = validate.errors?.find((candidate) => candidate.keyword === 'required' && candidate.instancePath === sample.label.pointer);
  return (error?.params as { missingProperty?: string } | undefined)?.missingProperty;
}

/**
 * A test of a document for the object sent without `missing`, kept as sent but still without it. An
 * element of an array is looked for among all the array's elements (a server may reorder them).
 */
function keptIncomplete(pointer: string, sent: Record<string, unknown>, missing: string): (document: unknown) => boolean {
  const element = /^(.*)\/\d+$/.exec(pointer);
  const same = (candidate: unknown) =>
    typeof candidate === 'object' &&
    candidate !== null &&
    !(missing in candidate) &&
    Object.entries(sent).every(([key, value]) => isDeepStrictEqual((candidate as Record<string, unknown>)[key], value));
  return (document) => {
    if (!element) return same(valueAtPointer(document, pointer));
    const list = valueAtPointer(document, element[1] ?? '');
    return Array.isArray(list) && list.some(same);
  };
}

/** What to look for in an answer: the value sent (same JSON type), or the object kept without its required property. */
function matcherFor(schema: RequestSchemaName, sample: InvalidSample): ((document: unknown) => boolean) | undefined {
  const { kind, pointer } = sample.label;
  const sent = valueAtPointer(sample.payload, pointer);
  if (kind === 'unknown-property' || sent === undefined) return undefined;
  if (kind !== 'missing-required') return (document) => isDeepStrictEqual(valueAtPointer(document, pointer), sent);
  const missing = missingProperty(schema, sample);
  return missing && typeof sent === 'object' && sent !== null ? keptIncomplete(pointer, sent as Record<string, unknown>, missing) : undefined;
}

/**
 * What an invalid value accepted with a 200 left: `stored` (a read-back shows exactly the value sent:
 * same JSON type, a "12" cast to 12 was not stored as sent; or the object sent without a required
 * property kept without it), `returned` (only the 200 answer shows it), or `unreadable` (the admin can
 * no longer read the document the write went to: it moved out of reach — a stored org). A
 * response-only value counts only when it differs from what the document held, or it would be found
 * "applied" by repeating the document's own value. Unknown properties are a "not shown" (observed elsewhere).
 */
export type InvalidSeen =
  { readonly how: 'stored' | 'returned'; readonly exchange: Exchange } | { readonly how: 'unreadable'; readonly exchange: Exchange; readonly shown: boolean };

export async function storedOrReturned(
  ctx: ScenarioContext,
  operation: BodyOperation,
  schema: RequestSchemaName,
  sample: InvalidSample,
  answer: Exchange,
): Promise<InvalidSeen | undefined> {
  const { kind, pointer } = sample.label;
  const matches = matcherFor(schema, sample);
  if (!matches) return undefined;
  if (kind === 'response-only-injected' && isDeepStrictEqual(valueAtPointer(snapshotOf(ctx, operation), pointer), valueAtPointer(sample.payload, pointer)))
    return undefined;
  const shows = (exchange: Exchange) => matches(okBody(exchange));
  // Read even when the answer shows it: a write that moved the document out of the caller's reach says so. The
  // answer stays the evidence then (samples side by side may change what a read shows, never what an answer showed).
  const read = await readDocument(ctx, operation, 'read back after an invalid body was accepted');
  const unreadable = read !== undefined && refusedRead(read) && snapshotOf(ctx, operation) !== undefined;
  if (unreadable) return { how: 'unreadable', exchange: read, shown: shows(answer) };
  if (shows(answer)) return { how: 'returned', exchange: answer };
  return read && shows(read) ? { how: 'stored', exchange: read } : undefined;
}

/** A read refused (4xx): the document is no longer there for the caller. */
const refusedRead = (exchange: Exchange) => (exchange.response?.status ?? 0) >= 400 && (exchange.response?.status ?? 0) < 500;
