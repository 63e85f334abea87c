import type { FaultName } from '../faults/catalogue.js';
import { crash, refuse } from '../http/refusal.js';
import { hasFault, type World } from '../world.js';

const COMBINING = /\p{M}/u;
const LONG_STRING = 4_096;
const DEEPEST = 100;
const LONG_ARRAY = 5_000;

/** Every value of a JSON document with its depth (the body is depth 0). */
function* walk(value: unknown, depth = 0): Generator<{ value: unknown; depth: number }> {
  yield { value, depth };
  if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) yield* walk(item, depth + 1);
}

/** What each crash fault cannot handle: valid input at the edges (issue 16). */
const BREAKS: readonly [FaultName, (value: unknown, depth: number) => boolean][] = [
  ['crash-on-null', (value) => value === null],
  ['crash-on-deep-value', (_, depth) => depth > DEEPEST],
  ['crash-on-long-string', (value) => typeof value === 'string' && value.length > LONG_STRING],
  ['crash-on-empty-array', (value) => Array.isArray(value) && value.length === 0],
  // Amounts converted to cents: past ~1.8e306 the product is Infinity.
  ['crash-on-huge-number', (value) => typeof value === 'number' && !Number.isFinite(value * 100)],
  ['crash-on-combining-chars', (value) => typeof value === 'string' && COMBINING.test(value)],
  // A per-element loop past its time budget, or a recursive copy past the stack (issue 34: resource use).
  ['crash-on-long-array', (value) => Array.isArray(value) && value.length > LONG_ARRAY],
];

/** Answers 500 when an active crash fault meets the input it cannot handle. */
export function crashOnExtremes(body: unknown, world: World): void {
  const active = BREAKS.filter(([name]) => hasFault(world, name));
  if (active.length === 0) return;
  for (const { value, depth } of walk(body)) {
    const broken = active.find(([, breaks]) => breaks(value, depth));
    if (broken) crash(`${broken[0]}: cannot handle this input`);
  }
}

/** The size-limits personality's own limits: below the suite's extremes, above its ordinary boundary values. */
export const SIZE_LIMITS = { string: 4_096, depth: 64, magnitude: 1e100 } as const;

function beyondLimits(value: unknown, depth: number): string | undefined {
  if (depth > SIZE_LIMITS.depth) return `nested more than ${SIZE_LIMITS.depth} levels`;
  if (typeof value === 'string' && value.length > SIZE_LIMITS.string) return `a string of more than ${SIZE_LIMITS.string} characters`;
  return typeof value === 'number' && Math.abs(value) > SIZE_LIMITS.magnitude ? `a number beyond ±${SIZE_LIMITS.magnitude}` : undefined;
}

/** "Request size limits: not shown": a personality may refuse input past limits of its own (400). */
export function refuseBeyondLimits(body: unknown, world: World): void {
  if (!world.behaviour.refusesBeyondLimits) return;
  for (const { value, depth } of walk(body)) {
    const reason = beyondLimits(value, depth);
    if (reason) refuse('invalid', 'LIMIT_EXCEEDED', `The body holds ${reason}`);
  }
}
