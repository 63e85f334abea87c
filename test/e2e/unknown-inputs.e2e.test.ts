import { describe, expect, it } from 'vitest';
import type { ReferenceOptions } from '../../reference/index.js';
import type { RunReport } from '../../engine/report/model.js';
import { runInProcess, type ProofRun } from '../../proof/run-variant.js';
import { describeFailures, failures } from './run-against.js';

/**
 * The runs judge reports, not the command line (its path is proved by staging-safety and gates):
 * in this process, with the seed and samples of the CLI runs, and the exit status the CLI gives.
 */
const ONLY = { only: ['unknown-query-parameter', 'unknown-references', 'no-server-error'] };

/** The lenient personality's run, shared by the two tests that judge it. */
let lenient: Promise<ProofRun> | undefined;
const runOf = (options: ReferenceOptions): Promise<ProofRun> => {
  if (options.personality !== 'lenient') return runInProcess(options, ONLY);
  lenient ??= runInProcess(options, ONLY);
  return lenient;
};

const observed = (report: RunReport | undefined, check: string) =>
  (report?.observations ?? []).filter((observation) => observation.check === check).map((observation) => `${observation.operation}: ${observation.message}`);

const failedAs = (report: RunReport | undefined) => failures(report).map((result) => `${result.check} ${result.requirement}`);

/** The two checks of issue 16 part A over servers: conforming ones pass, whatever they chose; faults fail. */
describe.concurrent('unknown-query-parameter and unknown-references', () => {
  it.each([
    ['clean (ignores the parameter, refuses unknown references)', {}, /answered 200$/, /answered 400$/],
    ['strict-query (refuses the parameter with 400)', { personality: 'strict-query' }, /answered 400$/, /answered 400$/],
    ['lenient (stores unknown references)', { personality: 'lenient' }, /answered 200$/, /answered 200(; a read shows it stored)?$/],
  ] as const)('%s: no failure, the answers observed', async (_, options, query, reference) => {
    const outcome = await runOf(options as ReferenceOptions);
    expect(describeFailures(outcome.report)).toBe('');
    expect(outcome.code).toBe(0);
    const queries = observed(outcome.report, 'unknown-query-parameter');
    expect(queries).toHaveLength(4);
    for (const line of queries) expect(line).toMatch(query);
    const references = observed(outcome.report, 'unknown-references');
    expect(references.map((line) => line.replace(/\(.*?\)/, '(id)'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PATCH \/projects\/\{projectId\}: a well-formed client the organisation does not hold \(id\)/),
        expect.stringMatching(/^POST \/projects\/\{projectId\}\/people: a well-formed role/),
      ]),
    );
    expect(references).toHaveLength(4);
    for (const line of references) expect(line).toMatch(reference);
  });

  it('lenient: a read shows the unknown client stored, and that is only observed', async () => {
    const outcome = await runOf({ personality: 'lenient' });
    expect(observed(outcome.report, 'unknown-references').filter((line) => line.includes('client'))[0]).toMatch(/a read shows it stored$/);
  });

  it.each([
    ['crash-on-unknown-query', ['no-server-error SERVER.NO_5XX']],
    ['crash-on-unknown-reference', ['no-server-error SERVER.NO_5XX']],
    ['unknown-query-dry-run', ['unknown-query-parameter PROJECT.UPDATE.PERSISTS', 'unknown-query-parameter TIMESHEET.PERSISTS']],
  ] as const)('%s fails as %j', async (fault, expected) => {
    const outcome = await runInProcess({ faults: [fault] }, ONLY);
    expect(outcome.code).toBe(1);
    expect([...new Set(failedAs(outcome.report))].sort()).toEqual([...expected].sort());
  });
});

describe('valid-payloads-accepted at the extremes', () => {
  it('size-limits (refuses 10,000-character strings, deep values, huge numbers): observed as its limits, no warning', async () => {
    const outcome = await runInProcess({ personality: 'size-limits' }, { only: ['valid-payloads-accepted', 'no-server-error'] });
    expect(describeFailures(outcome.report)).toBe('');
    expect((outcome.report?.results ?? []).filter((result) => result.status === 'warning').map((result) => result.message)).toEqual([]);
    const limits = (outcome.report?.observations ?? []).filter((observation) => observation.requirement === 'LIMITS.RATE');
    expect(limits.map((observation) => observation.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^400 for a payload at a size or magnitude a server may limit \(boundary: title: 10,000 characters\)$/),
        expect.stringMatching(/customProperties\/0\/value: value nested 128 levels deep/),
        expect.stringMatching(/budget: largest finite number/),
      ]),
    );
  });
});
