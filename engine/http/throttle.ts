import { afterSettled } from './after-settled.js';

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
/**
 * Requests that must be in flight at the same time (a race of concurrent writers): each member waits
 * until all have come and as many slots are free, then they start together, ahead of other waiters.
 */
export class Together {
  readonly arrived: (() => void)[] = [];
  /** Once the members have started, a request that carries it again (a re-check) goes as any other. */
  started = false;
  constructor(readonly size: number) {}
}

export class Throttle {
  private inFlight = 0;
  private readonly inFlightBy = new Map<unknown, number>();
  private readonly waiting: { readonly flow: unknown; readonly start: () => void; readonly slots: number }[] = [];
  private granting = false;
  private nextStart = 0;

  constructor(
    private readonly concurrency: number,
    private readonly rate?: number,
  ) {}

  /**
   * `flow` groups the requests of one unit of work (none: a flow of its own); `together`, requests to
   * start at once (more of them than --concurrency allows in flight start as they can).
   */
  run<T>(task: () => Promise<T>, flow: unknown = Symbol('request'), together?: Together): Promise<T> {
    const group = together !== undefined && together.size > 1 && together.size <= this.concurrency;
    // A free slot and no rate to keep (most requests): the task starts now, without a promise turn per step.
    if (!group && !this.rate && this.free()) {
      this.take(flow);
      const released = () => this.release(flow);
      let running: Promise<T>;
      try {
        running = task();
      } catch (error) {
        released();
        return Promise.reject(error as Error);
      }
      return afterSettled(running, released);
    }
    return this.waitAndRun(task, flow, group ? together : undefined);
  }

  private async waitAndRun<T>(task: () => Promise<T>, flow: unknown, together: Together | undefined): Promise<T> {
    await (together ? this.acquireTogether(flow, together) : this.acquire(flow));
    try {
      await this.pace();
      return await task();
    } finally {
      this.release(flow);
    }
  }

  private acquire(flow: unknown): Promise<void> {
    // A free slot is taken at once, unless a group waits for slots to start together.
    if (this.free()) {
      this.take(flow);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ flow, start: resolve, slots: 1 }));
  }

  /** A slot is free to take at once: one is, and no group waits for slots to start together. */
  private free(): boolean {
    return this.inFlight < this.concurrency && !this.waiting.some((waiter) => waiter.slots > 1);
  }

  /** Once the last member has come, the group waits first in line for as many free slots as it has members. */
  private acquireTogether(flow: unknown, together: Together): Promise<void> {
    if (together.started) return this.acquire(flow);
    return new Promise((resolve) => {
      together.arrived.push(resolve);
      if (together.arrived.length < together.size) return;
      together.started = true;
      const start = () => {
        for (const member of together.arrived) member();
      };
      this.waiting.unshift({ flow, start, slots: together.size });
      this.grant();
    });
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
    while (this.waiting.length > 0) {
      // A group waits first in line until it has as many free slots as members; others, by fewest in flight.
      const group = this.waiting.findIndex((waiter) => waiter.slots > 1);
      let chosen = group;
      if (chosen === -1) {
        chosen = 0;
        for (const [index, waiter] of this.waiting.entries()) {
          if ((this.inFlightBy.get(waiter.flow) ?? 0) < (this.inFlightBy.get(this.waiting[chosen]?.flow) ?? 0)) chosen = index;
        }
      }
      const next = this.waiting[chosen];
      if (!next || this.concurrency - this.inFlight < next.slots) return;
      this.waiting.splice(chosen, 1);
      for (let slot = 0; slot < next.slots; slot += 1) this.take(next.flow);
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
