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
  return [...previous, ...value.split(',').map((item) => item.trim()).filter(Boolean)];
}

export function shard(value: string): string {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[1]) > Number(match[2])) throw new InvalidArgumentError(`--shard must be i/n with 1 <= i <= n, got "${value}"`);
  return value;
}
