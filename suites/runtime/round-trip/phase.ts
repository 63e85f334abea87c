import type { Exchange } from '../../../engine/exchange.js';
import { violates } from '../../../engine/message.js';
import type { RoundTripOutcome } from '../../../engine/results/round-trip.js';
import type { Covered, Variant } from '../../../generators/round-trip/value-classes.js';
import type { RequirementId } from '../../../specs/requirements.js';
import type { RequestSchemaName } from '../../../specs/schemas/index.js';
import { okBody } from '../fixtures.js';
import { explainedByStatusDefault } from '../request-default.js';
import type { ScenarioContext } from '../scenario-context.js';
import { statusOf } from '../statuses.js';
import type { Item } from './batches.js';
import { alreadyStored, comeback, shown, type Comeback } from './judge.js';
import { valueAt } from './paths.js';
import { readName } from '../../../engine/read-name.js';

/** How the phase talks to one target: sends a body, reads the document back (absent for people: the answer is the record). */
export interface Target {
  readonly schema: RequestSchemaName;
  /** The operation's persistence requirement (its profile's `persists`): what a lost class fails. */
  readonly persists: RequirementId;
  /**
   * What judges the 200 answer of an update (its profile's `answers`, a SHOULD): a class it does not
   * show as sent is a warning, persistence being what the read-back shows. Absent (an add): the
   * answer is the record, judged under `persists`.
   */
  readonly answers?: RequirementId;
  /** "project p1": said in messages. */
  readonly noun: string;
  readonly send: (body: Record<string, unknown>, purpose: string) => Promise<Exchange>;
  readonly readBack?: (purpose: string) => Promise<Exchange>;
  /** After an accepted request (a person added is removed again). */
  readonly afterAccepted?: (answer: Record<string, unknown>) => Promise<void>;
  /** Builds the body of a request from its items (required fields of an add, references made safe). */
  readonly bodyOf: (items: readonly Item[]) => Record<string, unknown>;
  /** Why a value may not be sent (the staging rule for statuses, safe-status.ts), under which requirement; undefined: it may. */
  readonly withheld?: (body: Record<string, unknown>) => { readonly reason: string; readonly requirement: RequirementId } | undefined;
}

const bodyOfItems = (items: readonly Item[]) => Object.fromEntries(items.map((item) => [item.field, item.variant.value]));

const outcomeOf = (comeback: Comeback | undefined): RoundTripOutcome =>
  comeback === 'different' ? 'lost' : comeback === 'normalised' ? 'normalised' : 'stored';

/**
 * One document (the 200 answer, `answer`, or the read-back) judged for one class; the status default of a
 * timesheet read explained. A class the answer of an update does not show as sent is a warning under
 * the target's `answers`; anywhere else, a failure under its `persists`.
 */
function judgeIn(
  ctx: ScenarioContext,
  target: Target,
  covered: Covered,
  body: Record<string, unknown>,
  where: string,
  exchange: Exchange,
  answer: boolean,
): Comeback | undefined {
  const document = okBody(exchange);
  if (!document) return undefined;
  const result = comeback(target.schema, covered, body, document);
  const back = valueAt(document, covered.path);
  const sent = valueAt(body, covered.path);
  if (result === 'different' && !answer && explainedByStatusDefault(covered.path, back)) {
    ctx.report({
      verdict: 'observe',
      requirement: 'TIMESHEET.STATUS.DEFAULT',
      message: `${where} shows status ${JSON.stringify(back)} where ${JSON.stringify(sent)} was set: "default draft" applied to a PATCH without status`,
    });
    return undefined;
  }
  if (result === 'same') return result;
  // Worded only for a report: a class that came back as sent (most) says nothing, and shown()
  // serialises the whole value (10,000 characters for the longest class).
  const sentAs = covered.label === shown(sent) ? covered.label : `${covered.label} (${shown(sent)})`;
  const what = `${where} showing ${covered.path} as ${shown(back)} where ${sentAs} was sent to ${target.noun}`;
  const shows = answer ? target.answers : undefined;
  if (result === 'different' && shows) ctx.report({ verdict: 'warn', requirement: shows, exchange, counterexample: body, message: violates(shows, what) });
  else if (result === 'different')
    ctx.report({ verdict: 'fail', requirement: target.persists, exchange, counterexample: body, message: violates(target.persists, what) });
  else if (result === 'normalised')
    ctx.report({ verdict: 'warn', requirement: 'VALUE.NORMALISED', exchange, counterexample: body, message: violates('VALUE.NORMALISED', what) });
  return result;
}

/**
 * The deterministic round-trip phase of one target (issue 23): each request sends its items' classes
 * against stored values that differ from them (a different value is set first where one does not),
 * the 200 answer and the read-back are compared with what was sent, a refused request of several
 * fields is sent again one field at a time, and what became of every class goes into the coverage.
 */
export class RoundTripPhase {
  private current: Record<string, unknown> | undefined;
  private readonly said = new Set<string>();

