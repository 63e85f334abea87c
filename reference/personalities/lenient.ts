import { definePersonality } from './personality.js';

/** A standard ISO 8601 conversion other than toISOString: seconds precision and a numeric offset. */
export const offsetDateTime = (date: Date): string => `${date.toISOString().slice(0, 19)}+00:00`;

/** Accepts more than the reference does, where the spec leaves it open. */
export const lenient = definePersonality({
  name: 'lenient',
  description:
    'Accepts and ignores unknown properties, stores references to clients, departments, offices and roles the organisation does not hold, returns date-times as 2024-01-01T10:00:00+00:00 (no milliseconds) and answers 200 to a DELETE of a person not on the project.',
  overrides: {
    tolerances: [{ keyword: 'additionalProperties', action: 'strip' }],
    formatDate: offsetDateTime,
    deleteAbsentSucceeds: true,
    acceptsUnknownReferences: true,
  },
});
