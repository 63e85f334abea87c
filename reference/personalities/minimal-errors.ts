import { definePersonality } from './personality.js';

/** ERROR.BODY: "All three fields are optional" — every error body is {}. */
export const minimalErrors = definePersonality({
  name: 'minimal-errors',
  description: 'Every error body is {} (message, code and data are all optional).',
  overrides: { errorBody: () => ({}) },
});
