import { definePersonality } from './personality.js';

/** DEPRECATION.ADVERTISED is a SHOULD: the spec marks the operations deprecated but requires no header. */
export const noDeprecationHeaders = definePersonality({
  name: 'no-deprecation-headers',
  description: 'Sends no Deprecation, Sunset or Link headers.',
  overrides: { deprecationHeaders: false },
});
