import { definePersonality } from './personality.js';

/** ERROR.OTHER_STATUSES: unknown ids and other organisations' resources answered 404. */
export const status404 = definePersonality({
  name: 'status-404',
  description: "Unknown ids, other organisations' resources and people not on the project answer 404 with an error body.",
  overrides: { statuses: { 'unknown-id': 404, 'other-org': 404, 'not-on-project': 404 } },
});
