import type { SchemaNode } from '../../specs/schema-walk/node.js';
import type { PactMatcher } from './checked-interaction.js';
import { jsonTypeOf } from '../../specs/json-type.js';
import { allowedTypes, typeAllowed } from './json-types.js';
import { regexCandidates } from './regex-candidates.js';

export interface Judgement {
  readonly verdict: 'fail' | 'warn';
  /** What the pact says, for "Received …". */
  readonly what: string;
}

const TYPE_MATCHERS: Readonly<Record<string, readonly string[]>> = {
  number: ['integer', 'number'],
  decimal: ['number'],
  boolean: ['boolean'],
  null: ['null'],
  date: ['string'],
  time: ['string'],
  datetime: ['string'],
  timestamp: ['string'],
};

function judgeRegex(matcher: PactMatcher, node: SchemaNode, example: unknown): Judgement | undefined {
  if (typeof matcher.regex !== 'string') return undefined;
  let pattern: RegExp;
  try {
    pattern = new RegExp(matcher.regex);
  } catch {
    return undefined; // a dialect JavaScript cannot read: never judged
  }
  const candidates = regexCandidates(node, example);
  if (!candidates || candidates.some((candidate) => pattern.test(candidate))) return undefined;
  return { verdict: 'fail', what: `a regex matcher /${matcher.regex}/ that none of the field's allowed values matches` };
}

/**
 * Whether a matcher contradicts the schema of the field it applies to: a matcher no conforming value
 * satisfies is a contradiction; an integer matcher on a number field relies on whole numbers the
 * spec does not promise (a warning). Undefined: nothing to say.
 */
export function judgeMatcher(matcher: PactMatcher, node: SchemaNode, example: unknown): Judgement | undefined {
  const allowed = allowedTypes(node);
  const described = allowed.length > 0 ? allowed.join(' or ') : 'any';
  if (matcher.match === 'type' && example !== undefined && !typeAllowed(allowed, jsonTypeOf(example))) {
    return {
      verdict: 'fail',
      what: `a type matcher whose example is a ${jsonTypeOf(example)} (${JSON.stringify(example).slice(0, 60)}) on a field of type ${described}`,
    };
  }
  if (matcher.match === 'integer' && allowed.length > 0 && !allowed.includes('integer')) {
    return allowed.includes('number')
      ? { verdict: 'warn', what: 'an integer matcher on a number field' }
      : { verdict: 'fail', what: `an integer matcher on a field of type ${described}` };
  }
  const accepted = TYPE_MATCHERS[matcher.match];
  if (accepted && allowed.length > 0 && !accepted.some((type) => allowed.includes(type))) {
    return { verdict: 'fail', what: `a ${matcher.match} matcher on a field of type ${described}` };
  }
  return matcher.match === 'regex' ? judgeRegex(matcher, node, example) : undefined;
}
