// Imports point down the layers of architecture/layers.js: never up, sideways only as the table
// allows, never across a seam or into a guarded folder, never into a folder the table does not name.
// The import is resolved against the file's own path, so no spelling of it slips past.
import { dirname, resolve } from 'node:path';
import { fromRoot, GUARDED, floorOf, layerOf, SEAMS, SIDEWAYS } from '../layers.js';

/** The specifier of an import, export-from, dynamic import or `import('…')` type, when it is a literal. */
function specifierOf(node) {
  const source = node.type === 'TSImportType' ? (node.argument?.literal ?? node.argument) : node.source;
  return source?.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
}

/** Why an import from `from` to `to` (paths from the root) breaks the table, or undefined. */
export function breach(from, to) {
  const fromFolder = layerOf(from);
  const toFolder = layerOf(to);
  if (fromFolder === undefined) return { messageId: 'fileOutside', data: { file: from } };
  if (toFolder === undefined) return { messageId: 'targetOutside', data: { to } };
  if (fromFolder !== toFolder) {
    const [below, above] = [floorOf(toFolder), floorOf(fromFolder)];
    if (below > above) return { messageId: 'upward', data: { from: fromFolder, to: toFolder } };
    if (below === above && !SIDEWAYS.some((way) => way.from === fromFolder && way.to === toFolder))
      return { messageId: 'sideways', data: { from: fromFolder, to: toFolder } };
  }
  for (const seam of SEAMS)
    if (seam.from.some((prefix) => from.startsWith(prefix)) && to.startsWith(seam.to) && !seam.except?.test(to))
      return { messageId: 'seam', data: { to: seam.to, why: seam.why } };
  for (const guard of GUARDED)
    if (toFolder === guard.folder && !guard.importedBy.includes(fromFolder))
      return { messageId: 'guarded', data: { from: fromFolder, to: toFolder, why: guard.why } };
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'imports follow the layer table of architecture/layers.js' },
    schema: [],
    messages: {
      fileOutside: '{{file}} is in a folder the layer table (architecture/layers.js) does not name: add its folder to a floor',
      targetOutside: 'imports {{to}}, in a folder the layer table (architecture/layers.js) does not name',
      upward: '{{from}} imports {{to}}, a floor above it: imports point down the layers (architecture/layers.js)',
      sideways: '{{from}} imports {{to}} on its own floor, a direction SIDEWAYS (architecture/layers.js) does not name',
      seam: 'crosses the seam into {{to}}: {{why}}',
      guarded: '{{from}} may not import {{to}}: {{why}}',
    },
  },
  create(context) {
    const from = fromRoot(context.filename);
    const check = (node) => {
      const specifier = specifierOf(node);
      if (specifier === undefined || !specifier.startsWith('.')) return;
      const to = fromRoot(resolve(dirname(context.filename), specifier)).replace(/\.js$/, '.ts');
      const found = breach(from, to);
      if (found !== undefined && found.messageId !== 'fileOutside') context.report({ node, ...found });
    };
    return {
      Program(node) {
        if (layerOf(from) === undefined) context.report({ node, messageId: 'fileOutside', data: { file: from } });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    };
  },
};
