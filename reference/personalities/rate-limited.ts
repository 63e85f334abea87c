import { definePersonality } from './personality.js';

/** One request in this many is refused: a default run (about 1,000 requests) meets about ten. */
export const RATE_LIMIT_EVERY = 100;

/** LIMITS.RATE ("Rate limits…: not shown"): a limiter in front of a conforming server. */
export const rateLimited = definePersonality({
  name: 'rate-limited',
  description: `Answers 429 with Retry-After: 1 and an error body to every ${RATE_LIMIT_EVERY}th request; otherwise the reference.`,
  overrides: { rateLimitEvery: RATE_LIMIT_EVERY, refusalHeaders: { 'rate-limited': { 'retry-after': '1' } } },
});
