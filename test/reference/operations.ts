import { parseOperationKey, SPECIFIED_OPERATIONS, type OperationKey } from '../../specs/operations.js';
import type { RunningReference } from '../../reference/index.js';
import { FIXTURE_IDS } from '../../reference/state/seed/index.js';
import { orgRecords, type Call } from './http.js';

/** Ids of seeded documents for each path parameter name (personId depends on the path). */
function fixtureParams(ref: RunningReference, path: string): Record<string, string> {
  const [client] = orgRecords(FIXTURE_IDS.orgA, 'clients');
  const [department] = orgRecords(FIXTURE_IDS.orgA, 'departments');
  const [office] = orgRecords(FIXTURE_IDS.orgA, 'offices');
  const [role] = orgRecords(FIXTURE_IDS.orgA, 'roles');
  return {
    projectId: ref.config.projectId,
    timesheetId: ref.config.timesheetId,
    planItemId: FIXTURE_IDS.planItems[0],
    clientId: client ?? '',
    departmentId: department ?? '',
    officeId: office ?? '',
    roleId: role ?? '',
    personId: path.startsWith('/orgs/') ? FIXTURE_IDS.people.memberA : FIXTURE_IDS.people.managerA,
  };
}

/** A valid body for each writing operation (the specified ones need theirs; the others take any object). */
function validBody(operation: OperationKey): unknown {
  if (operation === SPECIFIED_OPERATIONS.addPerson.key) return { permission: 'member', email: 'probe@example.com' };
  if (operation === SPECIFIED_OPERATIONS.updateProject.key || operation === SPECIFIED_OPERATIONS.updateTimesheet.key) return {};
  return { name: 'probe' };
}

/** A valid call of any of the 32 operations against the seeded fixtures; `id` replaces every path id. */
export function validCall(ref: RunningReference, operation: OperationKey, id?: string): Call {
  const { method, path } = parseOperationKey(operation);
  const params = fixtureParams(ref, path);
  const concrete = path.replace(/\{(\w+)\}/g, (_match, name: string) => id ?? params[name] ?? '');
  return { method, path: concrete, ...(method === 'POST' || method === 'PATCH' ? { body: validBody(operation) } : {}) };
}
