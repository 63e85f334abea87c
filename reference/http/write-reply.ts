import type { ServerResponse } from 'node:http';
import type { World } from '../world.js';
import type { DeprecationDates } from './deprecation-dates.js';
import { deprecationHeaders } from './deprecation-headers.js';
import type { Reply } from './reply.js';

/** Body and content type as sent (GEN.JSON: the personality's JSON type, unless a fault's rendering says otherwise). */
function payloadOf(reply: Reply, world: World): { body: string; contentType?: string } {
  if (reply.text !== undefined) return { body: reply.text, contentType: 'text/plain' };
  // A 204 has no content (RFC 9110 §15.3.5), whatever body a fault's rendering gave it.
  if (reply.json === undefined || reply.status === 204) return { body: '' };
  return { body: JSON.stringify(world.behaviour.decorate(reply.json)), contentType: reply.contentType ?? world.behaviour.contentType };
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
