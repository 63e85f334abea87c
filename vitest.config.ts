import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Tests that start a process (the CLI, npm, bash, a browser) or a whole conformance run are end-to-end and
 * say so in their name: minutes in all. Everything else is a unit test that runs in seconds
 * (`npm run test:unit`); test/architecture/test-kinds.test.ts keeps the name and the content in step.
 */
const endToEnd = ['test/**/*.e2e.test.ts'];

/**
 * End-to-end files that spend most of their time waiting, not computing: on timeouts, on a server's
 * rate limit, on a server that stops answering (each file's wall time in a vitest JSON report of a full
 * run against its CPU time read from /proc: a third or less is CPU). `npm test` runs them in a vitest
 * process of their own, one file at a time, beside the other files' two workers: a waiting file no
 * longer holds one of the two workers (each a core) idle for its minutes. A file that computes stays
 * off the list: a third busy process on two cores gains nothing. So does one whose waits depend on
 * the run's speed: pacing.e2e.test.ts proves the adaptive pacing against a token bucket of 150
 * requests a second, which a run slowed by two busy workers beside it does not reach.
 */
export const WAITING = [
  'test/robustness/fault-injection.e2e.test.ts',
  'test/e2e/third-party-mock.e2e.test.ts',
  'test/e2e/earned-verdict.e2e.test.ts',
  'test/robustness/unreachable-at-start.e2e.test.ts',
  'test/robustness/broken-answers.e2e.test.ts',
  'test/robustness/rate-limits.e2e.test.ts',
  'test/robustness/server-dies.e2e.test.ts',
];

const CORES = Math.max(2, availableParallelism());

/**
 * The files that run longest (a vitest JSON report of a full run on a 2-core machine), longest first:
 * the proof's (minutes of in-process runs in four-line files) and those that wait on rate limits and
 * timeouts. vitest starts the files it has no timings of (a fresh CI checkout) largest first, which
 * would leave these to the end, where each runs alone while the other worker idles: they start first
 * instead. A file not named here keeps vitest's order after them.
 */
const LONGEST = [
  /\/test\/e2e\/proof\.e2e\.test\.ts$/,
  /\/test\/e2e\/proof-faults-\d+\.e2e\.test\.ts$/,
  /\/test\/e2e\/personalities-second-seed\.e2e\.test\.ts$/,
  /\/test\/robustness\/fault-injection-commands\.e2e\.test\.ts$/,
  /\/test\/e2e\/earned-verdict\.e2e\.test\.ts$/,
  /\/test\/e2e\/pacing\.e2e\.test\.ts$/,
  /\/test\/robustness\/fault-injection\.e2e\.test\.ts$/,
  /\/test\/e2e\/certify\.e2e\.test\.ts$/,
  /\/test\/e2e\/same-seed-\d+\.e2e\.test\.ts$/,
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((pattern) => pattern.test(file.moduleId));
      return index === -1 ? LONGEST.length : index;
    };
    return sorted.sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b));
  }
}

/** Configuration of the project's own tests (npm test). The conformance suite itself runs in-process, without vitest. */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every test file's temporary directories (workDir) are removed when it ends.
    setupFiles: ['test/support/remove-work-dirs.ts'],
    sequence: { sequencer: LongestFirst },
    // vitest's default keeps one core free, i.e. one worker on a 2-core CI machine; most of these tests
    // wait on servers and child processes, so every core gets a worker. (Two per core starved the
    // timing bounds of the robustness tests on a busy 2-core machine.)
    maxWorkers: CORES,
    projects: [
      // Unit files share one module cache per worker (isolate: false): importing the sources once per
      // worker instead of once per file is most of a unit run's time. A unit test leaves no global state
      // behind (a mock it needs is set up with vi.doMock and a fresh import, and undone after).
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: endToEnd, isolate: false },
      },
      // End-to-end files share one module cache per worker too: each imported the whole engine again (44 s of
      // import in a full run). They leave nothing global behind either: servers and child processes are
      // their own, closed in the file, and a spy is restored after its test.
      {
        extends: true,
        test: { name: 'e2e', include: endToEnd, exclude: WAITING, isolate: false },
      },
      // The waiting end-to-end files (WAITING), as the e2e project runs the others.
      {
        extends: true,
        test: { name: 'e2e-waiting', include: WAITING, isolate: false },
      },
    ],
  },
});
