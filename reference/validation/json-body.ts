import { isJsonObject } from '../../specs/json-type.js';
import { crash, refuse } from '../http/refusal.js';
import type { Document } from '../state/model.js';
import { hasFault, type World } from '../world.js';
import { crashOnExtremes, refuseBeyondLimits } from './extreme-inputs.js';

const ASTRAL = /[\u{10000}-\u{10FFFF}]/u;

/** Whether any string (key or value) of a JSON value holds a character outside the BMP. */
function hasAstral(value: unknown): boolean {
  if (typeof value === 'string') return ASTRAL.test(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => ASTRAL.test(key) || hasAstral(item));
}

function parse(rawBody: string, world: World): unknown {
  try {
    return JSON.parse(rawBody) as unknown;
  } catch (error) {
    if (hasFault(world, 'crash-on-malformed-json')) crash('unparseable body');
    return refuse('invalid', 'MALFORMED_JSON', `The body is not JSON: ${(error as Error).message}`);
  }
}

/** body-not-object-read-as-empty: whether the body parses as a JSON object. */
function parsesAsJsonObject(rawBody: string): boolean {
  try {
    const body = JSON.parse(rawBody) as unknown;
    return isJsonObject(body);
  } catch {
    return false;
  }
}

/**
 * REQUEST.BODY_REQUIRED: "Request body (JSON, required)" — a JSON object, or a 400. A personality
 * may read a missing body as {} (express.json leaves req.body = {}).
 */
export function jsonObjectBody(rawBody: string, world: World): Document {
  if (hasFault(world, 'body-not-object-read-as-empty') && !parsesAsJsonObject(rawBody)) return {};
  if (rawBody.trim() === '') return world.behaviour.emptyBodyIsObject ? {} : refuse('invalid', 'BODY_REQUIRED', 'A JSON body is required');
  const body = parse(rawBody, world);
  if (!isJsonObject(body)) refuse('invalid', 'BODY_NOT_OBJECT', 'The body must be a JSON object');
  if (hasFault(world, 'crash-on-astral-chars') && hasAstral(body)) crash('character outside the BMP');
  crashOnExtremes(body, world);
  refuseBeyondLimits(body, world);
  return body as Document;
}
