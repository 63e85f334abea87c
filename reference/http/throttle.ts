import type { World } from '../world.js';
import { refuse } from './refusal.js';

/** Routed requests served per server (a World is one server). */
const served = new WeakMap<World, number>();

/**
 * LIMITS.RATE ("Rate limits…: not shown"): under a personality with a rate limit, every Nth routed
 * request is refused with the 'rate-limited' kind (429; the personality adds Retry-After).
 */
export function throttle(world: World): void {
  const every = world.behaviour.rateLimitEvery;
  if (every === undefined) return;
  const count = (served.get(world) ?? 0) + 1;
  served.set(world, count);
  if (count % every === 0) refuse('rate-limited', 'RATE_LIMITED', `Too many requests: every ${every}th request is refused, retry later`);
}
