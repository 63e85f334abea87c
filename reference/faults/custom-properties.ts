import type { Document } from '../state/model.js';
import { hasFault, type World } from '../world.js';

/** Custom properties as the custom-property faults store them (description dropped, values as text). */
export function storedCustomProperties(update: Document, world: World): Document {
  if (!Array.isArray(update.customProperties)) return update;
  const dropDescription = hasFault(world, 'custom-property-description-dropped');
  const stringify = hasFault(world, 'custom-property-value-stringified');
  if (!dropDescription && !stringify) return update;
  const customProperties = (update.customProperties as Document[]).map((property) => {
    const out: Document = { ...property };
    if (dropDescription) delete out.description;
    if (stringify && typeof out.value !== 'string') out.value = JSON.stringify(out.value);
    return out;
  });
  return { ...update, customProperties };
}
