import { definePersonality } from './personality.js';

/** ERROR.OTHER_STATUSES: a unique index on the project's e-mails mapped to 409 Conflict, as ORMs over SQL commonly do. */
export const conflict409 = definePersonality({
  name: 'conflict-409',
  description: 'An e-mail already on the project is refused with 409 Conflict (so the second of two concurrent adds of one e-mail is answered 409).',
  overrides: { statuses: { conflict: 409 } },
});
