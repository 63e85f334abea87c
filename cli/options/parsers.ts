import { parseShard } from '../../runner/shard.js';
import { InvalidArgumentError } from 'commander';

/** Commander value parsers: a wrong value is a usage error (one line, exit 2). */
export function integer(name: string, min = 0) {
  return (value: string): number => {
    if (!/^-?\d+$/.test(value) || Number(value) < min) throw new InvalidArgumentError(`${name} must be an integer >= ${min}, got "${value}"`);
    return Number(value);
  };
}

/** Accepts repeated flags and comma-separated lists: --only a,b --only c. */
export function list(value: string, previous: string[] = []): string[] {
  return [
    ...previous,
    ...value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ];
}

export function shard(value: string): string {
  try {
    parseShard(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
  return value;
}
