import { ToolError } from '../engine/tool-error.js';

/** One share of a run: shard `index` (1-based) of `count`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

export function parseShard(value: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const shard = match ? { index: Number(match[1]), count: Number(match[2]) } : undefined;
  if (!shard || shard.index < 1 || shard.index > shard.count) throw new ToolError(`--shard must be i/n with 1 <= i <= n, got "${value}"`);
  return shard;
}

/**
 * The stable rule: unit k of the plan (check × operation, in plan order) belongs to shard (k mod n) + 1.
 * Every machine plans the same units from the same version and selection, so the shards are disjoint,
 * cover the plan, and each holds every n-th unit (balanced whatever the groups' sizes).
 */
export const inShard =
  (shard: Shard) =>
  (unit: { readonly index: number }): boolean =>
    unit.index % shard.count === shard.index - 1;
