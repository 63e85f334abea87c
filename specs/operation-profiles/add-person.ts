import { SPECIFIED_OPERATIONS } from '../operations.js';
import { personIdOf } from '../person-id.js';
import { addPersonSchema } from '../schemas/index.js';
import type { JournalledWrite, PeopleChange } from './people-change.js';
import { defineProfile } from './profile.js';

const emailOf = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email : undefined;
};

/** The body of a person added only to be removed again: the least permission, a reserved-domain e-mail. */
export const throwawayPerson = (email: string): Record<string, unknown> => ({ permission: 'member', email });

/**
 * A 2xx that names the person added them (even a faulty 201 is cleaned up); an add that got no
 * answer may have been applied (a refused connection carried nothing).
 */
function added(write: JournalledWrite): PeopleChange | undefined {
  const projectId = write.params.projectId;
  if (!projectId) return undefined;
  const email = emailOf(write.responseBody) ?? emailOf(write.requestBody);
  if (write.status === undefined) {
    return write.problem && write.problem.kind !== 'refused'
      ? { op: 'unanswered', projectId, problem: write.problem.message, ...(email ? { email } : {}) }
      : undefined;
  }
  const personId = write.status >= 200 && write.status < 300 ? personIdOf(write.responseBody) : undefined;
  return personId ? { op: 'added', projectId, personId, ...(email ? { email } : {}) } : undefined;
}

/** POST /projects/{projectId}/people: adds a person; the answer is the record (people have no read). */
export const addPerson = defineProfile(SPECIFIED_OPERATIONS.addPerson, {
  pathParameters: { projectId: 'projectId' },
  kind: 'add-person',
  requirements: {
    body: addPersonSchema['x-requirement'],
    required: addPersonSchema['x-requirement-required'],
    response: 'PERSON.RESPONSE',
    persists: 'ADD_PERSON.ROUND_TRIP',
  },
  harmlessBody: (freshEmail) => throwawayPerson(freshEmail()),
  needsAnyInviteDomain: true,
  peopleChange: added,
});
