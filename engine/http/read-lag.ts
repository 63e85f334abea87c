import { sideEffectFree, type ApiRequest } from './api-request.js';
import { sleep } from './layers/layer.js';

/** Reads wait this many times the lag seen, rounded up to 10 ms: a replica's lag varies with load. */
const MARGIN = 1.5;

/**
 * When a read that missed a change of its document is read again (ScenarioContext's re-check), in
 * milliseconds after that change's answer: a read that shows it then was early, not wrong.
 */
const SETTLE_AT_MS = [25, 50, 75, 100, 150, 250, 500] as const;
const LAST_LOOK_MS = Math.max(...SETTLE_AT_MS);

/**
 * Looks that found no lag before the run stops looking: a server that lost an update (not one whose
 * reads lag) would otherwise cost half a second on every failure of the kind.
 */
const UNSETTLED_LOOKS = 1;

/** The document a request reads or changes: the first of its path's ids (the project, the timesheet). */
function documentOf(request: Pick<ApiRequest, 'params'>): string | undefined {
  for (const key in request.params) return request.params[key];
  return undefined;
}

/**
 * How long a read waits after a change of its document (one per client). A server whose GET reads a
 * replica (MongoDB's secondaryPreferred, a read model fed by events) shows an update some
 * milliseconds after its 200; the spec says nothing of when a read sees an update, so the run learns
 * that lag, before the checks (engine/fixture-state/read-lag-probe.ts) or from a read-back that missed
 * a change a later read showed, and every read of a document it changed waits it out: a read-back
 * judges what was stored, and a "before" read shows the last restore. Changes are noted from the
 * start, so that the probe's own last write is waited for too.
 */
export class ReadLag {
  private readonly lastChange = new Map<string, number>();
  private lag = 0;
  private unsettledLooks = UNSETTLED_LOOKS;

  /** `notice`: a console line when the run starts to wait (or waits longer). */
  constructor(private readonly notice?: (line: string) => void) {}

  /** The wait after a change, in milliseconds (0: reads never wait). */
  get lagMs(): number {
    return this.lag;
  }

  /** When the last change of `request`'s document was answered (performance.now()), if the run changed it. */
  private changedAt(request: Pick<ApiRequest, 'params'>): number | undefined {
    const document = documentOf(request);
    return document === undefined ? undefined : this.lastChange.get(document);
  }

  /**
   * A read showed a change `seenMs` after it was made (`seen`), or reads came too late after their
   * changes to rule out a lag that long (`bound`: every one showed its change, none soon enough to
   * prove there is no lag): from now on reads wait that long, with a margin.
   */
  learn(seenMs: number, how: 'seen' | 'bound' = 'seen'): void {
    const lag = Math.ceil((MARGIN * seenMs) / 10) * 10;
    if (lag <= this.lag) return;
    this.lag = lag;
    this.notice?.(
      how === 'seen'
        ? `reads lag writes: a GET showed a change only some milliseconds after its 200 (a read replica?); every read of a document the run changed waits ${lag} ms`
        : `reads may lag writes: every read showed its change, but none came soon enough after it to rule a lag out (a busy machine or network); every read of a document the run changed waits ${lag} ms`,
    );
  }

  /** Notes a change sent to a document (any request that is not a read), once its answer came. */
  noteAnswered(request: ApiRequest): void {
    if (sideEffectFree(request)) return;
    const document = documentOf(request);
    if (document !== undefined) this.lastChange.set(document, performance.now());
  }

  /**
   * Before a read: the wait until the lag has passed since the last change of its document, or
   * undefined when there is none (no promise to await: this runs before every request of a run).
   */
  beforeSend(request: ApiRequest): Promise<void> | undefined {
    if (this.lag <= 0 || !sideEffectFree(request)) return undefined;
    const changed = this.changedAt(request);
    const left = changed === undefined ? 0 : changed + this.lag - performance.now();
    return left > 0 ? sleep(left) : undefined;
  }

  /**
   * Whether a read of `request`'s document sent at `readAt` (performance.now()) came soon enough after
   * the last change of it that it may not have shown the change yet (and not before it).
   */
  readSoonAfterChange(request: ApiRequest, readAt: number): boolean {
    const changed = this.changedAt(request);
    // 1 ms either side: an exchange records when it started to the millisecond.
    return changed !== undefined && readAt >= changed - 1 && readAt <= changed + this.lag + LAST_LOOK_MS + 1;
  }

  /**
   * A read that missed a change, seen again at once: the moments (performance.now()) at which to read
   * it again, each a little later after the change and still to come; none when its document was never
   * changed or changed too long ago for a lag to explain it, or the run has stopped looking. `settled`
   * says what the looks found.
   */
  settleTimes(request: ApiRequest): readonly number[] {
    const changed = this.changedAt(request);
    if (changed === undefined || this.unsettledLooks <= 0 || !sideEffectFree(request)) return [];
    const now = performance.now();
    return SETTLE_AT_MS.map((at) => changed + this.lag + at).filter((at) => at > now);
  }

  /**
   * What the looks found: a read that showed the change (its answer's moment), whose lag is learned and
   * returned in milliseconds after the change; or none, which counts against the looks left.
   */
  settled(request: ApiRequest, shownAt: number | undefined): number | undefined {
    const changed = this.changedAt(request);
    if (shownAt === undefined || changed === undefined) {
      this.unsettledLooks -= 1;
      return undefined;
    }
    const seenMs = shownAt - changed;
    // A look that came long after the change (behind other re-checks, or after a wait of an earlier lag
    // learned) bounds the lag too loosely to wait on: the wait stays below a second.
    if (seenMs <= LAST_LOOK_MS) this.learn(seenMs);
    return seenMs;
  }
}
