import { definePersonality } from './personality.js';

/**
 * Many APIs answer an update that names no field with 400 (the spec says every field is optional,
 * never that an empty body is an update), and serve no GET of a document: the run has no read, so the
 * checks that need one are not assessable, and every other check still runs.
 */
export const refusesEmptyUpdate = definePersonality({
  name: 'refuses-empty-update',
  description:
    'PATCH {} is refused with 400 {"message":"nothing to update"}, and GET /projects/{projectId} and GET /timesheets/{timesheetId} are no routes (404): no read.',
  overrides: { refusesEmptyUpdate: true, servesDocumentGets: false },
});
