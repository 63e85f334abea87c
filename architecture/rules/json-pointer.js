// One JSON Pointer encoder and decoder (RFC 6901): a replace of `~`, `~0` or `~1` is that escaping written again.
import { isMethodCall, literalText, oneCopyRule } from './ast.js';

const POINTER_ESCAPE = /^~$|~[01]|~\[01\]/;

export default oneCopyRule({
  description: 'JSON Pointer escaping has one home',
  message: 'JSON Pointer escaping (RFC 6901) written again: use escapeSegment / unescapeSegment from {{home}}',
  visitors: (context, report) => ({
    CallExpression(node) {
      if (isMethodCall(node, ['replace', 'replaceAll']) && node.arguments.some((argument) => POINTER_ESCAPE.test(literalText(argument) ?? ''))) report(node);
    },
  }),
});
