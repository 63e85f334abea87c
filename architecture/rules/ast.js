// Small readers of ESLint's AST shared by the one-copy rules.

/** `a.b(...)` where `b` is `name` (or one of the names). */
export const isMethodCall = (node, names) =>
  node?.type === 'CallExpression' && node.callee.type === 'MemberExpression' && !node.callee.computed && [names].flat().includes(node.callee.property.name);

/** `Array.isArray(…)`. */
export const isArrayIsArray = (node) =>
  node?.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'Array' &&
  node.callee.property.name === 'isArray';

/** A string literal's value, a regular expression's source, or undefined. */
export const literalText = (node) => {
  if (node?.type !== 'Literal') return undefined;
  if (node.regex !== undefined) return node.regex.pattern;
  return typeof node.value === 'string' ? node.value : undefined;
};

/** The operands of a chain of `&&` and `||` (parenthesised groups flattened). */
export const operandsOf = (node) => (node.type === 'LogicalExpression' ? [...operandsOf(node.left), ...operandsOf(node.right)] : [node]);

/** The rule's one option: the file that holds the one copy. */
const HOME_SCHEMA = [{ type: 'object', properties: { home: { type: 'string' } }, required: ['home'], additionalProperties: false }];

/**
 * A one-copy rule: `visitors(context, report)` finds a copy; `report(node, data)` says so, naming
 * the home (the rule's option) in `message` as {{home}}.
 */
export const oneCopyRule = ({ description, message, visitors }) => ({
  meta: { type: 'suggestion', docs: { description }, schema: HOME_SCHEMA, messages: { copy: message } },
  create(context) {
    const report = (node, data = {}) => context.report({ node, messageId: 'copy', data: { ...data, home: context.options[0].home } });
    return visitors(context, report);
  },
});
