import { definePersonality } from './personality.js';

/** The bucket's refill rate, requests a second, and its size: short bursts, as a gateway in front of a small service allows. */
export const TOKEN_BUCKET_RATE = 150;
export const TOKEN_BUCKET_BURST = 10;

/**
 * LIMITS.RATE ("Rate limits…: not shown"): a token bucket that announces nothing; short bursts
 * go through, then 429 with Retry-After in seconds. The client has to find the rate by itself.
 */
export const tokenBucket = definePersonality({
  name: 'token-bucket',
  description: `A token bucket of ${TOKEN_BUCKET_RATE} requests a second (bursts of ${TOKEN_BUCKET_BURST}) that announces no limit; beyond, 429 with Retry-After: 1; otherwise the reference.`,
  overrides: { rateLimit: { perSecond: TOKEN_BUCKET_RATE, algorithm: 'token-bucket', burst: TOKEN_BUCKET_BURST } },
});
