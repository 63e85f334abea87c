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
