import type { ErrorObject } from 'ajv';
import { segmentsOf } from '../../specs/json-pointer.js';
import type { Document } from '../state/model.js';

/** The container and key a violation is about: the unknown property itself, or the failing property. */
function target(error: ErrorObject): { parent: string[]; key: string } {
  const segments = segmentsOf(error.instancePath);
  const unknown = (error.params as { additionalProperty?: string }).additionalProperty;
  if (unknown !== undefined) return { parent: segments, key: unknown };
  return { parent: segments.slice(0, -1), key: segments.at(-1) ?? '' };
}

/** A copy of the body without the properties the given violations are about ("accepted and ignored"). */
export function stripViolations(body: Document, errors: readonly ErrorObject[]): Document {
  const copy = structuredClone(body);
  for (const error of errors) {
    const { parent, key } = target(error);
    const container = parent.reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], copy);
    if (typeof container === 'object' && container !== null) delete (container as Record<string, unknown>)[key];
  }
  return copy;
}
