import { requirements, type RequirementEntry } from '../../specs/requirements.js';
import type { Observation, Result, RunReport } from '../../engine/report/model.js';
import { worstStatus } from './outcome.js';
import { judgesByRequirement } from '../../runner/coverage-report.js';

/** A requirement's standing in the run: its worst result, or what happened when it has none. */
export type RequirementVerdict = Result['status'] | 'observed' | 'not-checked';

export interface RequirementRow {
  readonly entry: RequirementEntry;
  readonly results: Result[];
  readonly observations: Observation[];
  readonly verdict: RequirementVerdict;
  /**
   * The checks that judged it without a row of its own (a schema annotation no response broke): its
   * verdict is then "passed", as coverage counts it exercised.
   */
  readonly judgedBy?: string[];
}

/**
 * UNSPECIFIED ("not shown") behaviour cannot pass or fail: when nothing went wrong and the server's
 * behaviour was recorded, the honest verdict is "observed".
 */
function verdictOf(entry: RequirementEntry, results: Result[], observations: Observation[]): RequirementVerdict {
  const worst = worstStatus(results);
  const observed = observations.length > 0 && (worst === undefined || (entry.level === 'UNSPECIFIED' && worst !== 'failed' && worst !== 'warning'));
  if (observed) return 'observed';
  return worst ?? 'not-checked';
}

const judged = (result: Result) => result.counts.pass + result.counts.fail + result.counts.warn + (result.counts.flaky ?? 0) > 0;

/** The rows of the last report asked about, by its results (each format, and its totals, asks again). */
const known = new WeakMap<readonly Result[], { readonly observations: readonly Observation[]; readonly rows: readonly RequirementRow[] }>();

/**
 * One row per catalogue entry, in catalogue order, whether or not the run checked it. Computed once
 * per report (its results and observations): the writers and the console text ask for them, or for
 * their tally, several times each after a run.
 */
export function requirementRows(report: Pick<RunReport, 'results' | 'observations'>): readonly RequirementRow[] {
  const last = known.get(report.results);
  if (last?.observations === report.observations) return last.rows;
  const rows = rowsOf(report);
  known.set(report.results, { observations: report.observations, rows });
  return rows;
}

function rowsOf(report: Pick<RunReport, 'results' | 'observations'>): RequirementRow[] {
  const judges = judgesByRequirement();
  // Checks with judged evidence (a pass, a failure, a warning): observations alone judge nothing.
  const checksRan = new Set(report.results.filter(judged).map((result) => result.check));
  return requirements.map((entry: RequirementEntry) => {
    const results = report.results.filter((result) => result.requirement === entry.id);
    const observations = report.observations.filter((observation) => observation.requirement === entry.id);
    const verdict = verdictOf(entry, results, observations);
    if (verdict !== 'not-checked') return { entry, results, observations, verdict };
    // As requirementCoverage counts it: one of its judges ran, and nothing it judges was seen broken.
    const judgedBy = [...(judges.get(entry.id) ?? [])].filter((check) => checksRan.has(check)).sort();
    return judgedBy.length ? { entry, results, observations, verdict: 'passed', judgedBy } : { entry, results, observations, verdict };
  });
}
