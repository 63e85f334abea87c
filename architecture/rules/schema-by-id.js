// One registry of the schemas by $id (the $ref resolver): an entry `[schema.$id, schema]` is that registry built again
// (a map from $id to something else, such as a schema's name, is not a resolver).
import { oneCopyRule } from './ast.js';

const unwrap = (node) => (node?.type === 'TSAsExpression' || node?.type === 'TSNonNullExpression' ? unwrap(node.expression) : node);

export default oneCopyRule({
  description: 'the $ref resolver has one home',
  message: 'the schemas keyed by $id built again: use resolve (schema-walk) from {{home}}',
  visitors: (context, report) => ({
    ArrayExpression(node) {
      const [key, value] = node.elements.map(unwrap);
      const text = (part) => context.sourceCode.getText(part);
      const isId = key?.type === 'MemberExpression' && (key.property.name === '$id' || key.property.value === '$id');
      if (node.elements.length === 2 && isId && value !== undefined && text(key.object) === text(value)) report(node);
    },
  }),
});
