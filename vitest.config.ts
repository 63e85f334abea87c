import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests that start the CLI, a whole conformance run, a browser or a packed tarball: minutes in all.
 * Everything else is a unit test that runs in seconds (`npm run test:unit`).
 */
const endToEnd = [
  'test/e2e/**/*.test.ts',
  'test/robustness/**/*.test.ts',
  'test/distribution/**/*.test.ts',
  'test/bench/**/*.test.ts',
  'test/**/cli.test.ts',
  'test/api/api.test.ts',
  'test/reports/html.test.ts',
  'test/pact/verify.test.ts',
];

/** Configuration of the project's own tests (npm test). The conformance suite itself runs in-process, without vitest. */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest's default keeps one core free, i.e. one worker on a 2-core CI machine; most of these tests
    // wait on servers and child processes, so every core gets a worker.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: endToEnd } },
      { extends: true, test: { name: 'e2e', include: endToEnd } },
    ],
  },
});
