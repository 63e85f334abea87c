// One JSON-object guard (isJsonObject): `typeof x === 'object'` and `Array.isArray(x)` on the same
// operand in one logical expression is that guard written again, whichever way round and negated or not.
import { isArrayIsArray, oneCopyRule, operandsOf } from './ast.js';

const unwrapNot = (node) => (node.type === 'UnaryExpression' && node.operator === '!' ? unwrapNot(node.argument) : node);

/** The operand of `typeof X ==/!= 'object'`, or undefined. */
function typeofObjectOperand(node) {
  if (node.type !== 'BinaryExpression' || !['===', '!==', '==', '!='].includes(node.operator)) return undefined;
  const [unary, literal] = node.left.type === 'UnaryExpression' ? [node.left, node.right] : [node.right, node.left];
  return unary.type === 'UnaryExpression' && unary.operator === 'typeof' && literal.type === 'Literal' && literal.value === 'object'
    ? unary.argument
    : undefined;
}

/** The argument of `Array.isArray(X)` (negated or not), or undefined. */
function isArrayOperand(node) {
  const call = unwrapNot(node);
  return isArrayIsArray(call) ? call.arguments[0] : undefined;
}

export default oneCopyRule({
  description: 'the JSON-object guard has one home (isJsonObject)',
  message: 'a copy of the JSON-object guard on `{{operand}}`: use isJsonObject from {{home}}',
  visitors: (context, report) => {
    const text = (node) => context.sourceCode.getText(node);
    return {
      LogicalExpression(node) {
        if (node.parent.type === 'LogicalExpression') return;
        const operands = operandsOf(node);
        const typed = new Set(operands.map(typeofObjectOperand).filter(Boolean).map(text));
        const operand = operands
          .map(isArrayOperand)
          .filter(Boolean)
          .map(text)
          .find((name) => typed.has(name));
        if (operand !== undefined) report(node, { operand });
      },
    };
  },
});
