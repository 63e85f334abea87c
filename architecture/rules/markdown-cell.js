// One Markdown cell escaper: a replace of `|` alone is that escaper written again.
import { isMethodCall, literalText, oneCopyRule } from './ast.js';

export default oneCopyRule({
  description: 'the Markdown cell escaper has one home',
  message: 'the Markdown cell escaper written again: use mdCell from {{home}}',
  visitors: (context, report) => ({
    CallExpression(node) {
      const pattern = node.arguments[0];
      const text = literalText(pattern);
      if (isMethodCall(node, ['replace', 'replaceAll']) && (pattern?.regex ? text === '\\|' : text === '|')) report(node);
    },
  }),
});
