import type { World } from '../world.js';
import type { Document } from '../state/model.js';
import { withFaultRenderings } from './fault-renderings.js';

/** PERSON.RESPONSE: the project person record as stored, bent by the person faults (their catalogue renderings). */
export function renderPerson(record: Document, world: World): Document {
  return withFaultRenderings('person', { ...record }, record, world);
}
