// Libraries wrapped once: only the wrapper's file imports the package (static or dynamic import, export-from).
import { fromRoot } from '../layers.js';

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'a wrapped library is imported by its wrapper only' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, helper: { type: 'string' }, home: { type: 'string' } },
          required: ['name', 'helper', 'home'],
          additionalProperties: false,
        },
      },
    ],
    messages: { copy: '{{helper}} ({{name}}) is wrapped once: import it from {{home}}' },
  },
  create(context) {
    const file = fromRoot(context.filename);
    const check = (node) => {
      const specifier = node.source?.type === 'Literal' ? node.source.value : undefined;
      const wrapper = context.options[0].find(({ name }) => specifier === name || specifier?.startsWith?.(`${name}/`));
      if (wrapper !== undefined && wrapper.home !== file) context.report({ node, messageId: 'copy', data: wrapper });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
