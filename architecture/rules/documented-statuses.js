// One list of the statuses the spec documents for every operation: an array of exactly 200, 400 and 500 is that list again.
import { homeSchema } from './ast.js';

const DOCUMENTED = [200, 400, 500];

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'the documented statuses have one home' },
    schema: homeSchema,
    messages: { copy: 'the documented statuses written again: use DOCUMENTED_STATUSES from {{home}}' },
  },
  create(context) {
    return {
      ArrayExpression(node) {
        const values = node.elements.map((element) => (element?.type === 'Literal' ? element.value : undefined));
        if (values.length === DOCUMENTED.length && DOCUMENTED.every((status) => values.includes(status)))
          context.report({ node, messageId: 'copy', data: { home: context.options[0].home } });
      },
    };
  },
};
