/**
 * A model of a run bound by the server's latency: units started in a given order as runInLanes starts
 * them (each once every earlier unit it conflicts with has ended), each a chain of round trips of
 * given widths, every request answered `latencyMs` after it leaves, at most `slots` in flight. A slot
 * an answer frees goes first to what that answer's unit sends next, then to the unit with the fewest
 * in flight, the longest waiting among equals (engine/http/throttle.ts). Nothing else costs time: what
 * it measures is how well an order keeps the slots busy, not the process's own work.
 */
export interface SimulatedUnit {
  /** Requests sent side by side at each round trip, one after the other. */
  readonly trips: readonly number[];
}

export function simulateLanes<U extends SimulatedUnit>(
  order: readonly U[],
  conflicts: (a: U, b: U) => boolean,
  options: { readonly slots: number; readonly latencyMs: number },
): { readonly wallMs: number; readonly requests: number } {
  const state = order.map((): 'waiting' | 'running' | 'done' => 'waiting');
  const trip = order.map(() => 0);
  const left = order.map(() => 0);
  const inFlight = order.map(() => 0);
  const queue: { readonly unit: number; readonly since: number }[] = [];
  const answers: { readonly at: number; readonly unit: number }[] = [];
  let free = options.slots;
  let now = 0;
  let requests = 0;
  const send = (unit: number) => {
    const width = order[unit]?.trips[trip[unit] ?? 0] ?? 0;
    left[unit] = width;
    for (let sent = 0; sent < width; sent += 1) queue.push({ unit, since: now });
  };
  const startReady = () => {
    for (const [index, unit] of order.entries()) {
      if (state[index] !== 'waiting') continue;
      if (!order.slice(0, index).every((other, before) => state[before] === 'done' || !conflicts(other, unit))) continue;
      state[index] = 'running';
      if (unit.trips.length === 0) state[index] = 'done';
      else send(index);
    }
  };
  const grant = (first: ReadonlySet<number>) => {
    while (free > 0 && queue.length > 0) {
      let chosen = 0;
      const rank = (entry: { readonly unit: number }) => [first.has(entry.unit) ? 0 : 1, inFlight[entry.unit] ?? 0] as const;
      for (const [index, entry] of queue.entries()) {
        const [a, b] = rank(entry);
        const [c, d] = rank(queue[chosen] as { readonly unit: number });
        if (a < c || (a === c && b < d)) chosen = index;
      }
      const unit = queue.splice(chosen, 1)[0]?.unit ?? 0;
      free -= 1;
      requests += 1;
      inFlight[unit] = (inFlight[unit] ?? 0) + 1;
      answers.push({ at: now + options.latencyMs, unit });
    }
  };
  startReady();
  grant(new Set());
  while (answers.length > 0) {
    now = Math.min(...answers.map((answer) => answer.at));
    const answered = new Set<number>();
    for (let index = answers.length - 1; index >= 0; index -= 1) {
      const answer = answers[index] as { readonly at: number; readonly unit: number };
      if (answer.at !== now) continue;
      answers.splice(index, 1);
      free += 1;
      inFlight[answer.unit] = (inFlight[answer.unit] ?? 1) - 1;
      left[answer.unit] = (left[answer.unit] ?? 1) - 1;
      answered.add(answer.unit);
    }
    for (const unit of answered) {
      if (left[unit] !== 0) continue;
      trip[unit] = (trip[unit] ?? 0) + 1;
      if (trip[unit] === order[unit]?.trips.length) state[unit] = 'done';
      else send(unit);
    }
    startReady();
    grant(answered);
  }
  return { wallMs: now, requests };
}

/** A unit's round trips from its expected cost: `requests` spread as evenly as they go over `roundTrips`. */
export function tripsOf(cost: { readonly requests: number; readonly roundTrips: number }): number[] {
  const roundTrips = Math.max(1, Math.round(cost.roundTrips));
  const requests = Math.max(roundTrips, Math.round(cost.requests));
  return Array.from({ length: roundTrips }, (_, index) => Math.floor(requests / roundTrips) + (index < requests % roundTrips ? 1 : 0));
}
