import { setTimeout as sleep } from 'node:timers/promises';
import { sideEffectFree, type ApiRequest } from '../../engine/http/api-request.js';

/** The document a request reads or changes: the first of its path's ids (the project, the timesheet). */
function documentOf(request: Pick<ApiRequest, 'params'>): string | undefined {
  for (const key in request.params) return request.params[key];
  return undefined;
}

/**
 * How long the run's reads wait after a change of their document (one per run, shared by its units).
 * A server whose GET reads a replica (MongoDB's secondaryPreferred, a read model fed by events) shows
 * an update some milliseconds after its 200; the spec says nothing of when a read sees an update, so
 * the run measures that lag before the checks (engine/fixture-state/read-lag-probe.ts) and waits it
 * out before every read of a document it has changed: a read-back judges what was stored, and a
 * "before" read shows the last restore. With no lag found, nothing waits.
 */
export class ReadLag {
  private readonly lastChange = new Map<string, number>();

  /** `lagMs`: what the probe found (0 or undefined: no lag, or none measured). */
  constructor(readonly lagMs = 0) {}

  /** Notes a change sent to a document (any request that is not a read), once its answer came. */
  noteSent(request: ApiRequest): void {
    if (this.lagMs <= 0 || sideEffectFree(request)) return;
    const document = documentOf(request);
    if (document !== undefined) this.lastChange.set(document, performance.now());
  }

  /**
   * Before a read (a check's, or the re-check of a failure): the wait until the lag has passed since
   * the last change of its document, or undefined when there is none (no promise to await: this runs
   * before every request of a run).
   */
  beforeSend(request: ApiRequest): Promise<unknown> | undefined {
    if (this.lagMs <= 0 || !sideEffectFree(request)) return undefined;
    const document = documentOf(request);
    const changed = document === undefined ? undefined : this.lastChange.get(document);
    const left = changed === undefined ? 0 : changed + this.lagMs - performance.now();
    return left > 0 ? sleep(left) : undefined;
  }
}
