import type { Segment } from '../../specs/schema-walk/walk.js';
import { cloneJson } from './clone-json.js';

/** A change at an instance path: a new value, or the removal of the property. */
export type Edit = { readonly set: unknown } | { readonly remove: true };

type Container = Record<string | number, unknown>;

/**
 * Applies an edit to a copy of `base`. Containers missing along the path are created from
 * `fills[i]` — a valid value for the node at path prefix i + 1 — so the edit is the only change
 * that can make the result invalid. An empty path replaces the whole document.
 */
export function applyEdit(base: unknown, path: readonly Segment[], fills: readonly unknown[], edit: Edit): unknown {
  if (path.length === 0) return 'set' in edit ? cloneJson(edit.set) : undefined;
  const document = cloneJson(base) as Container;
  let container = document;
  path.slice(0, -1).forEach((segment, depth) => {
    if (container[segment] === undefined) container[segment] = cloneJson(fills[depth]);
    container = container[segment] as Container;
  });
  const last = path[path.length - 1] as Segment;
  if ('set' in edit) container[last] = cloneJson(edit.set);
  else delete container[last];
  return document;
}
