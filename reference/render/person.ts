import { hasFault, type World } from '../world.js';
import type { Document } from '../state/model.js';

/** PERSON.RESPONSE: the project person record as stored, bent by the person faults. */
export function renderPerson(record: Document, world: World): Document {
  const out: Document = { ...record };
  if (hasFault(world, 'person-permission-ignored')) out.permission = 'member';
  if (hasFault(world, 'person-invite-pending-string') && typeof record.invitePendingSince === 'number') {
    out.invitePendingSince = new Date(record.invitePendingSince).toISOString();
  }
  if (hasFault(world, 'person-praise-negative')) out.praise = -1;
  if (hasFault(world, 'person-invite-pending-float') && typeof record.invitePendingSince === 'number') out.invitePendingSince = record.invitePendingSince + 0.5;
  return out;
}
