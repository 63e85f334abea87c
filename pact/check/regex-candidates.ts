import { sharedAjv } from '../../specs/ajv.js';
import { examplesOf } from '../../generators/valid/examples.js';
import { enumOf, stringKeyword, type SchemaNode } from '../../specs/schema-walk/node.js';

const SAMPLES = 25;
const validators = new WeakMap<object, (value: unknown) => boolean>();

/** Whether a value is valid for a schema node (compiled once per node). */
function validFor(node: SchemaNode, value: unknown): boolean {
  if (typeof node !== 'object') return node;
  let validate = validators.get(node);
  if (!validate) {
    try {
      const compiled = sharedAjv().compile(node);
      validate = (candidate) => compiled(candidate);
    } catch {
      validate = () => true; // a node ajv cannot compile alone is never used to accuse a pact
    }
    validators.set(node, validate);
  }
  return validate(value);
}

/** Text Pact matches a regex against: strings as they are, other values as JSON. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Values a regex matcher on this field would have to match: the pact's own example when the spec
 * allows it, the enum's values, and samples of a format or pattern. Undefined when the field's
 * values are not known well enough to accuse a regex (a free string).
 */
export function regexCandidates(node: SchemaNode, example: unknown): string[] | undefined {
  const values = enumOf(node);
  const constrained = values !== undefined || stringKeyword(node, 'format') !== undefined || stringKeyword(node, 'pattern') !== undefined;
  const own = example !== undefined && validFor(node, example) ? [textOf(example)] : [];
  if (!constrained) return own.length > 0 ? own : undefined;
  return [...own, ...(values ?? examplesOf(node, SAMPLES)).map(textOf)];
}
