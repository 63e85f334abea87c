import { definePersonality } from './personality.js';

/** LIMITS.RATE: "request size limits … not shown". Limits of its own, below the suite's extremes. */
export const sizeLimits = definePersonality({
  name: 'size-limits',
  description: 'Refuses with 400 bodies holding a string of more than 4,096 characters, nesting deeper than 64 levels or a number beyond ±1e100.',
  overrides: { refusesBeyondLimits: true },
});
