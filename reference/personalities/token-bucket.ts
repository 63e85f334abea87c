import { definePersonality } from './personality.js';

/** The bucket's refill rate and size, requests a second. */
export const TOKEN_BUCKET_RATE = 300;

/**
 * LIMITS.RATE ("Rate limits…: not shown"): a token bucket that announces nothing; bursts of a second's
 * worth go through, then 429 with Retry-After in seconds. The client has to find the rate by itself.
 */
export const tokenBucket = definePersonality({
  name: 'token-bucket',
  description: `A token bucket of ${TOKEN_BUCKET_RATE} requests a second that announces no limit; beyond, 429 with Retry-After: 1; otherwise the reference.`,
  overrides: { rateLimit: { perSecond: TOKEN_BUCKET_RATE, algorithm: 'token-bucket' } },
});
