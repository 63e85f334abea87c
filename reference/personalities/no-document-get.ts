import { definePersonality } from './personality.js';

/** The spec shows no GET of a project or a timesheet: a server without them is read with PATCH {}. */
export const noDocumentGet = definePersonality({
  name: 'no-document-get',
  description: 'GET /projects/{projectId} and GET /timesheets/{timesheetId} are no routes (404): the run reads with PATCH {}.',
  overrides: { servesDocumentGets: false },
});
