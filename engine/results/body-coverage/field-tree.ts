import { enumOf, numberKeyword, requiredOf, type SchemaNode } from '../../../specs/schema-walk/node.js';
import { locations } from '../../../specs/schema-walk/walk.js';
import { childPath } from './field-path.js';

/** A place of a body schema, with what coverage reads of it: enum values and numeric bounds. */
export interface FieldNode {
  /** Its path (see field-path.ts); "" for the body itself. */
  readonly path: string;
  /** Each enum value, with its key in the report ("canView=admin"): built once, not per body. */
  readonly enumKeys?: ReadonlyMap<unknown, string>;
  readonly minimum?: number;
  readonly maximum?: number;
  /** Names the object requires (a body missing one sends that path invalid). */
  readonly required: readonly string[];
  /** Documented properties, for an object whose properties the walk entered. */
  readonly properties?: ReadonlyMap<string, FieldNode>;
  /** The item schema, for an array. */
  readonly items?: FieldNode;
}

type Building = { -readonly [K in keyof FieldNode]: FieldNode[K] } & { properties?: Map<string, FieldNode> };

function nodeOf(path: string, schema: SchemaNode): Building {
  const values = enumOf(schema);
  const minimum = numberKeyword(schema, 'minimum');
  const maximum = numberKeyword(schema, 'maximum');
  return {
    path,
    required: requiredOf(schema),
    ...(values ? { enumKeys: new Map(values.map((value) => [value, `${path}=${String(value)}`])) } : {}),
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
  };
}

/**
 * The tree of places of a schema, from the generators' walk (which follows $ref and stops where no
 * single field can be named: never-valid and any-value nodes, anyOf/oneOf): one truth of what a body holds.
 */
export function fieldTree(schema: SchemaNode): FieldNode {
  const byPath = new Map<string, Building>();
  let root: Building | undefined;
  for (const location of locations(schema)) {
    let parentPath = '';
    let path = '';
    location.path.forEach((segment, depth) => {
      if (depth === location.path.length - 1) parentPath = path;
      path = childPath(path, segment);
    });
    const node = nodeOf(path, location.node);
    byPath.set(path, node);
    const last = location.path[location.path.length - 1];
    const parent = byPath.get(parentPath);
    if (last === undefined) root = node;
    else if (parent && typeof last === 'number') parent.items = node;
    else if (parent) (parent.properties ??= new Map()).set(last, node);
  }
  if (!root) throw new Error('coverage: a schema without a root location');
  return root;
}

/** Every documented path below the body, depth first. */
export function pathsOf(root: FieldNode): string[] {
  const below = (node: FieldNode): string[] => [node.path, ...childrenOf(node).flatMap(below)];
  return childrenOf(root).flatMap(below);
}

const childrenOf = (node: FieldNode): FieldNode[] => [...(node.properties?.values() ?? []), ...(node.items ? [node.items] : [])];
