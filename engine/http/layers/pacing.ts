import type { Exchange } from '../../exchange.js';
import { AdaptiveRate } from '../rate/adaptive-rate.js';
import { policyRate, rateLimitFieldsOf, type RatePolicy } from '../rate/rate-limit-fields.js';
import { retryAfterOf, seconds } from '../retry-after.js';
import { sleep, type Layer } from './layer.js';
import type { RetryBudget } from './not-now-retry.js';
import type { Together } from '../throttle.js';

/** The share of an announced rate the suite uses: a request late on its timer must not make the window's one too many. */
export const POLICY_SHARE = 0.95;

/** Why requests are paced: the console says it when it changes. */
type Why = 'rate' | 'policy' | 'adaptive';

const perSecond = (rate: number) => `${Number(rate.toFixed(rate < 10 ? 1 : 0))} per second`;

/**
 * Paces requests to the server's rate: never faster than --rate, than the tightest RateLimit-Policy
 * the server announced, nor than the adaptive rate its 429s taught (rate/adaptive-rate.ts); and no
 * request at all before a Retry-After, or the reset of a window whose RateLimit says nothing remains,
 * has passed. Time spent here is pacing, not time lost to 429s: the retry budget does not count it.
 * Once that budget is spent, 429s no longer slow the run (each is recorded, not assessed): a server
 * that refuses everything cannot stretch a run without end.
 */
export class Pacer {
  private readonly adaptive: AdaptiveRate;
  private announced: number | undefined;
  private notBefore = 0;
  private nextStart = 0;
  private told: { why: Why; rate: number } | undefined;
  private toldSpent = false;
  private readonly races = new WeakMap<Together, Promise<number>>();

  constructor(
    private readonly options: {
      /** --rate: requests per second at most, whatever the server says. */
      readonly rate?: number;
      readonly budget: RetryBudget;
      readonly notice?: (line: string) => void;
      readonly now?: () => number;
    },
  ) {
    this.adaptive = new AdaptiveRate(options.now);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The rate requests are paced at now, and why; undefined when they are not paced. */
  get pace(): { readonly rate: number; readonly why: Why } | undefined {
    // The common case, a server that never limited the run: nothing to weigh, per request.
    if (!this.options.rate && this.announced === undefined && this.adaptive.rate === undefined) return undefined;
    const candidates: { rate: number; why: Why }[] = [];
    if (this.options.rate) candidates.push({ rate: this.options.rate, why: 'rate' });
    if (this.announced !== undefined) candidates.push({ rate: this.announced * POLICY_SHARE, why: 'policy' });
    const adaptive = this.options.budget.spent ? undefined : this.adaptive.rate;
    if (adaptive !== undefined) candidates.push({ rate: adaptive, why: 'adaptive' });
    return candidates.sort((a, b) => a.rate - b.rate)[0];
  }

  /** No request leaves before this time (a Retry-After, a spent window); 0 once the budget of waiting on 429s is spent. */
  get holdUntil(): number {
    return this.options.budget.spent ? 0 : this.notBefore;
  }

  /**
   * Waits for this request's turn; gives the time it leaves. The members of a race (`together`) share
   * one turn, the room of as many requests after it: paced one by one, they would race no more.
   * A turn that is now is given as such, without a promise.
   */
  turn(together?: Together): number | Promise<number> {
    const shared = together ? this.races.get(together) : undefined;
    if (shared) return shared;
    const now = this.now();
    const pace = this.pace;
    const start = Math.max(now, this.holdUntil, pace ? this.nextStart : 0);
    this.nextStart = start + (pace ? ((together?.size ?? 1) * 1000) / pace.rate : 0);
    // Its turn is now (a server that never limited the run): given at once, not a promise turn later.
    if (start <= now && !together) {
      this.adaptive.sent(start);
      return start;
    }
    const turn = sleep(start - now).then(() => {
      this.adaptive.sent(start);
      return start;
    });
    if (together) this.races.set(together, turn);
    return turn;
  }

  /** Learns from an answer to a request that left at `sentAt`. */
  learn(exchange: Exchange, sentAt: number): void {
    const response = exchange.response;
    if (!response) return;
    const now = this.now();
    const fields = rateLimitFieldsOf(response.headers, now);
    if (fields.policies.length > 0) this.announce(fields.policies);
    if (fields.remaining === 0 && fields.resetSeconds !== undefined) this.hold(now + fields.resetSeconds * 1000);
    if (response.status === 429 || response.status === 503) {
      const asked = retryAfterOf(response.headers, now);
      if (asked !== undefined) this.hold(now + asked);
    }
    if (response.status === 429) {
      if (!this.options.budget.spent) this.adaptive.tooMany(sentAt);
    } else this.adaptive.answered();
    if (fields.fields.length > 0 || response.status === 429 || this.adaptive.rate !== undefined) this.tell(fields.fields);
  }

  /** A new budget of waiting on 429s (a group of checks): the adaptive rate starts afresh. */
  afresh(): void {
    this.toldSpent = false;
  }

  private announce(policies: readonly RatePolicy[]): void {
    this.announced = policyRate(policies);
  }

  /**
   * Holds every request until `until`, unless that is further off than the suite waits for one
   * request (the longest single wait it honours): such an answer is recorded as it came, and the run goes on.
   */
  private hold(until: number): void {
    if (until - this.now() > this.options.budget.limits.maxWaitMs) return;
    if (until > this.notBefore) this.notBefore = until;
  }

  /** One line when the reason for pacing changes, or the rate moves by half or double since last said. */
  private tell(fields: readonly string[]): void {
    const notice = this.options.notice;
    if (!notice) return;
    if (this.options.budget.spent && !this.toldSpent) {
      this.toldSpent = true;
      notice(
        `the ${seconds(this.options.budget.limits.budgetMs)} the suite may wait on 429s (per group of checks) is spent: 429s no longer slow the run, and what they answer is not assessed`,
      );
    }
    const pace = this.pace;
    if (!pace || pace.why === 'rate') return;
    const told = this.told;
    if (told && told.why === pace.why && pace.rate < told.rate * 2 && pace.rate > told.rate / 2) return;
    this.told = pace;
    notice(
      pace.why === 'policy'
        ? `paced: the server announces its rate limit (${fields.join(', ') || 'RateLimit-Policy'}); requests are sent at ${perSecond(pace.rate)} at most`
        : `paced: the server answered 429 Too Many Requests; requests are sent at ${perSecond(pace.rate)} (adaptive: slower after each 429, faster while answered)`,
    );
  }
}

/** The pacing layer: each request waits its turn, and every answer teaches the pacer. */
export const pacing =
  (pacer: Pacer): Layer =>
  (next) =>
  (request) => {
    const turn = pacer.turn(request.together);
    const sendAt = (sentAt: number) =>
      next(request).then((exchange) => {
        pacer.learn(exchange, sentAt);
        return exchange;
      });
    return typeof turn === 'number' ? sendAt(turn) : turn.then(sendAt);
  };
