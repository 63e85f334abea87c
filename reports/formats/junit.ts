import { createRequire } from 'node:module';
import type junitModule from 'junit-report-builder';
import type { Builder, TestCase, TestSuite } from 'junit-report-builder';
import { requirement } from '../../specs/requirements.js';
import type { Observation, Result, RunReport } from '../../engine/report/model.js';
import { readPathText } from '../common/read-path-text.js';
import { countsText, detailText } from '../common/detail-text.js';
import { operationLabel, resultName } from '../common/labels.js';
import { acceptanceText, changeTag, entryProblems } from '../common/gates-text.js';
import { sortedUnique } from '../common/order.js';
import { byOperation, observationsOf, overallVerdict } from '../common/outcome.js';
import { STANDING_TITLES, standingLines } from '../common/unassessed-text.js';
import { checksLine, coverageLine, notObservable, requirementTally, requirementsLine, tallyParts } from '../common/totals.js';

type XmlElement = ReturnType<TestCase['build']>;

// Required, not imported: Node 20's ESM loader lexes every CommonJS file an import loads (lodash's
// 540 KB among them) to find its exports, about 0.1 s of CPU a run that require() does not spend.
const junitLoaded = createRequire(import.meta.url)('junit-report-builder') as typeof junitModule;

/** The package is CommonJS (`module.exports = builder`) typed as an ES default export: accept both. */
const junit = ((junitLoaded as unknown as { default?: Builder }).default ?? junitLoaded) as Builder;

/** CDATA cannot contain "]]>"; xmlbuilder only splits the first one, so break them all here. */
const cdataSafe = (text: string) => text.split(']]>').join(']] >');

/**
 * junit-report-builder 5 writes a bare <skipped/>; Jenkins, GitLab and GitHub annotations show the
 * message attribute, and "skips say why", so the reason is added to the element it builds.
 */
function skipWithReason(testCase: TestCase, reason: string): void {
  testCase.skipped();
  const build = testCase.build.bind(testCase);
  testCase.build = (parent) => {
    const element = build(parent);
    const skipped = element.children.find((child) => (child as { name?: string }).name === 'skipped') as XmlElement | undefined;
    skipped?.att('message', reason);
    return element;
  };
}

function addTestCase(suite: TestSuite, result: Result, observations: readonly Observation[]): void {
  // Its unit's measured wall time, in seconds as JUnit counts; 0 for a check judged on other units' exchanges.
  const testCase = suite
    .testCase()
    .className(result.requirement)
    .name(resultName(result))
    .time(Number(((result.durationMs ?? 0) / 1000).toFixed(3)));
  const out = [`Findings: ${countsText(result.counts)}`, ...observations.map((observation) => `OBSERVED: ${observation.message}`)];
  if (result.status === 'failed') {
    const { level, sentence } = requirement(result.requirement);
    testCase
      .failure(result.message, `${level} ${result.requirement}`)
      .stacktrace(cdataSafe(`${detailText(result)}\n\nThe spec states (${result.requirement}): ${sentence}`));
  }
  if (result.status === 'skipped') skipWithReason(testCase, result.message);
  // Not a verdict on the server: a skip (CI tools show its reason), marked as such in system-out.
  if (result.status === 'not-assessable') {
    skipWithReason(testCase, result.message);
    out.unshift('NOT ASSESSABLE (not a verdict on the server)');
  }
  // An accepted failure is a skip with its reason: a <failure> would fail the CI job the team chose
  // not to fail, and a pass would hide a MUST violation; CI tools list skips with their message.
  if (result.status === 'accepted') {
    skipWithReason(testCase, `${acceptanceText(result)} — ${result.message}`);
    out.unshift(`ACCEPTED DEVIATION: ${acceptanceText(result)}\n${detailText(result)}`);
  }
  if (result.status === 'warning') out.unshift(`WARNING: ${detailText(result)}`);
  // A flaky failure (not seen again when re-checked) passes the test case, as Surefire's reruns do; both observations in system-out.
  if (result.status === 'flaky') out.unshift(`FLAKY (not seen again when re-checked): ${detailText(result)}`);
  // The XSD CI tools validate against has no testcase properties: the change goes in system-out.
  if (result.change) out.unshift(`${changeTag(result)} since the previous run`);
  testCase.standardOutput(cdataSafe(out.join('\n')));
}

/** The run's identity on every suite (JUnit has no report-level properties). */
function addRunProperties(suite: TestSuite, { tool, run }: RunReport): void {
  suite
    .property('seed', String(run.seed))
    .property('baseUrl', run.baseUrl)
    .property('numRuns', String(run.numRuns))
    .property('suiteVersion', tool.version)
    .property('specSha256', tool.specSha256)
    .property('suiteSha256', tool.suiteSha256)
    .property('catalogueVersion', tool.catalogueVersion);
  suite.property('profile', run.profile ?? 'default');
  if (run.incomplete) suite.property('incomplete', run.incomplete);
  if (run.shard) suite.property('shard', run.shard);
  const reads = readPathText({ run });
  if (reads) suite.property('readPath', reads);
}

