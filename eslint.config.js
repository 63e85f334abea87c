// House style as a tool (issue 17): type imports written as such, and no promise left floating —
// a floating promise in a check is a finding that can arrive after its unit was folded.
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { architecture } from './architecture/eslint.js';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'reports/out/', 'coverage/', '**/*.js', '**/*.d.ts'] },
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.base],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  // The layer table and the one-copy helpers as lint rules (docs/architecture.md).
  ...architecture,
  prettier,
);
