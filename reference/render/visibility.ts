import { CAN_VIEW_ORDER } from '../../specs/schemas/index.js';
import type { FaultSet } from '../faults/catalogue.js';
import type { CallerRole, Document } from '../state/model.js';

const rank = (role: unknown) => (CAN_VIEW_ORDER as readonly unknown[]).indexOf(role);

/** The rank a viewer's role sees up to, as the visibility faults distort it. */
function viewerRank(role: CallerRole, faults: FaultSet): number {
  // "An observer can view everything and change nothing."
  if (role === 'observer') return rank('admin');
  if (role === 'member' && faults.has('visibility-leak-manager')) return rank('manager');
  if (role === 'admin' && faults.has('visibility-admin-hidden')) return rank('manager');
  if (role === 'manager' && faults.has('visibility-manager-hidden')) return rank('member');
  return rank(role);
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
