// One reader of a value's JSON type name: `'array'` chosen on `Array.isArray(…)` is that reader written again.
import { homeSchema } from './ast.js';

const isArrayTest = (node) =>
  node?.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.object.name === 'Array' && node.callee.property.name === 'isArray';
const isArrayName = (node) => node?.type === 'Literal' && node.value === 'array';

/** The `if` a return statement is the branch of (directly or as the only statement of a block). */
const ifOf = (node) => (node.parent.type === 'BlockStatement' && node.parent.body.length === 1 ? node.parent.parent : node.parent);

export default {
  meta: {
    type: 'suggestion',
    docs: { description: "a value's JSON type name has one home" },
    schema: homeSchema,
    messages: { copy: "a value's JSON type name written again: use jsonTypeOf from {{home}}" },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'copy', data: { home: context.options[0].home } });
    return {
      ConditionalExpression(node) {
        if (isArrayTest(node.test) && isArrayName(node.consequent)) report(node);
      },
      ReturnStatement(node) {
        const branch = ifOf(node);
        if (isArrayName(node.argument) && branch.type === 'IfStatement' && isArrayTest(branch.test)) report(node);
      },
    };
  },
};
