import { definePersonality } from './personality.js';

/** TIMESHEET.STATUS.DEFAULT: "default draft" without saying when it applies — here, to every update without status. */
export const defaultsEveryPatch = definePersonality({
  name: 'defaults-every-patch',
  description: 'Applies the request default status: draft to every timesheet PATCH that does not send status (PATCH {} included).',
  overrides: { statusDefaultOnEveryPatch: true },
});
