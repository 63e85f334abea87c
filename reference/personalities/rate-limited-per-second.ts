import { definePersonality } from './personality.js';

/** Requests a second the limiter lets through: a default run (about 2,000 requests) is paced over about ten seconds. */
export const PER_SECOND_LIMIT = 200;

/**
 * LIMITS.RATE ("Rate limits…: not shown"): a limiter by time, as API gateways have, that says so: a
 * fixed window of one second announced on every answer (RateLimit-Policy, RateLimit), and a 429 whose
 * Retry-After is an HTTP-date (both allowed by RFC 9110 §10.2.3).
 */
export const rateLimitedPerSecond = definePersonality({
  name: 'rate-limited-per-second',
  description: `Lets ${PER_SECOND_LIMIT} requests through per second of the clock, announced in RateLimit and RateLimit-Policy; beyond, 429 with Retry-After as an HTTP-date; otherwise the reference.`,
  overrides: { rateLimit: { perSecond: PER_SECOND_LIMIT, algorithm: 'fixed-window' } },
});
