import { SPECIFIED_OPERATIONS } from '../operations.js';
import type { JournalledWrite, PeopleChange } from './people-change.js';
import { defineProfile } from './profile.js';

/** A 2xx removed the person the path names (a faulty 204 removed them too: the restore must not try again after every check). */
function removed(write: JournalledWrite): PeopleChange | undefined {
  const { projectId, personId } = write.params;
  const succeeded = write.status !== undefined && write.status >= 200 && write.status < 300;
  return succeeded && projectId && personId ? { op: 'removed', projectId, personId } : undefined;
}

/**
 * DELETE /projects/{projectId}/people/{personId}: removes a person; the person is one the scenario
 * added for the purpose (so the project must take any e-mail domain first).
 */
export const removePerson = defineProfile(SPECIFIED_OPERATIONS.removePerson, {
  pathParameters: { projectId: 'projectId', personId: 'scenario' },
  kind: 'remove-person',
  requirements: { response: 'DELETE_PERSON.RESPONSE' },
  needsAnyInviteDomain: true,
  peopleChange: removed,
});
