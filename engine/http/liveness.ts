import type { Readable } from 'node:stream';
import type { RequestAgent } from './undici-agent.js';
import { deadline } from './deadline.js';
import type { ServerHealth } from './health.js';
import { describeProblem } from './problem.js';
import { readCapped } from './read-body.js';
import type { BaseUrl } from './target.js';

/** The longest a liveness probe waits: a live server answers a GET of the base URL at once. */
export const PROBE_TIMEOUT_MS = 3_000;

/**
 * Whether the server answers at all: a GET of the base URL without a token, any HTTP status counts.
 * Probes in flight are shared; each is counted by the server's health (a breaker's evidence).
 */
export class Liveness {
  private probing: Promise<boolean> | undefined;

  constructor(
    private readonly agent: RequestAgent,
    private readonly base: BaseUrl,
    private readonly health: ServerHealth,
    private readonly timeoutMs: number,
  ) {}

  probe(): Promise<boolean> {
    this.probing ??= this.ask().finally(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  /** Within a recovery budget, it waits no longer than what is left of it. */
  private async ask(): Promise<boolean> {
    const left = this.health.tripped === undefined ? this.timeoutMs : this.health.recoveryLeftMs;
    const waitMs = Math.max(1, Math.min(this.timeoutMs, PROBE_TIMEOUT_MS, left));
    const overall = deadline(waitMs);
    try {
      const sent = this.health.sending();
      const answer = await this.agent.request({
        origin: this.base.origin,
        path: this.base.base.pathname,
        method: 'GET',
        headers: { accept: 'application/json' },
        signal: overall.signal,
        headersTimeout: waitMs,
        bodyTimeout: waitMs,
      });
      // A complete answer: a body that breaks off is no sign of life (a cap keeps an endless one short).
      await readCapped(answer.body as unknown as Readable, 64 * 1024);
      this.health.answered(sent);
      return true;
    } catch (error) {
      this.health.failed(describeProblem(error, waitMs));
      return false;
    } finally {
      overall.clear();
    }
  }
}
