import { definePersonality } from './personality.js';

/** The form of the ids this server issues (24 hex digits, a MongoDB ObjectId). */
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * DELETE as "make sure the person is not on the project": 200 for any well-formed id it does not hold
 * (another organisation's project and people included, removing nothing), 400 for a malformed one.
 */
export const idempotentDelete = definePersonality({
  name: 'idempotent-delete',
  description:
    "DELETE of a well-formed person id that is not on the project, or on another organisation's project, answers 200 and removes nothing (idempotent); a malformed id is refused with 400.",
  overrides: { deleteAbsentSucceeds: true, wellFormedPersonId: (id) => OBJECT_ID.test(id) },
});
