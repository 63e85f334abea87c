import { ReportBuilder, TestBuilder, type CTRFReport, type Test, type TestStatus } from 'ctrf';
import type { GateOutcome, Observation, Result, ResultStatus, RunReport } from '../../engine/report/model.js';
import { detailText } from '../common/detail-text.js';
import { operationLabel, resultName } from '../common/labels.js';
import { countStatuses, observationsOf, overallVerdict } from '../common/outcome.js';
import { acceptanceText } from '../common/gates-text.js';
import { checksLine, coverageLine, requirementTally, requirementsLine } from '../common/totals.js';

/**
 * CTRF has no "warning": a warning is "other", with the suite's own status kept in rawStatus. An
 * accepted failure is "skipped" (as in JUnit): not a failure of the gate, not silently passed. A flaky
 * failure (not seen again when re-checked) is "other" with `flaky: true`, CTRF's own mark for it.
 */
const CTRF_STATUS: Record<ResultStatus, TestStatus> = {
  passed: 'passed',
  failed: 'failed',
  skipped: 'skipped',
  warning: 'other',
  accepted: 'skipped',
  'not-assessable': 'other',
  flaky: 'other',
};

function ctrfTest(result: Result, observations: readonly Observation[]): Test {
  const test = new TestBuilder()
    .testId(`${result.requirement} ${resultName(result)}`)
    .name(resultName(result))
    .status(CTRF_STATUS[result.status])
    .rawStatus(result.status)
    .flaky(result.status === 'flaky')
    // Its unit's measured wall time; 0 for a check judged on other units' exchanges (it sends nothing of its own).
    .duration(result.durationMs ?? 0)
    .suite([operationLabel(result.operation)])
    .tags([result.requirement, result.level])
    .labels({ requirement: result.requirement, level: result.level, check: result.check, operation: result.operation })
    .extra({
      counts: result.counts,
      ...(result.reproduction ? { reproduction: result.reproduction } : {}),
      ...(result.acceptance ? { acceptance: result.acceptance } : {}),
      ...(result.change ? { change: result.change } : {}),
    });
  if (result.status === 'accepted') test.message(`${acceptanceText(result)} — ${result.message}`);
  else if (result.status !== 'passed') test.message(result.message);
  if (result.status === 'failed' || result.status === 'warning' || result.status === 'accepted' || result.status === 'flaky') test.trace(detailText(result));
  if (observations.length > 0) test.stdout(observations.map((observation) => `OBSERVED: ${observation.message}`));
  return test.build();
}

/** A gate as a test of the "gates" suite: a failed gate fails in CTRF as it fails the exit status. */
function gateTest(gate: GateOutcome): Test {
  const test = new TestBuilder()
    .testId(`gate ${gate.gate}`)
    .name(`gate ${gate.gate}`)
    .status(gate.passed ? 'passed' : 'failed')
    .duration(0)
    .suite(['gates'])
    .tags(['gate']);
  test.message(gate.figure);
  return test.build();
}

/**
 * ctrf.json (Common Test Report Format): one test per check and operation. Run-level facts the format
 * has no field for (verdict, observations, traffic, restore) go in `extra`, which CTRF reserves for that.
 */
export function buildCtrf(report: RunReport): CTRFReport {
  const { tool, run } = report;
  return new ReportBuilder()
    .tool({
      name: tool.name,
      version: tool.version,
      extra: { specSha256: tool.specSha256, suiteSha256: tool.suiteSha256, catalogueVersion: tool.catalogueVersion },
    })
    .timestamp(run.finishedAt)
    .generatedBy(`${tool.name} ${tool.version}`)
    .environment({
      reportName: `${tool.name} ${run.kind}`,
      testEnvironment: run.baseUrl,
      ...(run.shard ? { shardId: run.shard } : {}),
      extra: {
        baseUrl: run.baseUrl,
        seed: run.seed,
        numRuns: run.numRuns,
        embedded: run.embedded,
        command: run.command,
        profile: run.profile ?? 'default',
        ...(run.incomplete ? { incomplete: run.incomplete } : {}),
        ...(run.reads ? { reads: run.reads } : {}),
      },
    })
    .addTests([...report.results.map((result) => ctrfTest(result, observationsOf(result, report.observations))), ...(report.gates ?? []).map(gateTest)])
    .summaryOverrides({
      start: Date.parse(run.startedAt),
      stop: Date.parse(run.finishedAt),
      // The run's wall time: CTRF would otherwise sum the tests' durations, which overlap (units run side by side).
      duration: Math.max(0, Date.parse(run.finishedAt) - Date.parse(run.startedAt)) || 0,
      flaky: countStatuses(report.results).flaky,
      // CTRF's own figures count tests (checks); the headline totals are requirements, as in every format.
      extra: {
        warnings: countStatuses(report.results).warning,
        accepted: countStatuses(report.results).accepted,
        notAssessable: countStatuses(report.results)['not-assessable'],
        observations: report.observations.length,
        requirements: requirementTally(report),
        totals: [requirementsLine(report), checksLine(report), ...(coverageLine(report) ? [`Coverage: ${coverageLine(report) ?? ''}`] : [])],
      },
    })
    .extra({
      verdict: overallVerdict(report).headline,
      verdictKind: overallVerdict(report).kind,
      ...(report.gates ? { gates: report.gates } : {}),
      observations: report.observations,
      traffic: report.traffic,
      ...(report.restore ? { restore: report.restore } : {}),
      ...(report.coverage ? { coverage: report.coverage } : {}),
      ...(report.acceptance ? { acceptance: report.acceptance } : {}),
      ...(report.comparison ? { comparison: report.comparison } : {}),
    })
    .build();
}

export const renderCtrf = (report: RunReport) => `${JSON.stringify(buildCtrf(report), null, 2)}\n`;
