import { READ_PROFILES } from '../../specs/operation-profiles/index.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationKey } from '../../specs/operations.js';
import { lateRefusal } from '../faults/late-refusal.js';
import { withLostUpdates } from '../faults/lost-update.js';
import { authenticate } from '../handlers/authenticate.js';
import { handlers } from '../handlers/index.js';
import { checkQuery } from '../handlers/query.js';
import type { World } from '../world.js';
import type { DeprecationDates } from './deprecation-dates.js';
import { errorReply } from './error-reply.js';
import { readBody } from './read-body.js';
import { requestTarget, type RequestTarget } from './request-target.js';
import { Refusal, refuse } from './refusal.js';
import type { Reply } from './reply.js';
import { matchRoute, type RouteMatch } from './routes.js';
import { withSuccessRenderings } from './success-reply.js';
import { throttle } from './throttle.js';
import { limitRate } from './rate-limiter.js';
import { writeReply } from './write-reply.js';

/** Server-wide settings that are not behaviour of the API. */
export interface ServeSettings {
  readonly removed: ReadonlySet<OperationKey>;
  readonly maxBodyBytes: number;
  readonly dates: DeprecationDates;
}

/** Anything thrown that is not a refusal is a bug of the reference: still a 500 with the error body. */
function asRefusal(error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  process.stderr.write(`pm-conformance reference: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return new Refusal('crash', 'INTERNAL_ERROR', 'Internal error');
}

async function answer(request: IncomingMessage, route: RouteMatch, url: RequestTarget, world: World, settings: ServeSettings): Promise<Reply> {
  try {
    if (settings.removed.has(route.operation)) refuse('gone', 'GONE', `${route.operation} has been removed`);
    // A server without the GETs of a document (their shapes are not shown): no such route.
    if (!world.behaviour.servesDocumentGets && READ_PROFILES.some((profile) => profile.key === route.operation))
      refuse('no-route', 'NO_SUCH_OPERATION', `No operation ${route.operation}`);
    const rawBody = await readBody(request, settings.maxBodyBytes);
    throttle(world);
    const late = world.faults.size > 0 ? lateRefusal(route.operation, request.headers.authorization, world) : undefined;
    const caller = late?.caller ?? authenticate(request.headers.authorization, world);
    checkQuery(route.operation, url.searchParams, world);
    const handler = handlers.get(route.operation);
    if (!handler) throw new Error(`no handler for ${route.operation}`);
    const handle = () => handler({ operation: route.operation, params: route.params, query: url.searchParams, rawBody, caller, world });
    // A read (PATCH {}) writes nothing, so only a write can lose another's update.
    const reply = world.faults.size > 0 && rawBody.trim() !== '{}' ? await withLostUpdates(route.operation, route.params, world, handle) : handle();
    if (late) throw late.refusal;
    return withSuccessRenderings(route.operation, reply, world.faults);
  } catch (error) {
    const refusal = asRefusal(error);
    const reply = errorReply(refusal, world);
    // The rest of an oversized body is never read: the connection closes after the answer.
    return refusal.kind === 'too-large' ? { ...reply, headers: { ...reply.headers, connection: 'close' } } : reply;
  }
}

/** Routes one request: 404 for a path that is no operation, otherwise the operation's answer. */
export async function serveRequest(request: IncomingMessage, response: ServerResponse, world: World, settings: ServeSettings): Promise<void> {
  const url = requestTarget(request.url ?? '/');
  const route = matchRoute(request.method ?? '', url.pathname);
  if (!route) {
    const refusal = new Refusal('no-route', 'NO_SUCH_OPERATION', `No operation ${request.method ?? ''} ${url.pathname}`);
    return writeReply(response, errorReply(refusal, world), world);
  }
  const limited = limitRate(world, world.behaviour.rateLimit);
  const answered = limited?.refusal ? errorReply(limited.refusal, world) : await answer(request, route, url, world, settings);
  const reply = limited ? { ...answered, headers: { ...answered.headers, ...limited.headers } } : answered;
  if (world.behaviour.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, world.behaviour.answerDelayMs));
  writeReply(response, reply, world, settings.dates);
}
