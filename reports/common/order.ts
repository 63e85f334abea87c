import type { Result } from '../../engine/report/model.js';

/** Code-unit order, independent of the machine's locale (localeCompare is not). */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Results in a stable order (check, then operation, then requirement), so report.json and every
 * format built from it are identical for identical runs, whatever order shards and tests finished in.
 */
export function sortResults(results: readonly Result[]): Result[] {
  return [...results].sort((a, b) => byText(a.check, b.check) || byText(a.operation, b.operation) || byText(a.requirement, b.requirement));
}

/** Distinct values in code-unit order. */
export function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(byText);
}
