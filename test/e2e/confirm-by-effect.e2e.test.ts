import { describe, expect, it } from 'vitest';
import { runInProcess } from '../../proof/run-variant.js';

// Issue 33: a failure whose evidence is a change on the server is confirmed by reading it again, never
// by sending the write again. Here the write moves the fixture project to another organisation: sent
// again, it would be refused (the project is no longer the caller's) and the failure would look flaky.
describe('confirm by effect (project-org-writable)', () => {
  const run = () => runInProcess({ faults: ['project-org-writable'] }, { only: ['invalid-payloads-rejected'] });

  it('a stored org that moves the project is a failure, never flaky, the same on every run of the seed', async () => {
    const [first, second] = [await run(), await run()];
    for (const { report, code } of [first, second]) {
      expect(code).toBe(1);
      expect(report.summary.flaky).toBe(0);
      const failed = report.results.filter((result) => result.status === 'failed');
      expect(failed.map((result) => [result.check, result.requirement])).toEqual([['invalid-payloads-rejected', 'PROJECT.UPDATE.RESPONSE_ONLY']]);
      expect(failed[0]?.message).toMatch(/org is response-only .*the caller can no longer read the project it was sent to: the read after it answered 400/);
      // The move cannot be undone through the API: listed, never hidden.
      expect(report.restore?.leftovers.join('\n')).toMatch(/^project \S+ was not restored: the restore answered HTTP 400/);
    }
    const verdicts = (report: (typeof first)['report']) =>
      report.results.map((result) => [result.check, result.operation, result.requirement, result.status, result.message]);
    expect(verdicts(second.report)).toEqual(verdicts(first.report));
  }, 120_000);
});