  constructor(
    private readonly ctx: ScenarioContext,
    private readonly target: Target,
    /** Every variant of every field: where a different value to set first is taken from. */
    private readonly variants: ReadonlyMap<string, readonly Variant[]>,
    stored?: Record<string, unknown>,
  ) {
    this.current = stored;
  }

  async run(batches: readonly (readonly Item[])[]): Promise<void> {
    for (const batch of batches) await this.request(batch);
  }

  /** Another variant of the item's field, none of whose covered values equals the item's: what to store first. */
  private different(item: Item): Variant | undefined {
    const sent = { [item.field]: item.variant.value };
    return this.variants
      .get(item.field)
      ?.find(
        (variant) =>
          variant !== item.variant &&
          this.target.withheld?.({ [item.field]: variant.value }) === undefined &&
          item.variant.covers.every((covered) => !alreadyStored(this.target.schema, covered, sent, { [item.field]: variant.value })),
      );
  }

  /** Sets a different value first for the items whose class is what is stored already; false when one has none. */
  private async setDifferent(items: readonly Item[]): Promise<readonly Item[]> {
    const current = this.current;
    if (!current || !this.target.readBack) return items;
    const same = items.filter((item) => item.variant.covers.some((covered) => alreadyStored(this.target.schema, covered, bodyOfItems([item]), current)));
    if (same.length === 0) return items;
    const setup = same.flatMap((item) => {
      const variant = this.different(item);
      return variant ? [{ field: item.field, variant }] : [];
    });
    const lacking = same.filter((item) => !setup.some((set) => set.field === item.field));
    for (const item of lacking) for (const covered of item.variant.covers) this.note(covered, 'not tried');
    if (setup.length > 0) {
      const answer = await this.target.send(this.target.bodyOf(setup), 'store a different value first');
      this.current = okBody(answer) ?? this.current;
    }
    return items.filter((item) => !lacking.includes(item));
  }

  private note(covered: Covered, outcome: RoundTripOutcome): void {
    this.ctx.noteRoundTrip(covered.path, covered.label, outcome);
  }

  /** The items the staging rule lets the phase send; each withheld class is noted "not tried", the reason said once. */
  private sendable(batch: readonly Item[]): readonly Item[] {
    return batch.filter((item) => {
      const withheld = this.target.withheld?.({ [item.field]: item.variant.value });
      if (!withheld) return true;
      for (const covered of item.variant.covers) this.note(covered, 'not tried');
      if (!this.said.has(withheld.reason)) {
        this.said.add(withheld.reason);
        this.ctx.report({ verdict: 'observe', requirement: withheld.requirement, message: `round trip: ${withheld.reason}; that class is not tried` });
      }
      return false;
    });
  }

  private async request(batch: readonly Item[]): Promise<void> {
    const items = await this.setDifferent(this.sendable(batch));
    if (items.length === 0) return;
    const body = this.target.bodyOf(items);
    const covers = items.flatMap((item) => item.variant.covers);
    const answer = await this.target.send(body, `round trip: ${covers.map((covered) => `${covered.path} ${covered.label}`).join(', ')}`);
    const status = answer.response?.status;
    if (status !== undefined && status >= 400 && status < 500) {
      if (items.length > 1) {
        for (const item of items) await this.request([item]);
        return;
      }
      for (const covered of covers) {
        this.note(covered, 'refused');
        this.ctx.report({
          verdict: 'observe',
          requirement: 'ERROR.CONDITIONS',
          message: `${covered.path}: ${covered.label} refused with ${statusOf(answer)} (a limit or condition of the server's own)`,
        });
      }
      return;
    }
    const answered = okBody(answer);
    if (!answered) {
      // A 5xx fails under SERVER.NO_5XX (no-server-error); any other answer is judged by the exchange checks.
      for (const covered of covers) this.note(covered, status !== undefined && status >= 500 ? 'server error' : 'not tried');
      return;
    }
    await this.judge(body, covers, answer);
    await this.target.afterAccepted?.(answered);
  }

  private async judge(body: Record<string, unknown>, covers: readonly Covered[], answer: Exchange): Promise<void> {
    const readBack = await this.target.readBack?.('read the round trip back');
    const stored = okBody(readBack);
    this.current = stored ?? okBody(answer) ?? this.current;
    for (const covered of covers) {
      const answered = judgeIn(this.ctx, this.target, covered, body, 'the 200 answer', answer, true);
      const read =
        readBack && judgeIn(this.ctx, this.target, covered, body, `a later read (${readName(readBack.request, this.ctx.config.baseUrl)})`, readBack, false);
      // What became of the class is what a later read shows; without one (an add, or a read that tells nothing), the answer.
      const outcome = outcomeOf(read ?? answered);
      this.note(covered, outcome);
      if (outcome === 'stored')
        this.ctx.report({ verdict: 'pass', requirement: this.target.persists, message: `${covered.path}: ${covered.label} accepted and stored` });
      if (this.target.answers && answered === 'same')
        this.ctx.report({ verdict: 'pass', requirement: this.target.answers, message: `${covered.path}: ${covered.label} shown in the 200 answer` });
    }
  }
}
