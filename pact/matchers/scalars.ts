import { MatchersV3, type Matcher, type Rule } from '@pact-foundation/pact';
import { enumOf, numberKeyword, stringKeyword, typesOf, type SchemaObject } from '../../specs/schema-walk/node.js';
import { DATE_TIME_PATTERN, enumPattern, minLengthPattern } from './patterns.js';

const { like, integer, number, regex } = MatchersV3;

/** Pact's type matcher as a rule of its own (the companion of a regex that alone would not check the type). */
export const typeRule = (): Matcher<unknown> => ({ 'pact:matcher:type': 'type' });

/**
 * The matcher of a scalar schema node, with `example` as the value the mock server answers:
 * an enum is a regex of its alternatives, a date-time the RFC 3339 regex, a pattern itself, a
 * minimum length (ObjectId) a length regex plus a type rule; integers `integer`, numbers `number`
 * (int or float, as JSON numbers are), other strings and booleans `like` (same JSON type).
 */
export function scalarMatcher(node: SchemaObject, example: unknown, path: string, rules: Rule[]): unknown {
  const values = enumOf(node);
  if (values) return regex(enumPattern(values), String(example));
  if (stringKeyword(node, 'format') === 'date-time') return regex(DATE_TIME_PATTERN, String(example));
  const pattern = stringKeyword(node, 'pattern') ?? lengthPattern(node);
  if (pattern !== undefined) {
    rules.push({ path, rules: [typeRule()] });
    return regex(pattern, String(example));
  }
  const [type] = typesOf(node);
  if (type === 'integer') return integer(example as number);
  if (type === 'number') return number(example as number);
  return like(example);
}

function lengthPattern(node: SchemaObject): string | undefined {
  const min = numberKeyword(node, 'minLength');
  return min === undefined || min === 0 ? undefined : minLengthPattern(min);
}
