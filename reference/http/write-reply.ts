import type { ServerResponse } from 'node:http';
import { hasFault, type World } from '../world.js';
import { deprecationHeaders, type DeprecationDates } from './deprecation-headers.js';
import type { Reply } from './reply.js';

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Body and content type as sent (GEN.JSON: application/json, unless a fault says otherwise). */
function payloadOf(reply: Reply, world: World): { body: string; contentType?: string } {
  if (reply.text !== undefined) return { body: reply.text, contentType: 'text/plain' };
  if (reply.json === undefined) return { body: '' };
  const plain = isSuccess(reply.status) && hasFault(world, 'json-content-type-missing');
  return { body: JSON.stringify(world.behaviour.decorate(reply.json)), contentType: plain ? 'text/plain' : world.behaviour.contentType };
}

/**
 * Writes an answer. `dates` is set for routed requests: every operation is deprecated, so every
 * answer of one carries Deprecation, Sunset and Link (unless the personality sends none).
 */
export function writeReply(response: ServerResponse, reply: Reply, world: World, dates?: DeprecationDates): void {
  const { body, contentType } = payloadOf(reply, world);
  const headers: Record<string, string> = {
    ...(dates && world.behaviour.deprecationHeaders ? deprecationHeaders(dates, world.faults) : {}),
    ...reply.headers,
    ...(contentType ? { 'content-type': contentType } : {}),
  };
  if (reply.status !== 204) headers['content-length'] = String(Buffer.byteLength(body));
  response.writeHead(reply.status, headers).end(body);
}
