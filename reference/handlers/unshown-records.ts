import { parseOperationKey, type OperationKey } from '../../specs/operations.js';
import type { CreatedRecord, Document } from '../state/model.js';
import { param, type HandlerContext } from './context.js';

/** The collection a path names last: "POST /projects/{projectId}/planItems" and "DELETE /planItems/{planItemId}" both "planItems". */
function collectionOf(operation: OperationKey): string {
  return (
    parseOperationKey(operation)
      .path.split('/')
      .filter((segment) => segment !== '' && !segment.startsWith('{'))
      .at(-1) ?? ''
  );
}

const lastParameter = (operation: OperationKey) => /\{(\w+)\}$/.exec(parseOperationKey(operation).path)?.[1];

/**
 * A POST of an operation whose shapes are not shown stores what it was sent under a fresh id, so that
 * the DELETE of that id can remove it: a client (the deprecations probe with --allow-writes) can prove
 * it cleaned up after itself. Kept apart from the seeded documents: the checks' reads never meet them.
 */
export function createRecord(ctx: HandlerContext, operation: OperationKey, body: Document): Document {
  const doc = { ...body, _id: ctx.world.ids.next() };
  ctx.world.state.created.set(doc._id, { org: ctx.caller.org, collection: collectionOf(operation), doc });
  return doc;
}

/** The record a DELETE names, when a POST of the same collection and organisation created it. */
export function createdRecordFor(ctx: HandlerContext, operation: OperationKey): CreatedRecord | undefined {
  const name = lastParameter(operation);
  const record = name === undefined ? undefined : ctx.world.state.created.get(param(ctx, name));
  return record && record.org === ctx.caller.org && record.collection === collectionOf(operation) ? record : undefined;
}

export function removeCreated(ctx: HandlerContext, record: CreatedRecord): void {
  ctx.world.state.created.delete(record.doc._id as string);
}
