import type { BodyShape } from './body-shape.js';
import type { FieldNode } from './field-tree.js';
import { mark, type OperationFold } from '../coverage-fold.js';
import { invalidPlaces } from './invalid-places.js';
import { walkBody } from './walk-body.js';
import { isJsonObject } from '../../../specs/json-type.js';

/** Bounds the schema states, hit or crossed: only schema numbers go into the report, never a value sent. */
function countBounds(fold: OperationFold, { path, minimum, maximum }: FieldNode, value: number): void {
  if (minimum !== undefined && value === minimum) mark(fold.bounds, `${path} = minimum ${minimum}`);
  if (minimum !== undefined && value < minimum) mark(fold.bounds, `${path} below minimum ${minimum}`);
  if (maximum !== undefined && value === maximum) mark(fold.bounds, `${path} = maximum ${maximum}`);
  if (maximum !== undefined && value > maximum) mark(fold.bounds, `${path} above maximum ${maximum}`);
}

/** Required names an object leaves out have been seen invalid (validation would mark them invalid again). */
function missingSeen(fold: OperationFold, node: FieldNode, value: unknown): boolean {
  if (node.required.length === 0 || !isJsonObject(value)) return true;
  return node.required.every((name) => {
    const path = node.properties?.get(name)?.path;
    return value[name] !== undefined || (path !== undefined && fold.invalid[path] !== undefined);
  });
}

/** A place validation could add nothing to: seen both valid and invalid, and so were the required names it leaves out. */
const placeSettled = (fold: OperationFold, node: FieldNode, value: unknown): boolean =>
  fold.valid[node.path] !== undefined && fold.invalid[node.path] !== undefined && missingSeen(fold, node, value);

/**
 * Folds one request body: bounds and enum values at every place (an enum value counts once the
 * server accepted the body: a value of the enum is valid by definition), then which places were sent
 * valid and which invalid, from the schema's errors. Validation is the costly part (tens of µs for a
 * project body) and adds nothing once every place the body fills is settled: skipped then, so the
 * cost falls once a run has seen each field both ways.
 */
export function countBody(fold: OperationFold, body: Record<string, unknown>, shape: BodyShape, accepted: boolean): void {
  let settled = missingSeen(fold, shape.fields, body);
  const onlyDocumented = walkBody(
    shape.fields,
    body,
    (node, value) => {
      if (typeof value === 'number') countBounds(fold, node, value);
      const enumKey = accepted ? node.enumKeys?.get(value) : undefined;
      if (enumKey !== undefined) mark(fold.enums, enumKey);
      settled &&= placeSettled(fold, node, value);
    },
    false,
  );
  if (onlyDocumented && settled) return;
  shape.validate(body);
  const invalid = invalidPlaces(shape.validate.errors ?? [], shape);
  for (const path of invalid.paths) mark(fold.invalid, path);
  walkBody(
    shape.fields,
    body,
    (node, _value, pointer) => {
      if (!invalid.pointers.has(pointer)) mark(fold.valid, node.path);
    },
    true,
  );
}
