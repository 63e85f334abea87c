import { parseOperationKey, type OperationKey } from '../../specs/operations.js';
import { ok } from '../http/reply.js';
import { renderProject } from '../render/project.js';
import { renderTimesheet } from '../render/timesheet.js';
import type { Document } from '../state/model.js';
import { jsonObjectBody } from '../validation/json-body.js';
import { callerOrg, ownedFor, projectFor, refuseMembers, refuseObservers } from './access.js';
import { param, type Handler, type HandlerContext } from './context.js';
import { resolvePath } from './resolve-path.js';
import { createRecord, createdRecordFor, removeCreated } from './unshown-records.js';

type GetOperation = Extract<OperationKey, `GET ${string}`>;

const ofCallerOrg = <T extends { org: string }>(ctx: HandlerContext, items: Iterable<T>) => [...items].filter((item) => item.org === ctx.caller.org);

/** Small answers of the reads whose shapes the spec does not show, built from the seeded data. */
const readers: Record<GetOperation, (ctx: HandlerContext, target: Document | undefined) => unknown> = {
  'GET /orgs/me': (ctx) => ({ _id: callerOrg(ctx)._id, name: callerOrg(ctx).name }),
  'GET /orgs/people/{personId}': (_ctx, target) => target,
  'GET /projects': (ctx) => ofCallerOrg(ctx, ctx.world.state.projects.values()).map((project) => renderProject(project, ctx.caller.role, ctx.world)),
  'GET /projects/{projectId}': (ctx) => {
    const project = projectFor(ctx, param(ctx, 'projectId'));
    return renderProject({ ...project, doc: ctx.world.replica.read(param(ctx, 'projectId'), project.doc) }, ctx.caller.role, ctx.world);
  },
  'GET /projects/{projectId}/planItems': (ctx, target) =>
    [...ctx.world.state.planItems.values()].filter((item) => item.doc.project === target?._id).map((item) => item.doc),
  'GET /timesheets': (ctx) => ofCallerOrg(ctx, ctx.world.state.timesheets.values()).map((timesheet) => renderTimesheet(timesheet.doc, ctx.world)),
  'GET /timesheets/{timesheetId}': (ctx) =>
    renderTimesheet(
      ctx.world.replica.read(param(ctx, 'timesheetId'), ownedFor(ctx, ctx.world.state.timesheets, 'timesheet', param(ctx, 'timesheetId')).doc),
      ctx.world,
    ),
};

const isGet = (operation: OperationKey): operation is GetOperation => operation in readers;

/**
 * An operation of the Versioning table whose shapes are not shown (GEN.OTHER_OPERATIONS): reads answer
 * the seeded data; writes check ids, require a JSON object body and echo a small record. None of them
 * changes the seeded fixtures, so probing all 32 operations leaves them intact; a POST stores what it
 * creates and the DELETE of its id removes it (unshown-records.ts).
 */
export function unshownHandler(operation: OperationKey): Handler {
  const { method } = parseOperationKey(operation);
  return (ctx) => {
    const created = method === 'DELETE' ? createdRecordFor(ctx, operation) : undefined;
    const target = created ? created.doc : resolvePath(ctx);
    if (isGet(operation)) return ok(readers[operation](ctx, target));
    refuseMembers(ctx, `call ${operation}`);
    refuseObservers(ctx, `call ${operation}`);
    if (method === 'DELETE') {
      if (created) removeCreated(ctx, created);
      return ok();
    }
    const body = jsonObjectBody(ctx.rawBody, ctx.world);
    return ok(method === 'POST' ? createRecord(ctx, operation, body) : { ...body, _id: target?._id });
  };
}
