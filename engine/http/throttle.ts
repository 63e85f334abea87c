/**
 * Bounds the traffic of one process: at most `concurrency` requests in flight and, when `rate` is
 * set, at most `rate` request starts per second (a staging server must not be flooded). A free slot
 * goes to the waiting request of the highest priority, the longest waiting among equals.
 */
export class Throttle {
  private inFlight = 0;
  private readonly waiting: { readonly priority: number; readonly start: () => void }[] = [];
  private nextStart = 0;

  constructor(
    private readonly concurrency: number,
    private readonly rate?: number,
  ) {}

  async run<T>(task: () => Promise<T>, priority = 0): Promise<T> {
    await this.acquire(priority);
    try {
      await this.pace();
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(priority: number): Promise<void> {
    if (this.inFlight < this.concurrency) {
      this.inFlight += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const start = () => {
        this.inFlight += 1;
        resolve();
      };
      // After the last of a priority at least as high: FIFO among equals.
      const at = this.waiting.findIndex((waiting) => waiting.priority < priority);
      this.waiting.splice(at === -1 ? this.waiting.length : at, 0, { priority, start });
    });
  }

  private release(): void {
    this.inFlight -= 1;
    this.waiting.shift()?.start();
  }

  private async pace(): Promise<void> {
    if (!this.rate) return;
    const now = Date.now();
    const start = Math.max(now, this.nextStart);
    this.nextStart = start + 1000 / this.rate;
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
  }
}
