import type { FaultEntry } from '../reference/faults/catalogue.js';

/**
 * The fault model's classes (reference/faults/entry.ts): a server that lets an invalid value through
 * (tolerance), stores a valid value otherwise (store), shows an answer otherwise (a rendering: fields,
 * document, header, error body, visibility, success), or behaves otherwise (code under the fault's name).
 */
export type FaultClass = 'accepts invalid input' | 'stores otherwise' | 'answers otherwise' | 'behaves otherwise';

export const FAULT_CLASSES: readonly FaultClass[] = ['accepts invalid input', 'stores otherwise', 'answers otherwise', 'behaves otherwise'];

/** The class of a fault, from what its entry carries. */
export function faultClassOf(fault: FaultEntry): FaultClass {
  if (fault.tolerance) return 'accepts invalid input';
  if (fault.store) return 'stores otherwise';
  if (fault.render || fault.document || fault.header || fault.errorBody || fault.visibility || fault.success) return 'answers otherwise';
  return 'behaves otherwise';
}
