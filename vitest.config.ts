import { defineConfig } from 'vitest/config';

/** Configuration of the project's own tests (npm test). The conformance suites run through the CLI. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
