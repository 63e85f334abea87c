import type { RateLimit } from '../personalities/behaviour.js';
import { Refusal } from './refusal.js';

/** What the limiter decided for one request: header fields for its answer, and a refusal when over the limit. */
export interface RateDecision {
  readonly headers: Readonly<Record<string, string>>;
  readonly refusal?: Refusal;
}

interface Window {
  start: number;
  count: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Keyed by the server (its World): each running server has a limiter of its own. */
const windows = new WeakMap<object, Window>();
const buckets = new WeakMap<object, Bucket>();

const tooMany = (limit: RateLimit) =>
  new Refusal('rate-limited', 'RATE_LIMITED', `Too many requests: at most ${limit.perSecond} per second (${limit.algorithm}), retry later`);

/**
 * A fixed window of one second: `perSecond` requests per whole second of the clock, announced on every
 * answer (RateLimit-Policy, RateLimit: remaining and seconds to the reset, IETF httpapi draft), and a
 * 429 whose Retry-After is the HTTP-date the next window opens at.
 */
function fixedWindow(world: object, limit: RateLimit, now: number): RateDecision {
  const start = Math.floor(now / 1000) * 1000;
  const window = windows.get(world) ?? { start, count: 0 };
  if (window.start !== start) Object.assign(window, { start, count: 0 });
  windows.set(world, window);
  window.count += 1;
  const remaining = Math.max(0, limit.perSecond - window.count);
  const headers = { 'ratelimit-policy': `"second";q=${limit.perSecond};w=1`, ratelimit: `"second";r=${remaining};t=1` };
  if (window.count <= limit.perSecond) return { headers };
  return { headers: { ...headers, 'retry-after': new Date(start + 1000).toUTCString() }, refusal: tooMany(limit) };
}

/**
 * A token bucket of `burst` tokens (default: a second's worth), refilled at `perSecond` a second:
 * bursts of up to `burst`, then the rate. It announces nothing; a 429 says in seconds when a token is back.
 */
function tokenBucket(world: object, limit: RateLimit, now: number): RateDecision {
  const size = limit.burst ?? limit.perSecond;
  const bucket = buckets.get(world) ?? { tokens: size, at: now };
  buckets.set(world, bucket);
  bucket.tokens = Math.min(size, bucket.tokens + ((now - bucket.at) / 1000) * limit.perSecond);
  bucket.at = now;
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return { headers: {} };
  }
  // Whole seconds (delay-seconds), never 0: a client told 0 would come straight back.
  const seconds = Math.max(1, Math.ceil((1 - bucket.tokens) / limit.perSecond));
  return { headers: { 'retry-after': String(seconds) }, refusal: tooMany(limit) };
}

/** LIMITS.RATE under a personality limited by time: the limiter's decision for a routed request to `server`. */
export function limitRate(server: object, limit: RateLimit | undefined, now = Date.now()): RateDecision | undefined {
  if (!limit) return undefined;
  switch (limit.algorithm) {
    case 'fixed-window':
      return fixedWindow(server, limit, now);
    case 'token-bucket':
      return tokenBucket(server, limit, now);
  }
}
