/**
 * Bounds the traffic of one process: at most `concurrency` requests in flight and, when `rate` is
 * set, at most `rate` request starts per second (a staging server must not be flooded).
 *
 * A free slot goes first to what the answer that freed it sends next (a chain's read-back after its
 * PATCH), then to the waiting request whose flow (a unit of the run) has the fewest requests in
 * flight, the longest waiting among equals: a chain that sends one request at a time goes on at the
 * server's pace, and a batch side by side takes the slots left. The run then waits on its longest
 * chain, not on a chain starved by a batch beside it.
 */
export class Throttle {
  private inFlight = 0;
  private readonly inFlightBy = new Map<unknown, number>();
  private readonly waiting: { readonly flow: unknown; readonly start: () => void }[] = [];
  private granting = false;
  private nextStart = 0;

  constructor(
    private readonly concurrency: number,
    private readonly rate?: number,
  ) {}

  /** `flow` groups the requests of one unit of work; none: a flow of its own. */
  async run<T>(task: () => Promise<T>, flow: unknown = Symbol('request')): Promise<T> {
    await this.acquire(flow);
    try {
      await this.pace();
      return await task();
    } finally {
      this.release(flow);
    }
  }

  private acquire(flow: unknown): Promise<void> {
    if (this.inFlight < this.concurrency) {
      this.take(flow);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ flow, start: resolve }));
  }

  private take(flow: unknown): void {
    this.inFlight += 1;
    this.inFlightBy.set(flow, (this.inFlightBy.get(flow) ?? 0) + 1);
  }

  private release(flow: unknown): void {
    this.inFlight -= 1;
    const left = (this.inFlightBy.get(flow) ?? 1) - 1;
    if (left === 0) this.inFlightBy.delete(flow);
    else this.inFlightBy.set(flow, left);
    // The slot goes to a waiter after the answer's own continuation has run: a chain's next request
    // (the read-back after a PATCH) takes the slot its last one freed instead of queueing behind a batch.
    if (this.granting) return;
    this.granting = true;
    setImmediate(() => {
      this.granting = false;
      this.grant();
    });
  }

  private grant(): void {
    while (this.inFlight < this.concurrency && this.waiting.length > 0) {
      let chosen = 0;
      for (const [index, waiter] of this.waiting.entries()) {
        if ((this.inFlightBy.get(waiter.flow) ?? 0) < (this.inFlightBy.get(this.waiting[chosen]?.flow) ?? 0)) chosen = index;
      }
      const [next] = this.waiting.splice(chosen, 1);
      if (!next) return;
      this.take(next.flow);
      next.start();
    }
  }

  private async pace(): Promise<void> {
    if (!this.rate) return;
    const now = Date.now();
    const start = Math.max(now, this.nextStart);
    this.nextStart = start + 1000 / this.rate;
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
  }
}
