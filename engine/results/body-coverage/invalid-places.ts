import type { ErrorObject } from 'ajv';
import { segmentsOf as pointerSegments } from '../../../specs/json-pointer.js';
import { responseOnlyOf, unknownFieldOf } from './field-path.js';
import type { BodyShape } from './body-shape.js';
import type { FieldNode } from './field-tree.js';

/** Where a body broke its schema: paths for the report, instance pointers to tell which places stayed valid. */
export interface InvalidPlaces {
  /** Each error's path and the paths it lies under ("entries[].hours[].value", "entries[]", "entries"). */
  readonly paths: Set<string>;
  /** Each error's instance pointer and the pointers it lies under ("/entries/1/hours/0/value", …, "/entries"). */
  readonly pointers: Set<string>;
}

/** The segments an error is about: its instance path, then the missing or unknown property it names. */
function segmentsOf(error: ErrorObject): string[] {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const named = params.missingProperty ?? params.additionalProperty;
  const segments = pointerSegments(error.instancePath);
  return named === undefined ? segments : [...segments, named];
}

/** Follows segments down a tree as far as it documents them. */
function descend(root: FieldNode, segments: readonly string[], visited?: (node: FieldNode) => void): { node: FieldNode; rest: number } {
  let node = root;
  for (const [index, segment] of segments.entries()) {
    const next = node.items ?? node.properties?.get(segment);
    if (!next) return { node, rest: segments.length - index };
    visited?.(next);
    node = next;
  }
  return { node, rest: 0 };
}

/**
 * Adds the path of one error and the paths above it. A name an object does not document folds into
 * one key per object (or is labelled response-only when the response documents it); an error inside a
 * value the tree does not enter (an anyOf, an any-value field) belongs to that field.
 */
function addPaths(paths: Set<string>, shape: BodyShape, segments: readonly string[]): void {
  const { node, rest } = descend(shape.fields, segments, (visited) => paths.add(visited.path));
  if (rest === 0 || !node.properties) return;
  const response = shape.responseFields && descend(shape.responseFields, segments);
  paths.add(response?.rest === 0 ? responseOnlyOf(response.node.path) : unknownFieldOf(node.path));
}

function addPointers(pointers: Set<string>, instancePath: string): void {
  for (let pointer = instancePath; pointer !== ''; pointer = pointer.slice(0, pointer.lastIndexOf('/'))) pointers.add(pointer);
}

export function invalidPlaces(errors: readonly ErrorObject[], shape: BodyShape): InvalidPlaces {
  const places: InvalidPlaces = { paths: new Set(), pointers: new Set() };
  for (const error of errors) {
    addPaths(places.paths, shape, segmentsOf(error));
    addPointers(places.pointers, error.instancePath);
  }
  return places;
}
