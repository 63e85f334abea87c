import type { PactMatcher, PactRule, RulePart } from './checked-interaction.js';
import type { PactVersion } from './pact-version.js';

type Json = Record<string, unknown>;

const V2_PARTS: readonly [string, RulePart][] = [
  ['$.body', 'body'],
  ['$.headers', 'header'],
  ['$.header', 'header'],
  ['$.query', 'query'],
  ['$.path', 'path'],
  ['$.status', 'status'],
];

/** A v2 matcher names its kind in `match`, or only carries a regex (`{ "regex": "…" }`). */
function v2Matcher(rule: Json): PactMatcher {
  const match = typeof rule.match === 'string' ? rule.match : typeof rule.regex === 'string' ? 'regex' : 'type';
  return { ...rule, match };
}

/** v2: one flat map, `$.body.budget` → one matcher. */
function v2Rules(rules: Json): PactRule[] {
  return Object.entries(rules).flatMap(([key, rule]) => {
    const found = V2_PARTS.find(([prefix]) => key === prefix || key.startsWith(`${prefix}.`) || key.startsWith(`${prefix}[`));
    if (!found || typeof rule !== 'object' || rule === null) return [];
    const [prefix, part] = found;
    return [{ part, path: `$${key.slice(prefix.length)}`, matchers: [v2Matcher(rule as Json)] }];
  });
}

const matchersOf = (rule: unknown): PactMatcher[] => {
  const matchers = (rule as { matchers?: unknown } | undefined)?.matchers;
  return Array.isArray(matchers) ? matchers.filter((matcher): matcher is PactMatcher => typeof matcher?.match === 'string') : [];
};

/** v3 and v4: by part, then by path (`path` and `status` may hold their matchers directly). */
function v3Rules(rules: Json): PactRule[] {
  return Object.entries(rules).flatMap(([part, byPath]) => {
    if (typeof byPath !== 'object' || byPath === null) return [];
    if ('matchers' in byPath) return [{ part: part as RulePart, path: '$', matchers: matchersOf(byPath) }];
    return Object.entries(byPath as Json).map(([path, rule]) => ({ part: part as RulePart, path, matchers: matchersOf(rule) }));
  });
}

/** The matching rules of a request or response, in one shape whatever the pact version. */
export function readRules(message: Json, version: PactVersion): PactRule[] {
  const rules = message.matchingRules;
  if (typeof rules !== 'object' || rules === null) return [];
  return version === 2 ? v2Rules(rules as Json) : v3Rules(rules as Json);
}
