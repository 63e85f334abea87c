// One reader of a 200 answer's body (okBody): `….status === 200 ? ….json …` is that reader written again.
import { oneCopyRule } from './ast.js';

const unchained = (node) => (node.type === 'ChainExpression' ? node.expression : node);

const isStatus200 = (node) =>
  node?.type === 'BinaryExpression' &&
  ['===', '=='].includes(node.operator) &&
  [node.left, node.right].map(unchained).some((side) => side.type === 'MemberExpression' && side.property.name === 'status') &&
  [node.left, node.right].some((side) => side.type === 'Literal' && side.value === 200);

/** The expression reads a `.json` (through casts, optional chains and a call's first argument). */
function readsJson(node) {
  switch (node?.type) {
    case 'MemberExpression':
      return node.property.name === 'json';
    case 'TSAsExpression':
    case 'TSNonNullExpression':
    case 'ChainExpression':
      return readsJson(node.expression);
    case 'CallExpression':
      return readsJson(node.arguments[0]);
    default:
      return false;
  }
}

export default oneCopyRule({
  description: "a 200 answer's body has one reader",
  message: 'the body of a 200 answer read again: use okBody from {{home}}',
  visitors: (context, report) => ({
    ConditionalExpression(node) {
      if (isStatus200(unchained(node.test)) && readsJson(node.consequent)) report(node);
    },
  }),
});
