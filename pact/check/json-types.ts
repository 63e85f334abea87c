import { branchesOf, objectOf, typesOf, type SchemaNode } from '../../specs/schema-walk/node.js';

/** The types a schema node allows, through anyOf/oneOf branches; empty when it allows any value. */
export function allowedTypes(node: SchemaNode): string[] {
  const schema = objectOf(node);
  const branches = branchesOf(node);
  if (branches.length > 0) {
    const types = branches.map(allowedTypes);
    return types.some((list) => list.length === 0) ? [] : [...new Set(types.flat())];
  }
  const types = typesOf(node);
  if (types.length === 0 && (schema.properties !== undefined || schema.required !== undefined)) return ['object'];
  return types;
}

/** Whether a value of JSON type `type` is allowed (an integer is also a number). */
export function typeAllowed(allowed: readonly string[], type: string): boolean {
  return allowed.length === 0 || allowed.includes(type) || (type === 'integer' && allowed.includes('number'));
}
