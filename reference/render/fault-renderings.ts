import { activeFaults, type RenderedResource } from '../faults/catalogue.js';
import type { Document } from '../state/model.js';
import type { World } from '../world.js';

/**
 * An answer as the active faults render it: each catalogue entry with a `render` for this resource
 * bends the fields it names, when the answer carries them (undefined leaves the field out); then each
 * with a `document` for it bends the answer as a whole.
 */
export function withFaultRenderings(resource: RenderedResource, out: Document, stored: Document, world: World): Document {
  const active = activeFaults(world.faults);
  for (const { render } of active) {
    if (render?.resource !== resource) continue;
    for (const field of render.fields.filter((name) => name in out)) {
      const shown = render.as(out[field], { stored, field, handles: world.handles });
      if (shown === undefined) delete out[field];
      else out[field] = shown;
    }
  }
  const context = { stored, handles: world.handles };
  return active.reduce((shown, { document }) => (document?.resource === resource ? document.as(shown, context) : shown), out);
}
