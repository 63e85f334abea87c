import { definePersonality } from './personality.js';

/** AUTH.ROLES is not shown: here a member may not even read a project through PATCH {}. */
export const memberNoRead = definePersonality({
  name: 'member-no-read',
  description: "A member's PATCH {} on a project (a read) is refused with 403.",
  overrides: { memberMayRead: false, statuses: { forbidden: 403 } },
});
