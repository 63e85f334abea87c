import type { Exchange } from '../../engine/exchange.js';
import { readerOf, type Reader } from '../../engine/fixture-state/document-reader.js';
import type { Caller } from '../../engine/http/client.js';
import { profileOf, unreachable } from '../../specs/operation-profiles/index.js';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import type { ScenarioContext } from './scenario-context.js';
import { fixtureParams } from './targets.js';

/**
 * Thrown by a read the run has no path for (the server answered neither GET nor PATCH {} with the
 * document): the engine reports the unit as not assessable, with the reason, and goes on.
 */
export class NotAssessable extends Error {
  override readonly name = 'NotAssessable';
  readonly unassessed = 'no-read';
}

/**
 * The run's reader of the document `operation` changes (PATCH {} unless the run resolved another);
 * undefined when the operation has no read (a person's record is the answer).
 */
export function documentReaderOf(ctx: ScenarioContext, operation: SpecifiedOperationKey): Reader | undefined {
  return readerOf(ctx.settings.readers, profileOf(operation));
}

/** Whether the run can read the document `operation` changes. */
export function canRead(ctx: ScenarioContext, operation: SpecifiedOperationKey): boolean {
  const reader = documentReaderOf(ctx, operation);
  return reader !== undefined && reader.via !== 'none';
}

/**
 * How a message names the run's read of that document: the request really sent ("GET
 * /projects/{projectId}", "PATCH /projects/{projectId} with {}"), or "a read" when there is none.
 */
export function readDescription(ctx: ScenarioContext, operation: SpecifiedOperationKey): string {
  const reader = documentReaderOf(ctx, operation);
  return reader === undefined || reader.via === 'none' ? 'a read' : reader.describe();
}

/**
 * Reads the document `params` name through the run's reader of what `operation` changes (GET or
 * PATCH {}, as resolved). Undefined when the operation has no read (a person's record is the answer);
 * throws NotAssessable when the document has a read but the server answers none.
 */
export function readDocumentAt(
  ctx: ScenarioContext,
  operation: SpecifiedOperationKey,
  params: Record<string, string>,
  purpose: string,
  caller: Caller = 'admin',
): Promise<Exchange> | undefined {
  const reader = documentReaderOf(ctx, operation);
  if (reader === undefined) return undefined;
  switch (reader.via) {
    case 'none':
      throw new NotAssessable(`needs a read of the ${reader.document}, and the server offers none: ${reader.reason}`);
    case 'get':
    case 'patch':
      return reader.read(ctx, params, purpose, caller);
    default:
      return unreachable(reader);
  }
}

/**
 * Reads the fixture document an operation changes, as the run reads it. Undefined when the operation
 * has no read: a person's record is the answer.
 */
export function readDocument(ctx: ScenarioContext, operation: SpecifiedOperationKey, purpose: string, caller: Caller = 'admin'): Promise<Exchange> | undefined {
  return readDocumentAt(ctx, operation, fixtureParams(operation, ctx.config), purpose, caller);
}
