import { parseOperationKey } from '../../specs/operations.js';
import { refuse } from '../http/refusal.js';
import type { Document, StoredProject } from '../state/model.js';
import { callerOrg, ownedFor, projectFor } from './access.js';
import { param, type HandlerContext } from './context.js';

const found = (document: Document | undefined, what: string, id: string): Document => document ?? refuse('unknown-id', 'NOT_FOUND', `No ${what} ${id}`);

/** The document a path parameter names, by the collection segment before it ("/orgs/clients/{clientId}"). */
function lookup(ctx: HandlerContext, collection: string, id: string, project: StoredProject | undefined): Document {
  const { state } = ctx.world;
  if (collection === 'timesheets') return ownedFor(ctx, state.timesheets, 'timesheet', id).doc;
  if (collection === 'planItems') return ownedFor(ctx, state.planItems, 'plan item', id).doc;
  if (collection === 'people' && project)
    return found(
      project.people.find((record) => record.person === id),
      'person on the project',
      id,
    );
  const records = collection === 'people' ? callerOrg(ctx).people : callerOrg(ctx).records.get(collection);
  return found(records?.get(id), collection, id);
}

/**
 * Resolves every path parameter of an operation whose shapes the spec does not show, in order (a
 * project scopes the people after it): unknown ids and other organisations' documents are refused.
 * Returns the document the last parameter names.
 */
export function resolvePath(ctx: HandlerContext): Document | undefined {
  const segments = parseOperationKey(ctx.operation).path.split('/').slice(1);
  let project: StoredProject | undefined;
  let target: Document | undefined;
  for (const [index, segment] of segments.entries()) {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (name === undefined) continue;
    const [collection, id] = [segments[index - 1] ?? '', param(ctx, name)];
    if (collection === 'projects') project = projectFor(ctx, id);
    target = collection === 'projects' ? project?.doc : lookup(ctx, collection, id, project);
  }
  return target;
}