/** Coverage, acceptance and comparison figures of the run, as properties (JUnit's only place for them). */
function addGateProperties(suite: TestSuite, report: RunReport): void {
  // The same totals as every other format: requirements by verdict, then checks, then coverage.
  suite.property('verdict', overallVerdict(report).headline).property('requirements', requirementsLine(report)).property('checks', checksLine(report));
  for (const part of tallyParts(requirementTally(report))) suite.property(`requirements.${part.verdict}`, String(part.count));
  const requirements = report.coverage?.requirements;
  if (requirements) {
    suite
      .property('coverage', coverageLine(report) ?? '')
      .property('coverage.requirements.percent', String(requirements.percent))
      .property('coverage.requirements.exercised', String(requirements.exercised))
      .property('coverage.requirements.total', String(requirements.total))
      .property('coverage.requirements.notObservable', String(notObservable(requirements.total)));
    const lines = standingLines(report);
    for (const key of Object.keys(STANDING_TITLES) as (keyof typeof STANDING_TITLES)[])
      for (const line of lines[key]) suite.property(`requirements.${key}`, line);
  }
  for (const gate of report.gates ?? []) suite.property(gate.passed ? 'gate.passed' : 'gate.failed', `${gate.gate}: ${gate.figure}`);
  if (report.summary.accepted !== undefined) suite.property('accepted', String(report.summary.accepted));
  if (report.summary.flaky !== undefined) suite.property('flaky', String(report.summary.flaky));
  for (const problem of entryProblems(report)) suite.property('accept-file', problem);
  const { comparison } = report;
  if (comparison)
    suite
      .property('comparison.previous', comparison.previous)
      .property('comparison.new', String(comparison.new))
      .property('comparison.still', String(comparison.still))
      .property('comparison.fixed', String(comparison.fixed.length));
}

/** This operation's coverage (documented statuses, fields, enum values, bounds) as properties. */
function addOperationCoverage(suite: TestSuite, report: RunReport, operation: string): void {
  const coverage = report.coverage?.operations.find((item) => item.operation === operation);
  if (!coverage) return;
  suite
    .property('coverage.statuses.seen', coverage.documentedStatusesSeen.join(','))
    .property('coverage.statuses.missing', coverage.documentedStatusesMissing.join(','))
    .property('coverage.fields.valid', coverage.fieldsSentValid.join(','))
    .property('coverage.fields.invalid', coverage.fieldsSentInvalid.join(','))
    .property('coverage.fields.neverSent', coverage.fieldsNeverSent.join(','))
    .property('coverage.enumValues', coverage.enumValuesAccepted.join(','))
    .property('coverage.boundaries', coverage.boundaries.join('; '));
}

function addSuite(builder: Builder, report: RunReport, operation: string, results: readonly Result[]): void {
  const suite = builder.testSuite().name(operationLabel(operation)).timestamp(report.run.startedAt);
  addRunProperties(suite, report);
  addGateProperties(suite, report);
  addOperationCoverage(suite, report, operation);
  const observations = report.observations.filter((observation) => observation.operation === operation);
  // Properties come first in the XML: warnings there are visible in CI tools that hide system-out.
  for (const result of results.filter(({ status }) => status === 'warning')) suite.property('warning', `${resultName(result)}: ${result.message}`);
  for (const result of results.filter(({ status }) => status === 'flaky')) suite.property('flaky', `${resultName(result)}: ${result.message}`);
  const unmatched = observations.filter((observation) => !results.some((result) => result.check === observation.check));
  for (const observation of unmatched) suite.property('observation', `${observation.check}: ${observation.message}`);
  for (const result of results) addTestCase(suite, result, observationsOf(result, observations));
}

/** The run's wall time in seconds, three decimals (0 when the report's instants cannot be read). */
function runSeconds({ run }: RunReport): string {
  const ms = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
  return (Number.isFinite(ms) && ms > 0 ? ms / 1000 : 0).toFixed(3);
}

/**
 * The gates as test cases of their own suite: a CI tool that reads only JUnit fails the build on a
 * failed gate as the exit status does, and shows its figure.
 */
function addGateSuite(builder: Builder, report: RunReport): void {
  const gates = report.gates ?? [];
  if (gates.length === 0) return;
  const suite = builder.testSuite().name('gates').timestamp(report.run.startedAt);
  addRunProperties(suite, report);
  suite.property('verdict', overallVerdict(report).headline);
  for (const gate of gates) {
    const testCase = suite.testCase().className('gate').name(gate.gate).time(0);
    if (!gate.passed) testCase.failure(cdataSafe(`${gate.gate}: ${gate.figure}`), 'gate');
    else testCase.standardOutput(cdataSafe(gate.figure));
  }
}

/**
 * junit.xml: one testsuite per operation ("*" for checks not tied to one), one testcase per check and
 * operation, classname the requirement id. Failures carry message, evidence and reproduction.
 */
export function renderJunit(report: RunReport): string {
  const builder = junit.newBuilder().name(`${report.tool.name} ${report.run.baseUrl}`);
  const groups = byOperation(report.results);
  for (const operation of sortedUnique([...groups.keys(), ...report.observations.map((observation) => observation.operation)])) {
    addSuite(builder, report, operation, groups.get(operation) ?? []);
  }
  addGateSuite(builder, report);
  // The builder has no time on <testsuites>: the run's wall time goes there (not the sum of the testcases', which overlap).
  return builder.build().replace(/<testsuites\b/, `<testsuites time="${runSeconds(report)}"`);
}
