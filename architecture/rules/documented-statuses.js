// One list of the statuses the spec documents for every operation: an array of exactly 200, 400 and 500 is that list again.
import { oneCopyRule } from './ast.js';

const DOCUMENTED = [200, 400, 500];

export default oneCopyRule({
  description: 'the documented statuses have one home',
  message: 'the documented statuses written again: use DOCUMENTED_STATUSES from {{home}}',
  visitors: (context, report) => ({
    ArrayExpression(node) {
      const values = node.elements.map((element) => (element?.type === 'Literal' ? element.value : undefined));
      if (values.length === DOCUMENTED.length && DOCUMENTED.every((status) => values.includes(status))) report(node);
    },
  }),
});
