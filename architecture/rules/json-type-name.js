// One reader of a value's JSON type name: `'array'` chosen on `Array.isArray(…)` is that reader written again.
import { isArrayIsArray, oneCopyRule } from './ast.js';

const isArrayName = (node) => node?.type === 'Literal' && node.value === 'array';

/** The `if` a return statement is the branch of (directly or as the only statement of a block). */
const ifOf = (node) => (node.parent.type === 'BlockStatement' && node.parent.body.length === 1 ? node.parent.parent : node.parent);

export default oneCopyRule({
  description: "a value's JSON type name has one home",
  message: "a value's JSON type name written again: use jsonTypeOf from {{home}}",
  visitors: (context, report) => ({
    ConditionalExpression(node) {
      if (isArrayIsArray(node.test) && isArrayName(node.consequent)) report(node);
    },
    ReturnStatement(node) {
      const branch = ifOf(node);
      if (isArrayName(node.argument) && branch.type === 'IfStatement' && isArrayIsArray(branch.test)) report(node);
    },
  }),
});
