import type { Document } from '../state/model.js';
import { hasFault, type World } from '../world.js';

/**
 * The fields of a validated update a faulty handler applies (issue 23): falsy-values-ignored applies
 * a field only `if (body.field)`, two-field-update-drops-one applies the first of exactly two fields.
 */
export function appliedFields(update: Document, world: World): Document {
  let applied = update;
  if (hasFault(world, 'falsy-values-ignored')) applied = Object.fromEntries(Object.entries(applied).filter(([, value]) => Boolean(value)));
  const keys = Object.keys(applied);
  if (hasFault(world, 'two-field-update-drops-one') && keys.length === 2) applied = { [keys[0] as string]: applied[keys[0] as string] };
  return applied;
}
