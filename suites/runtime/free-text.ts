import { resolveRef } from '../../specs/annotations.js';
import { schemas, type RequestSchemaName } from '../../specs/schemas/index.js';

const CONSTRAINTS = ['enum', 'format', 'pattern', 'minLength', 'maxLength', 'x-reference', 'const'];

/**
 * A free-text field of a request schema (a string with no enum, format, bound or reference): a change
 * any conforming server takes, so that whether a request changed something shows in a read-back.
 */
export function freeTextField(schema: RequestSchemaName, exclude: readonly string[] = []): string | undefined {
  const properties = (resolveRef(schemas[schema] as Record<string, unknown>) as { properties?: Record<string, unknown> }).properties ?? {};
  const free = Object.entries(properties).find(([name, node]) => {
    const property = resolveRef(node as Record<string, unknown>) as Record<string, unknown>;
    return !exclude.includes(name) && property.type === 'string' && CONSTRAINTS.every((keyword) => !(keyword in property));
  });
  return free?.[0];
}
