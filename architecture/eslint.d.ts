// Types of eslint.js, for the architecture tests.
import type { ESLint, Linter } from 'eslint';
export const plugin: ESLint.Plugin;
export const architecture: Linter.Config[];
