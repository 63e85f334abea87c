import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests that start a process (the CLI, npm, bash, a browser) or a whole conformance run are end-to-end and
 * say so in their name: minutes in all. Everything else is a unit test that runs in seconds
 * (`npm run test:unit`); test/architecture/test-kinds.test.ts keeps the name and the content in step.
 */
const endToEnd = ['test/**/*.e2e.test.ts'];

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
      // Unit files share one module cache per worker (isolate: false): importing the sources once per
      // worker instead of once per file is most of a unit run's time. A unit test leaves no global state
      // behind (a mock it needs is set up with vi.doMock and a fresh import, and undone after).
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: endToEnd, isolate: false } },
      { extends: true, test: { name: 'e2e', include: endToEnd } },
    ],
  },
});
