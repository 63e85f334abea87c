/**
 * Delta debugging (Zeller and Hildebrandt's ddmin): the smallest subsequence of `items` for which
 * `shows` still holds, found by removing chunks, halving their size when none can go. `shows` answers
 * undefined when it may not try any more (its budget ran out): the search stops there, and what it
 * has is returned as not minimal. `items` is assumed to show it; the empty sequence is tried first
 * (the cheapest answer, and the usual one when the failure rests on its anchors alone).
 */
export interface Reduced<T> {
  readonly items: readonly T[];
  /** False when the budget ran out before every chunk size down to one item was tried. */
  readonly minimal: boolean;
}

function chunksOf<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}

export async function ddmin<T>(items: readonly T[], shows: (candidate: readonly T[]) => Promise<boolean | undefined>): Promise<Reduced<T>> {
  if (items.length === 0) return { items, minimal: true };
  const none = await shows([]);
  if (none === undefined) return { items, minimal: false };
  if (none) return { items: [], minimal: true };
  let current = items;
  let granularity = 2;
  while (current.length >= 2) {
    const chunks = chunksOf(current, granularity);
    let next: readonly T[] | undefined;
    // Each chunk alone, then (above two chunks) each complement: the first that still shows it is kept.
    const candidates = [...chunks, ...(chunks.length > 2 ? chunks.map((chunk) => current.filter((item) => !chunk.includes(item))) : [])];
    for (const [index, candidate] of candidates.entries()) {
      const answer = await shows(candidate);
      if (answer === undefined) return { items: current, minimal: false };
      if (answer) {
        next = candidate;
        granularity = index < chunks.length ? 2 : Math.max(granularity - 1, 2);
        break;
      }
    }
    if (next) current = next;
    else if (granularity >= current.length) break;
    else granularity = Math.min(current.length, granularity * 2);
  }
  return { items: current, minimal: true };
}
