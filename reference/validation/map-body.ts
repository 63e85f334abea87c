import { resolveRef } from '../../specs/annotations.js';
import { schemas, type RequestSchemaName } from '../../specs/schemas/index.js';
import type { Document } from '../state/model.js';
import { isJsonObject } from '../../specs/json-type.js';

type Node = Record<string, unknown>;

/**
 * A server's own treatment of one value of a request body, given the schema node that types it and
 * the name of the property it belongs to (an array's items carry the array's name). Called on every
 * value, innermost first.
 */
export type ValueHook = (value: unknown, node: Readonly<Node>, key: string) => unknown;

const nodeOf = (node: unknown): Node => (typeof node === 'object' && node !== null ? (resolveRef(node as Node) as Node) : {});

function mapValue(value: unknown, node: Node, key: string, hook: ValueHook): unknown {
  let inner = value;
  if (Array.isArray(value) && node.items !== undefined) inner = value.map((item) => mapValue(item, nodeOf(node.items), key, hook));
  else if (isJsonObject(value) && isJsonObject(node.properties)) inner = mapObject(value, node, hook);
  return hook(inner, node, key);
}

function mapObject(object: Document, node: Node, hook: ValueHook): Document {
  const properties = (node.properties ?? {}) as Node;
  // Properties the schema does not declare are left to validation (refused or tolerated there).
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, Object.hasOwn(properties, key) ? mapValue(value, nodeOf(properties[key]), key, hook) : value]),
  );
}

/** The body with `hook` applied to every value the request schema declares. */
export function mapBody(schema: RequestSchemaName, body: Document, hook: ValueHook): Document {
  return mapObject(body, nodeOf(schemas[schema]), hook);
}
