import type { ValidateFunction } from 'ajv';
import type { SchemaNode } from '../../../specs/schema-walk/node.js';
import { validatorFor } from '../../../specs/ajv.js';
import { SPECIFIED_OPERATIONS, type SpecifiedOperation } from '../../../specs/operations.js';
import { schemas } from '../../../specs/schemas/index.js';
import { fieldTree, pathsOf, type FieldNode } from './field-tree.js';

/** What coverage knows of an operation's request body: its places, its validator, the response's places. */
export interface BodyShape {
  readonly fields: FieldNode;
  /** Every documented path of the body (the fields a run may never have sent). */
  readonly paths: readonly string[];
  readonly validate: ValidateFunction;
  /** The response's places: an undocumented name found there is labelled response-only. */
  readonly responseFields?: FieldNode;
}

export function bodyShape(request: SchemaNode, validate: ValidateFunction, response?: SchemaNode): BodyShape {
  const fields = fieldTree(request);
  return { fields, paths: pathsOf(fields), validate, ...(response === undefined ? {} : { responseFields: fieldTree(response) }) };
}

const OPERATIONS = new Map<string, SpecifiedOperation>(Object.values(SPECIFIED_OPERATIONS as Record<string, SpecifiedOperation>).map((op) => [op.key, op]));

/** null: the operation has no request schema. */
const shapes = new Map<string, BodyShape | null>();

/** The body shape of an operation with a request schema (built once: a run counts 100,000 exchanges). */
export function bodyShapeOf(operation: string): BodyShape | undefined {
  let shape = shapes.get(operation);
  if (shape === undefined) {
    const op = OPERATIONS.get(operation);
    shape = op?.body ? bodyShape(schemas[op.body], validatorFor(op.body), op.response ? schemas[op.response] : undefined) : null;
    shapes.set(operation, shape);
  }
  return shape ?? undefined;
}

/** The request fields the spec documents for an operation, by path. */
export const documentedPaths = (operation: string): readonly string[] => bodyShapeOf(operation)?.paths ?? [];
