import type { ErrorObject } from 'ajv';
import type { InvalidLabel } from './types.js';

/** Keywords that only report that a branch failed: the real reason is the branch's own error. */
const WRAPPERS = new Set(['anyOf', 'oneOf', 'if']);

/** Errors that follow from a labelled one at the same place: a value of the wrong type is outside the enum too. */
const CONSEQUENCES: Readonly<Record<string, readonly string[]>> = { type: ['enum', 'const'] };

const within = (path: string, pointer: string) => path === pointer || path.startsWith(`${pointer}/`);

/** True when ajv reports the labelled violation itself: the labelled keyword at the labelled pointer. */
export function reportsLabel(error: ErrorObject, label: Pick<InvalidLabel, 'pointer' | 'keyword'>): boolean {
  return error.instancePath === label.pointer && error.keyword === label.keyword;
}

function explained(error: ErrorObject, label: Pick<InvalidLabel, 'pointer' | 'keyword'>): boolean {
  if (reportsLabel(error, label) || WRAPPERS.has(error.keyword)) return true;
  if (error.instancePath === label.pointer && (CONSEQUENCES[label.keyword] ?? []).includes(error.keyword)) return true;
  // Errors inside the anyOf/oneOf branches of the violated node are the wrappers' details.
  return /\/(anyOf|oneOf)\/\d+\//.test(error.schemaPath) && within(error.instancePath, label.pointer);
}

/**
 * The ajv errors a label does not explain. Empty means ajv rejects the sample for the labelled
 * reason and no other — what every invalid sample of the generators must satisfy.
 */
export function unexplainedErrors(errors: readonly ErrorObject[], label: Pick<InvalidLabel, 'pointer' | 'keyword'>): ErrorObject[] {
  return errors.filter((error) => !explained(error, label));
}
