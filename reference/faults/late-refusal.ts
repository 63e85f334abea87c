import { fixtureAdmin, authenticate } from '../handlers/authenticate.js';
import { Refusal } from '../http/refusal.js';
import type { Caller } from '../state/model.js';
import type { OperationKey } from '../../specs/operations.js';
import { hasFault, type World } from '../world.js';
import type { FaultName } from './catalogue.js';

const UPDATES: readonly OperationKey[] = ['PATCH /projects/{projectId}', 'PATCH /timesheets/{timesheetId}'];
const ADD: OperationKey = 'POST /projects/{projectId}/people';
const DELETE: OperationKey = 'DELETE /projects/{projectId}/people/{personId}';

type Who = Caller | 'unauthenticated';

/** The fault that carries out this caller's request on this operation although it is refused. */
function faultFor(operation: OperationKey, who: Who, admin: Caller): FaultName | undefined {
  if (who === 'unauthenticated')
    return UPDATES.includes(operation) ? 'auth-refused-update-applied' : operation === DELETE ? 'auth-refused-delete-applied' : undefined;
  if (who.org !== admin.org) {
    if (operation === 'PATCH /timesheets/{timesheetId}') return 'org-isolation-timesheet-applied';
    return operation === DELETE ? 'org-isolation-delete-applied' : operation === ADD ? 'org-isolation-add-applied' : undefined;
  }
  return who.role === 'observer' && operation === DELETE ? 'observer-refused-but-deletes' : undefined;
}

function whoIs(authorization: string | undefined, world: World): { who: Who; refusal?: Refusal } {
  try {
    return { who: authenticate(authorization, world) };
  } catch (error) {
    if (error instanceof Refusal) return { who: 'unauthenticated', refusal: error };
    throw error;
  }
}

/** A request that a fault carries out as the fixtures' admin, then answers with `refusal`. */
export interface LateRefusal {
  readonly caller: Caller;
  readonly refusal: Refusal;
}

/**
 * The "refused but applied" faults (AUTH.REQUIRED, AUTH.ORG_ISOLATION, AUTH.OBSERVER): the answer is a
 * refusal, the change is made anyway, so only a check that reads back after a refusal sees it.
 */
export function lateRefusal(operation: OperationKey, authorization: string | undefined, world: World): LateRefusal | undefined {
  const admin = fixtureAdmin(world);
  const { who, refusal } = whoIs(authorization, world);
  const fault = faultFor(operation, who, admin);
  if (!fault || !hasFault(world, fault)) return undefined;
  const other = who !== 'unauthenticated' && who.org !== admin.org;
  return { caller: admin, refusal: refusal ?? new Refusal(other ? 'other-org' : 'forbidden', other ? 'NOT_FOUND' : 'FORBIDDEN', 'Not allowed') };
}
