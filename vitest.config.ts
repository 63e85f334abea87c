import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Configuration of the project's own tests (npm test). The conformance suite itself runs in-process, without vitest. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest's default keeps one core free, i.e. one worker on a 2-core CI machine; most of these tests
    // wait on servers and child processes, so every core gets a worker.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
