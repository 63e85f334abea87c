// One JSON Pointer encoder and decoder (RFC 6901): a replace of `~`, `~0` or `~1` is that escaping written again.
import { homeSchema, isMethodCall, literalText } from './ast.js';

const POINTER_ESCAPE = /^~$|~[01]|~\[01\]/;

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'JSON Pointer escaping has one home' },
    schema: homeSchema,
    messages: { copy: 'JSON Pointer escaping (RFC 6901) written again: use escapeSegment / unescapeSegment from {{home}}' },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (isMethodCall(node, ['replace', 'replaceAll']) && node.arguments.some((argument) => POINTER_ESCAPE.test(literalText(argument) ?? '')))
          context.report({ node, messageId: 'copy', data: { home: context.options[0].home } });
      },
    };
  },
};
