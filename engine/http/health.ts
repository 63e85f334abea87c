import type { TransportProblem } from '../exchange.js';

/** Consecutive transport failures, with no answer in between, after which the server is taken to be gone. */
export const TRIP_AFTER = 3;

/** How long a request waits before the console says what it is waiting for. */
export const WAIT_NOTICE_MS = 3_000;

/**
 * Failures of the connection itself, which count towards the breaker: no answer at all, a connection
 * refused or reset, bytes that are not HTTP. A redirect or an oversized body is an answer.
 */
export const isTransportFailure = (problem: TransportProblem | undefined): boolean =>
  problem !== undefined && ['refused', 'reset', 'timeout', 'other'].includes(problem.kind);

/** One request in flight, as the console names it. */
interface Waiting {
  readonly label: () => string;
  readonly since: number;
  told: boolean;
}

/**
 * The circuit breaker on the server's health, shared by every request of one client. After
 * TRIP_AFTER consecutive transport failures with no answer in between, it opens: the client stops
 * sending, and says so once. It closes again only when a recovery budget has been granted (the final
 * restore) and a liveness probe is answered within it. It also watches the requests in flight, so
 * the console can say what a run is waiting for while a server is slow.
 */
export class ServerHealth {
  private failures: TransportProblem[] = [];
  private openedBy: string | undefined;
  private sentCount = 0;
  private newestAnsweredSend = 0;
  private armedYet = false;
  private recoverUntil = 0;
  private readonly waiting = new Set<Waiting>();
  private watcher: NodeJS.Timeout | undefined;

  constructor(
    /** Lines for the console: the breaker opening or closing, a request waited on. */
    private readonly notice: (line: string) => void = () => undefined,
    private readonly timeoutMs: number = 10_000,
  ) {}

  /**
   * Whether the server has answered once: until then, a transport failure is neither confirmed nor
   * counted by the breakers.
   */
  get armed(): boolean {
    return this.armedYet;
  }

  arm(): void {
    this.armedYet = true;
  }

  /** Transport failures in a row since the last answer. */
  get streak(): number {
    return this.failures.length;
  }

  /** Numbers a request as it is sent, for `answered`: what was sent after a moment can then be told apart. */
  sending(): number {
    this.sentCount += 1;
    return this.sentCount;
  }

  /** Requests numbered so far: a moment, in the order of sending. */
  get sent(): number {
    return this.sentCount;
  }

  /**
   * The number of the latest-sent request answered so far. An answer that arrives late, to a request
   * sent before a moment, is no sign that the server still answers what is sent after it (a server
   * that broke at request 31 still completes request 29 after 31 has failed).
   */
  get newestAnswered(): number {
    return this.newestAnsweredSend;
  }

  /** Why the breaker opened (the failures in a row), or undefined while the server answers. */
  get tripped(): string | undefined {
    return this.openedBy;
  }

  /** Whether the breaker is open and no recovery budget is left: nothing should be sent. */
  get closedForGood(): boolean {
    return this.openedBy !== undefined && Date.now() >= this.recoverUntil;
  }

  /** Time left of the recovery budget (0 when none). */
  get recoveryLeftMs(): number {
    return Math.max(0, this.recoverUntil - Date.now());
  }

  /** The server answered (any HTTP answer, whatever its status) request number `sent` (default: one sent now): the streak is over. */
  answered(sent: number = this.sending()): void {
    this.newestAnsweredSend = Math.max(this.newestAnsweredSend, sent);
    this.failures = [];
    if (this.openedBy !== undefined) {
      this.openedBy = undefined;
      this.notice('the server answers again: the circuit breaker is closed');
    }
  }

  /** A transport failure; opens the breaker at the TRIP_AFTER-th in a row. */
  failed(problem: TransportProblem): void {
    this.failures.push(problem);
    if (this.openedBy !== undefined || this.failures.length < TRIP_AFTER) return;
    const kinds = this.failures.slice(-TRIP_AFTER).map((failure) => failure.message);
    this.openedBy = `the server stopped answering: ${TRIP_AFTER} requests in a row got no answer (${kinds.join('; ')})`;
    this.notice(`${this.openedBy}; circuit breaker open: no more requests are sent`);
  }

  /**
   * Lets requests be tried again for `budgetMs` (the final restore): while the breaker is open, each
   * send first probes whether the server answers; once the budget is spent, nothing is sent.
   */
  allowRecovery(budgetMs: number, what: string): void {
    if (this.openedBy === undefined) return;
    this.recoverUntil = Date.now() + budgetMs;
    this.notice(`${what}: waiting up to ${Math.round(budgetMs / 1000)} s for the server to answer again`);
  }

  /** Tracks a request in flight (named by `label` only if it is waited on); the returned function ends it. */
  track(label: () => string): () => void {
    const entry: Waiting = { label, since: Date.now(), told: false };
    this.waiting.add(entry);
    this.watch();
    return () => this.waiting.delete(entry);
  }

  /** Stops the watcher (the client is closed). */
  dispose(): void {
    this.waiting.clear();
    this.unwatch();
  }

  /** One timer for the client's life (unref'd: it keeps no process alive), not one per request. */
  private watch(): void {
    if (this.watcher) return;
    this.watcher = setInterval(() => this.tell(), 1_000);
    this.watcher.unref();
  }

  private unwatch(): void {
    if (this.watcher) clearInterval(this.watcher);
    this.watcher = undefined;
  }

  /** Names the oldest request waited on for WAIT_NOTICE_MS, once per request. */
  private tell(): void {
    const now = Date.now();
    const untold = [...this.waiting].filter((entry) => !entry.told && now - entry.since >= WAIT_NOTICE_MS);
    const oldest = untold[0];
    if (!oldest) return;
    for (const entry of untold) entry.told = true;
    const others = untold.length > 1 ? ` (and ${untold.length - 1} more)` : '';
    this.notice(
      `waiting ${Math.round((now - oldest.since) / 1000)} s for an answer to ${oldest.label()}${others}; each request gives up after ${Math.round(this.timeoutMs / 1000)} s (--timeout)`,
    );
  }
}
