/**
 * Bounds the traffic of one process: at most `concurrency` requests in flight and, when `rate` is
 * set, at most `rate` request starts per second (a staging server must not be flooded).
 */
export class Throttle {
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private nextStart = 0;

  constructor(
    private readonly concurrency: number,
    private readonly rate?: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      await this.pace();
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.inFlight < this.concurrency) {
      this.inFlight += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.inFlight += 1;
        resolve();
      }),
    );
  }

  private release(): void {
    this.inFlight -= 1;
    this.waiting.shift()?.();
  }

  private async pace(): Promise<void> {
    if (!this.rate) return;
    const now = Date.now();
    const start = Math.max(now, this.nextStart);
    this.nextStart = start + 1000 / this.rate;
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
  }
}
