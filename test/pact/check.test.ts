import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/main.js';
import { checkPact } from '../../pact/check/check-pact.js';
import { pactVersion } from '../../pact/check/pact-version.js';
import { committedPactFile } from '../../pact/names.js';
import { readPactFile } from '../../pact/pact-file/read-pact-file.js';
import type { RunReport } from '../../engine/report/model.js';
import type { RequirementId } from '../../specs/requirements.js';
import { workDir } from '../support/work-dir.js';

const fixture = (name: string) => join(dirname(fileURLToPath(import.meta.url)), 'fixtures', name);
const failed = (report: RunReport) => report.results.filter((result) => result.status === 'failed');
const warned = (report: RunReport) => report.results.filter((result) => result.status === 'warning');

describe('pact check', () => {
  it("accepts the project's own pact: no contradiction, only the deprecation of the operations it uses", () => {
    const report = checkPact(committedPactFile());
    expect(failed(report)).toEqual([]);
    expect(warned(report).map((result) => result.requirement)).toEqual(Array(4).fill('GEN.DEPRECATED'));
  });

  it.each<[string, string, RequirementId, string]>([
    ['bad-request-body.json', 'pact-request-body', 'PERSON.RATE', 'adding a person with a negative rate'],
    ['response-violates-schema.json', 'pact-response-body', 'PROJECT.STATUS', 'reading an archived project'],
    ['status-201.json', 'pact-response-status', 'STATUS.SUCCESS', 'adding a person answered 201'],
    ['unknown-operation.json', 'pact-operation', 'VERSION.DEPRECATED_OPERATIONS', 'replacing a project'],
    ['matcher-contradiction.json', 'pact-matchers', 'PROJECT.STATUS', "listing a project's status"],
    ['v2-format.json', 'pact-matchers', 'PERSON.PERMISSION', 'adding an owner'],
    ['v3-format.json', 'pact-matchers', 'PROJECT.DATES', 'reading when a project was created'],
  ])('%s: flags exactly the planted contradiction (%s, %s)', (file, check, requirement, description) => {
    const contradictions = failed(checkPact(fixture(file)));
    expect(contradictions.map((result) => [result.check, result.requirement])).toEqual([[`${check} [${description}]`, requirement]]);
    expect(contradictions[0]?.message).toMatch(/^Received .+\. The spec states: .+/);
  });

  it('warns, without failing, on reliance on what the spec does not show', () => {
    const report = checkPact(fixture('unspecified-reliance.json'));
    expect(failed(report)).toEqual([]);
    const warnings = warned(report).map((result) => [result.requirement, result.check]);
    expect(warnings).toEqual(
      expect.arrayContaining([
        ['ERROR.OTHER_STATUSES', 'pact-response-status [updating an unknown project]'],
        ['ERROR.OTHER_STATUSES', 'pact-response-status [removing a person who is not on the project]'],
        ['GEN.OTHER_OPERATIONS', 'pact-unshown-shape [listing projects]'],
        ['ERROR.CONDITIONS', 'pact-error-code [refusing a negative budget with a known code]'],
        ['GEN.DEPRECATED', 'pact-deprecated-operation'],
      ]),
    );
  });

  it('warns once per deprecated operation, whatever the number of interactions using it', () => {
    const deprecations = warned(checkPact(fixture('unspecified-reliance.json'))).filter((result) => result.requirement === 'GEN.DEPRECATED');
    expect(deprecations.map((result) => result.operation).sort()).toEqual([
      'DELETE /projects/{projectId}/people/{personId}',
      'GET /projects',
      'PATCH /projects/{projectId}',
    ]);
  });

  it.each([
    ['v2-format.json', 2],
    ['v3-format.json', 3],
    ['bad-request-body.json', 4],
  ])('reads %s as a version %i pact', (file, version) => {
    expect(pactVersion(readPactFile(fixture(file)), file)).toBe(version);
  });
});

describe('pm-conformance pact check', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const run = async (args: string[]) => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const code = await main(['node', 'pm-conformance', 'pact', 'check', ...args]);
    return { code, stderr: err.mock.calls.map(([chunk]) => String(chunk)).join('') };
  };

  it("writes the run's report formats, with run.kind pact-check, and exits 1 on a contradiction", async () => {
    const dir = workDir();
    expect((await run([fixture('status-201.json'), '--report-dir', dir])).code).toBe(1);
    for (const name of ['report.json', 'junit.xml', 'ctrf.json', 'summary.md', 'report.html']) expect(existsSync(join(dir, name))).toBe(true);
    expect((JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as RunReport).run.kind).toBe('pact-check');
  });

  it('exits 0 when there are only warnings', async () => {
    expect((await run([fixture('unspecified-reliance.json'), '--report-dir', workDir()])).code).toBe(0);
  });

  it.each([
    ['malformed JSON', fixture('malformed.json'), /is not valid JSON/],
    ['a missing file', fixture('no-such-pact.json'), /cannot read pact file .*ENOENT/],
    ['a JSON file that is no pact', join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json'), /has no "interactions" array/],
  ])('refuses %s with one line and exit 2', async (_name, file, message) => {
    const { code, stderr } = await run([file, '--report-dir', workDir()]);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});
