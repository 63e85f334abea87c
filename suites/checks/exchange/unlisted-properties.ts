import type { ExchangeFinding } from '../../../engine/finding.js';
import { schemas, type SchemaName } from '../../../specs/schemas/index.js';
import { isJsonObject } from '../../../specs/json-type.js';
import { resolve, type SchemaNode } from '../../../specs/schema-walk/node.js';

/**
 * The property paths of `body` that the schema's tables do not list, array indices as `*` (so one
 * path per property, however many entries carry it). Only nodes with `properties` or `items` are
 * walked: an unlisted property is reported, not descended into, and a node the spec leaves open
 * (an expandable reference, a custom property's value, error data) is not walked.
 */
export function unlistedPaths(node: SchemaNode | undefined, body: unknown, at = ''): string[] {
  const found: string[] = [];
  collectUnlisted(node, body, at, found);
  return found;
}

// Into one array, depth first, in the body's order: every 200 body of a run is walked.
function collectUnlisted(node: SchemaNode | undefined, body: unknown, at: string, found: string[]): void {
  const schema = node === undefined ? undefined : resolve(node);
  if (typeof schema !== 'object') return;
  const properties = schema.properties;
  if (isJsonObject(properties) && isJsonObject(body)) {
    for (const key in body) {
      if (!Object.hasOwn(body, key)) continue;
      if (key in properties) collectUnlisted(properties[key] as SchemaNode, body[key], `${at}/${key}`, found);
      else found.push(`${at}/${key}`);
    }
    return;
  }
  if (schema.items !== undefined && Array.isArray(body)) {
    const inItems: string[] = [];
    for (const item of body) collectUnlisted(schema.items as SchemaNode, item, `${at}/*`, inItems);
    for (const path of new Set(inItems)) found.push(path);
  }
}

/**
 * RESPONSE.UNLISTED_PROPERTIES — the spec's tables list fields, they do not close the shapes: each
 * property they do not list is observed (the row keeps one observation per message, so one per path).
 */
export function unlistedFindings(name: SchemaName, body: unknown): ExchangeFinding[] {
  return [...new Set(unlistedPaths(schemas[name] as SchemaNode, body))].map((path) => ({
    verdict: 'observe',
    requirement: 'RESPONSE.UNLISTED_PROPERTIES',
    message: `a property the ${name} table does not list: ${path}`,
  }));
}
