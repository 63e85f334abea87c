import { readFile } from 'node:fs/promises';
import { validate } from 'ctrf';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { buildReport } from '../../engine/report/build-report.js';
import { foldUnits, type UnitFindings } from '../../engine/results/collected.js';
import { resultName } from '../../reports/common/labels.js';
import { prepareReport } from '../../reports/common/prepare.js';
import { buildCtrf } from '../../reports/formats/ctrf.js';
import { renderJunit } from '../../reports/formats/junit.js';
import { Recorder } from '../../suites/runtime/recorder.js';
import { buildRunReport } from './fixture.js';
import { xpath } from './helpers.js';

const PROJECT = 'PATCH /projects/{projectId}' as const;
const PEOPLE = 'POST /projects/{projectId}/people' as const;

/** A unit as the session leaves it: its own check's row, an exchange check's row on its traffic, its measured time. */
function unit(check: string, operation: typeof PROJECT | typeof PEOPLE, index: number, durationMs: number): UnitFindings {
  const recorder = new Recorder();
  recorder.add({ check, requirement: 'VALIDATION.REJECT', operation, verdict: 'pass', message: 'refused' });
  recorder.add({ check: 'no-server-error', requirement: 'SERVER.NO_5XX', operation, verdict: 'pass', message: 'no 5xx' });
  return { ...recorder.findings(`${check} ${operation}`, index), startedAt: '2025-03-01T10:00:00.000Z', durationMs };
}

const units = [unit('invalid-payloads-rejected', PROJECT, 0, 1234), unit('invalid-payloads-rejected', PEOPLE, 1, 56)];
const { tool, run } = buildRunReport();
const report = prepareReport(buildReport(foldUnits(units), { tool, run }));
const durationOf = (check: string, operation: string) => report.results.find((result) => result.check === check && result.operation === operation)?.durationMs;

describe('per-test durations', () => {
  it("give each scenario check's result its unit's measured time, none to a check judged on other units' exchanges", () => {
    expect(durationOf('invalid-payloads-rejected', PROJECT)).toBe(1234);
    expect(durationOf('invalid-payloads-rejected', PEOPLE)).toBe(56);
    expect(durationOf('no-server-error', PROJECT)).toBeUndefined();
  });

  it('carry through a fold in any order (shards merged in plan order)', () => {
    const merged = buildReport(foldUnits([...units].reverse()), { tool, run });
    expect(merged.results.map((result) => result.durationMs)).toEqual(report.results.map((result) => result.durationMs));
  });

  it('are the CTRF duration (ms) of each test, still valid CTRF', () => {
    const ctrf = buildCtrf(report);
    expect(validate(ctrf)).toEqual({ valid: true, errors: [] });
    const test = (check: string, operation: string) => ctrf.results.tests.find((item) => item.name === resultName({ check, operation }));
    expect(test('invalid-payloads-rejected', PROJECT)?.duration).toBe(1234);
    expect(test('invalid-payloads-rejected', PEOPLE)?.duration).toBe(56);
    expect(test('no-server-error', PROJECT)?.duration).toBe(0);
  });

  it('are the JUnit testcase time (seconds), still valid against the schema', async () => {
    const xml = renderJunit(report);
    const xsd = await readFile(new URL('./junit.xsd', import.meta.url), 'utf8');
    const valid = await validateXML({ xml: { fileName: 'junit.xml', contents: xml }, schema: { fileName: 'junit.xsd', contents: xsd } });
    expect(valid.errors).toEqual([]);
    const time = (check: string, operation: string) => xpath(xml, `string(//testcase[@name="${resultName({ check, operation })}"]/@time)`);
    expect(await time('invalid-payloads-rejected', PROJECT)).toBe('1.234');
    expect(await time('invalid-payloads-rejected', PEOPLE)).toBe('0.056');
    expect(await time('no-server-error', PROJECT)).toBe('0');
  });
});
