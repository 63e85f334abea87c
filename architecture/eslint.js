// The architecture as lint: the layer rule and the one-copy rules, configured from the two tables
// (architecture/layers.js, architecture/one-copy.js). eslint.config.js spreads `architecture`.
import documentedStatuses from './rules/documented-statuses.js';
import jsonObjectCheck from './rules/json-object-check.js';
import jsonPointer from './rules/json-pointer.js';
import jsonTypeName from './rules/json-type-name.js';
import layers from './rules/layers.js';
import markdownCell from './rules/markdown-cell.js';
import okBody from './rules/ok-body.js';
import oneWrapper from './rules/one-wrapper.js';
import schemaById from './rules/schema-by-id.js';
import { OUTSIDE } from './layers.js';
import { ONE_COPY, ONE_WRAPPER } from './one-copy.js';

export const plugin = {
  meta: { name: 'architecture' },
  rules: {
    layers,
    'json-object-check': jsonObjectCheck,
    'json-type-name': jsonTypeName,
    'json-pointer': jsonPointer,
    'documented-statuses': documentedStatuses,
    'schema-by-id': schemaById,
    'ok-body': okBody,
    'markdown-cell': markdownCell,
    'one-wrapper': oneWrapper,
  },
};

/**
 * A test's temporary folder comes from workDir (test/support/work-dir.ts), which removes it when its
 * test file ends: folders made any other way were left behind by every `npm test` (tens of thousands
 * of them, and the tarball test's 80 MB install each time, on a development machine).
 */
const OWN_WORK_DIR = "A test's temporary folder comes from workDir() (test/support/work-dir.ts), which removes it after the file.";
const TEST_WORK_DIRS = {
  files: ['test/**/*.ts'],
  ignores: ['test/support/work-dir.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'CallExpression[callee.name=/^(mkdtemp|mkdtempSync|tmpdir)$/], CallExpression[callee.property.name=/^(mkdtemp|mkdtempSync|tmpdir)$/]',
        message: OWN_WORK_DIR,
      },
      {
        selector: 'Literal[value=/^\\/tmp\\//], TemplateElement[value.raw=/^\\/tmp\\//]',
        message: OWN_WORK_DIR,
      },
    ],
  },
};

/** Every TypeScript file but the root's own and those of the folders outside the layers. */
const LAYERED = { files: ['**/*.ts'], ignores: ['*.ts', ...OUTSIDE.map(({ folder }) => `${folder}/**`)] };

export const architecture = [
  { ...LAYERED, plugins: { architecture: plugin }, rules: { 'architecture/layers': 'error', 'architecture/one-wrapper': ['error', ONE_WRAPPER] } },
  ...ONE_COPY.map(({ rule, home }) => ({
    files: LAYERED.files,
    ignores: [...LAYERED.ignores, home],
    plugins: { architecture: plugin },
    rules: { [`architecture/${rule}`]: ['error', { home }] },
  })),
  TEST_WORK_DIRS,
];
