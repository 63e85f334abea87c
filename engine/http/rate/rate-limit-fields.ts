import { parseDictionary, parseList, type BareItem, type InnerList, type Item, type Parameters } from 'structured-headers';

/** A quota of requests per window of seconds, as a server announces it. */
export interface RatePolicy {
  readonly quota: number;
  readonly windowSeconds: number;
}

/** What an answer's header fields say of the server's rate limit (empty when they say nothing). */
export interface RateLimitFields {
  /** Every policy announced; the tightest (fewest requests per second) is the one that binds. */
  readonly policies: readonly RatePolicy[];
  /** Requests left in the current window, and seconds until it resets. */
  readonly remaining?: number;
  readonly resetSeconds?: number;
  /** The field names that said it, for the console ("RateLimit-Policy"). */
  readonly fields: readonly string[];
}

const nonNegative = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);
const integerOf = (text: string | undefined): number | undefined => (text !== undefined && /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : undefined);
const param = (params: Parameters, name: string): number | undefined => nonNegative(params.get(name));

/** Structured fields that do not parse say nothing (a server's typo never stops a run). */
function quietly<T>(parse: () => T): T | undefined {
  try {
    return parse();
  } catch {
    return undefined;
  }
}

const isItem = (member: Item | InnerList): member is Item => !Array.isArray(member[0]);

/**
 * RateLimit-Policy (IETF httpapi ratelimit-headers): a list of policies, each `"name";q=100;w=60`
 * (drafts 08 and later) or `100;w=60` (earlier drafts: the quota is the item itself).
 */
function policiesOf(value: string | undefined): RatePolicy[] {
  if (value === undefined) return [];
  const list = quietly(() => parseList(value)) ?? [];
  return list.filter(isItem).flatMap(([bare, params]: [BareItem, Parameters]) => {
    const quota = param(params, 'q') ?? nonNegative(bare);
    const windowSeconds = param(params, 'w');
    return quota !== undefined && windowSeconds !== undefined && windowSeconds > 0 ? [{ quota, windowSeconds }] : [];
  });
}

/**
 * RateLimit: `"name";r=5;t=30` (drafts 08 and later: remaining and reset of a policy) or
 * `limit=100, remaining=5, reset=30` (draft 07, a dictionary). The tightest remaining wins.
 */
function currentOf(value: string | undefined): { remaining?: number; resetSeconds?: number } {
  if (value === undefined) return {};
  const list = quietly(() => parseList(value)) ?? [];
  const items = list.filter(isItem).filter(([, params]) => params.has('r'));
  if (items.length > 0) {
    const tightest = items
      .map(([, params]) => ({ remaining: param(params, 'r'), resetSeconds: param(params, 't') }))
      .sort((a, b) => (a.remaining ?? 0) - (b.remaining ?? 0))[0];
    return {
      ...(tightest?.remaining === undefined ? {} : { remaining: tightest.remaining }),
      ...(tightest?.resetSeconds === undefined ? {} : { resetSeconds: tightest.resetSeconds }),
    };
  }
  const dictionary = quietly(() => parseDictionary(value));
  if (!dictionary) return {};
  const numberOf = (key: string) => {
    const member = dictionary.get(key);
    return member && isItem(member) ? nonNegative(member[0]) : undefined;
  };
  const remaining = numberOf('remaining');
  const resetSeconds = numberOf('reset');
  return { ...(remaining === undefined ? {} : { remaining }), ...(resetSeconds === undefined ? {} : { resetSeconds }) };
}

const FIELD_NAMES = ['ratelimit-policy', 'ratelimit', 'ratelimit-remaining', 'ratelimit-reset', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
const NOTHING: RateLimitFields = { policies: [], fields: [] };

/** X-RateLimit-Reset is seconds to wait or, from many servers, the epoch second the window resets at. */
function resetOf(value: string | undefined, now: number): number | undefined {
  const number = integerOf(value);
  if (number === undefined) return undefined;
  return number > 1_000_000_000 ? Math.max(0, number - now / 1000) : number;
}

/**
 * The rate limit an answer announces: the IETF fields (RateLimit, RateLimit-Policy, and the
 * RateLimit-Limit/-Remaining/-Reset of early drafts) and the X-RateLimit-* fields many servers send.
 * The IETF fields win where both are given.
 */
export function rateLimitFieldsOf(headers: Readonly<Record<string, string>>, now = Date.now()): RateLimitFields {
  // Most answers say nothing of a limit: one look per field name, no parsing.
  if (FIELD_NAMES.every((name) => headers[name] === undefined)) return NOTHING;
  const fields: string[] = [];
  const policies = policiesOf(headers['ratelimit-policy']);
  if (policies.length > 0) fields.push('RateLimit-Policy');
  let { remaining, resetSeconds } = currentOf(headers.ratelimit);
  if (remaining !== undefined || resetSeconds !== undefined) fields.push('RateLimit');
  for (const prefix of ['ratelimit', 'x-ratelimit']) {
    const limitRemaining = integerOf(headers[`${prefix}-remaining`]);
    const limitReset = resetOf(headers[`${prefix}-reset`], now);
    if (remaining === undefined && limitRemaining !== undefined) {
      remaining = limitRemaining;
      fields.push(prefix === 'ratelimit' ? 'RateLimit-Remaining' : 'X-RateLimit-Remaining');
    }
    if (resetSeconds === undefined && limitReset !== undefined) resetSeconds = limitReset;
  }
  return { policies, ...(remaining === undefined ? {} : { remaining }), ...(resetSeconds === undefined ? {} : { resetSeconds }), fields };
}

/** The requests per second the tightest policy allows, or undefined when none is announced. */
export const policyRate = (policies: readonly RatePolicy[]): number | undefined =>
  policies.length === 0 ? undefined : Math.min(...policies.map((policy) => policy.quota / policy.windowSeconds));
