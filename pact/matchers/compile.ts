import { MatchersV3, type Matcher, type Rule } from '@pact-foundation/pact';
import { exampleOf } from '../../generators/valid/examples.js';
import { isAnyValue, isNever, itemsOf, objectOf, propertiesOf, requiredOf, resolve, type SchemaNode } from '../../specs/schema-walk/node.js';
import { isArrayNode, isObjectNode } from '../../specs/schema-walk/walk.js';
import { ANY_VALUE_PATTERN } from './patterns.js';
import { anyChildPath, childPath, itemsPath, ROOT_PATH } from './paths.js';
import { scalarMatcher } from './scalars.js';
import { branchesOf, commonObject } from './union.js';

const { atLeastLike, regex } = MatchersV3;

/**
 * A body for a Pact interaction: `body` is the template handed to `jsonBody` (example values with
 * Pact matchers inside), `rules` the matching rules Pact's DSL cannot express inside a template,
 * added with the builder's `matchingRules`.
 */
export interface CompiledBody {
  readonly body: unknown;
  readonly rules: Rule[];
}

export interface CompileOptions {
  /** Top-level properties the contract requires (default: the schema's `required`). */
  readonly present?: readonly string[];
  /** Example values of top-level properties (e.g. the values a request sent, echoed back). */
  readonly examples?: Readonly<Record<string, unknown>>;
}

interface Context {
  readonly rules: Rule[];
  readonly examples: Readonly<Record<string, unknown>>;
}

const valuesRule = (): Matcher<unknown> => ({ 'pact:matcher:type': 'values' });

/**
 * Compiles a JSON Schema into a Pact body, so the contract says what the spec says and no more:
 * - an object with required properties lists exactly those (Pact then requires them, extra fields
 *   allowed); its optional properties are left out, since Pact cannot say "optional";
 * - an object without required properties gets Pact's `values` rule: each property present must
 *   match its own matcher, none is required, and any other property is accepted (a catch-all rule);
 * - arrays are `eachLike` with a minimum of 0 (Pact's atLeastLike(item, 0, 1)): empty arrays conform;
 * - a union of object shapes becomes what all shapes share; any other union accepts any value;
 * - scalars: see scalarMatcher.
 */
export function compileSchema(node: SchemaNode, options: CompileOptions = {}): CompiledBody {
  const rules: Rule[] = [];
  const body = compileNode(node, ROOT_PATH, { rules, examples: options.examples ?? {} }, options.present);
  return { body, rules: mergedByPath(rules) };
}

/** One rule per path: the DSL keeps only the last rule given for a path. */
function mergedByPath(rules: readonly Rule[]): Rule[] {
  const byPath = new Map<string, Matcher<unknown>[]>();
  for (const rule of rules) byPath.set(rule.path ?? ROOT_PATH, [...(byPath.get(rule.path ?? ROOT_PATH) ?? []), ...rule.rules]);
  return [...byPath].map(([path, matchers]) => ({ path, rules: matchers }));
}

function compileNode(node: SchemaNode, path: string, ctx: Context, present?: readonly string[], example?: unknown): unknown {
  const resolved = resolve(node);
  const branches = branchesOf(resolved);
  const shape = branches ? commonObject(branches) : resolved;
  if (shape === undefined || isAnyValue(shape)) return anyValue(branches?.[0] ?? resolved, path, ctx, example);
  if (isObjectNode(shape)) return compileObject(shape, path, ctx, present);
  if (isArrayNode(shape)) return atLeastLike(compileNode(itemsOf(shape), itemsPath(path), ctx), 0, 1);
  return scalarMatcher(objectOf(shape), example ?? exampleOf(shape), path, ctx.rules);
}

function anyValue(node: SchemaNode, path: string, ctx: Context, example: unknown): unknown {
  ctx.rules.push({ path, rules: [regex(ANY_VALUE_PATTERN, '')] });
  return example ?? exampleOf(node);
}

function compileObject(node: SchemaNode, path: string, ctx: Context, present?: readonly string[]): Record<string, unknown> {
  const properties = Object.entries(propertiesOf(node)).filter(([, schema]) => !isNever(schema));
  const required = present ?? requiredOf(node);
  // Only the root's examples are caller-given (the fields a request sent); deeper values are derived.
  const exampleFor = (name: string) => (path === ROOT_PATH ? ctx.examples[name] : undefined);
  const member = (name: string, schema: SchemaNode) => compileNode(schema, childPath(path, name), ctx, undefined, exampleFor(name));
  if (required.length > 0) {
    const declared = Object.fromEntries(properties);
    return Object.fromEntries(required.map((name) => [name, member(name, declared[name] ?? true)]));
  }
  ctx.rules.push({ path, rules: [valuesRule()] }, { path: anyChildPath(path), rules: [regex(ANY_VALUE_PATTERN, '')] });
  return Object.fromEntries(properties.map(([name, schema]) => [name, member(name, schema)]));
}
