import { CAN_VIEW_ORDER } from '../../specs/schemas/index.js';
import { activeFaults, type FaultSet } from '../faults/catalogue.js';
import type { CallerRole, Document } from '../state/model.js';

const rank = (role: unknown) => (CAN_VIEW_ORDER as readonly unknown[]).indexOf(role);

/** The rank a viewer's role sees up to, as the last active visibility rendering for the role sets it. */
function viewerRank(role: CallerRole, faults: FaultSet): number {
  const bent = activeFaults(faults).findLast(({ visibility }) => visibility?.role === role)?.visibility;
  if (bent) return rank(bent.sees);
  // "An observer can view everything and change nothing."
  return rank(role === 'observer' ? 'admin' : role);
}

/**
 * CUSTOM_PROPERTY.VISIBILITY: "Minimum role allowed to view. A manager and an admin can view a
 * property set to manager; a member cannot." A role sees the properties whose canView is at or below it.
 */
export function visibleProperties(properties: unknown, role: CallerRole, faults: FaultSet): unknown {
  if (!Array.isArray(properties)) return properties;
  const limit = viewerRank(role, faults);
  return properties.filter((property: Document) => rank(property.canView) <= limit);
}
