import { definePersonality } from './personality.js';

/** REQUEST.UNKNOWN_QUERY is not shown: here a query parameter the operation does not declare is a 400. */
export const strictQuery = definePersonality({
  name: 'strict-query',
  description: 'Refuses any query parameter the operation does not declare (all but notify on PATCH /timesheets and POST people) with 400.',
  overrides: { refusesUnknownQuery: true },
});
