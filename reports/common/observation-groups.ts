import type { Observation } from '../../engine/report/model.js';

/** One requirement's observations: how many, on which operations, and its distinct messages, most frequent first. */
export interface ObservationGroup {
  readonly requirement: string;
  readonly count: number;
  readonly operations: string[];
  readonly messages: { readonly message: string; readonly count: number; readonly operations: string[] }[];
}

/**
 * Observations grouped per requirement (in order of first appearance) and per message within it: a
 * run repeats the same sentence on every operation, and a reader wants it once, with a count.
 */
export function groupObservations(observations: readonly Observation[]): ObservationGroup[] {
  const groups = new Map<string, Map<string, { count: number; operations: Set<string> }>>();
  for (const { requirement, message, operation } of observations) {
    const messages = groups.get(requirement) ?? new Map<string, { count: number; operations: Set<string> }>();
    groups.set(requirement, messages);
    const entry = messages.get(message) ?? { count: 0, operations: new Set<string>() };
    messages.set(message, entry);
    entry.count += 1;
    entry.operations.add(operation);
  }
  return [...groups].map(([requirement, messages]) => {
    const list = [...messages]
      .map(([message, { count, operations }]) => ({ message, count, operations: [...operations].sort() }))
      .sort((a, b) => b.count - a.count);
    return {
      requirement,
      count: list.reduce((sum, item) => sum + item.count, 0),
      operations: [...new Set(list.flatMap((item) => item.operations))].sort(),
      messages: list,
    };
  });
}
