// One Markdown cell escaper: a replace of `|` alone is that escaper written again.
import { homeSchema, isMethodCall, literalText } from './ast.js';

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'the Markdown cell escaper has one home' },
    schema: homeSchema,
    messages: { copy: 'the Markdown cell escaper written again: use mdCell from {{home}}' },
  },
  create(context) {
    return {
      CallExpression(node) {
        const pattern = node.arguments[0];
        const text = literalText(pattern);
        if (isMethodCall(node, ['replace', 'replaceAll']) && (pattern?.regex ? text === '\\|' : text === '|'))
          context.report({ node, messageId: 'copy', data: { home: context.options[0].home } });
      },
    };
  },
};
