/**
 * One read after a batch of writes sent side by side (a property's batch of samples): each sample
 * enters before it writes and then asks for the read after; the read is sent once every sample that
 * entered has asked (or left), and its answer goes to all of them. A batch's samples all enter before
 * any of them sends (they start together), so each batch costs one read, whatever order answers come
 * in, and the answer reaches them in the order they entered (what they do next is in sample order).
 */
export class SharedRead<T> {
  private entered = 0;
  private waiting: { ticket: number; resolve: (value: T) => void; reject: (reason: unknown) => void }[] = [];

  constructor(private readonly read: () => Promise<T>) {}

  /** Before the write; the ticket is asked for the read after it. */
  enter(): number {
    this.entered += 1;
    return this.entered;
  }

  /** The read after every write of the samples that entered. */
  after(ticket: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ ticket, resolve, reject });
      this.sendWhenAllAsked();
    });
  }

  /** A sample that entered and will not ask (it threw, or needs no read): the others do not wait on it. */
  leave(): void {
    this.entered -= 1;
    this.sendWhenAllAsked();
  }

  private sendWhenAllAsked(): void {
    if (this.waiting.length === 0 || this.waiting.length < this.entered) return;
    const round = this.waiting.sort((a, b) => a.ticket - b.ticket);
    this.waiting = [];
    this.entered = 0;
    this.read().then(
      (value) => round.forEach((waiter) => waiter.resolve(value)),
      (reason: unknown) => round.forEach((waiter) => waiter.reject(reason)),
    );
  }
}
