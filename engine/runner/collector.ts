import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { mergeRow, rowKey, type Row } from '../results/row.js';
import { mergeTraffic, newTraffic, type Traffic } from '../results/traffic.js';
import { mergeCoverage, type CoverageFold } from '../results/coverage.js';
import type { TaskFindings } from '../../suites/runtime/settings.js';

/** What the run produced, folded over every test of every module (live or replayed from shards). */
export interface Collected {
  readonly rows: Row[];
  readonly traffic: Traffic;
  /** What each operation was sent and answered (runs of the suite only). */
  readonly coverage?: CoverageFold;
  /** Problems of the suite itself (a module that failed to load, a test that threw): tool errors. */
  readonly errors: string[];
}

/**
 * A vitest reporter that reads the findings each test carries in its meta. The suites never import a
 * reporter: report formats are written from what this collects.
 */
export class FindingsCollector implements Reporter {
  private collected: Collected = { rows: [], traffic: newTraffic(), coverage: {}, errors: [] };

  constructor(private readonly progress: (line: string) => void = () => {}) {}

  get result(): Collected {
    return this.collected;
  }

  onTestCaseResult(testCase: TestCase): void {
    const findings = testCase.meta().pmc as TaskFindings | undefined;
    // Every test that ran carries findings (a check that throws is reported as a warning): none
    // means the test never ran (the run was interrupted), which is not progress.
    if (!findings) return;
    const counts = findings.rows.reduce((sum, row) => ({ fail: sum.fail + row.counts.fail, warn: sum.warn + row.counts.warn }), { fail: 0, warn: 0 });
    const mark = counts.fail > 0 ? '✗' : counts.warn > 0 ? '!' : '✓';
    this.progress(`${mark} ${testCase.name} (${findings.traffic.exchanges} exchanges${counts.fail ? `, ${counts.fail} failed` : ''}${counts.warn ? `, ${counts.warn} warnings` : ''})`);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<{ message?: string }>): void {
    const rows = new Map<string, Row>();
    const traffic = newTraffic();
    const coverage: CoverageFold = {};
    const errors = unhandledErrors.map((error) => `unhandled error: ${error.message ?? String(error)}`);
    // Modules are folded in path order, so a merge of shards folds exactly like a single run.
    for (const module of [...testModules].sort((a, b) => a.moduleId.localeCompare(b.moduleId))) {
      for (const error of module.errors()) errors.push(`${module.moduleId}: ${error.message}`);
      for (const testCase of module.children.allTests()) {
        if (testCase.result().state === 'failed') errors.push(`${testCase.fullName}: ${testCase.result().errors?.[0]?.message ?? 'failed'}`);
        const findings = testCase.meta().pmc as TaskFindings | undefined;
        if (!findings) continue;
        mergeTraffic(traffic, findings.traffic);
        if (findings.coverage) mergeCoverage(coverage, findings.coverage);
        for (const row of findings.rows) {
          const existing = rows.get(rowKey(row));
          if (existing) mergeRow(existing, row);
          else rows.set(rowKey(row), structuredClone(row));
        }
      }
    }
    this.collected = { rows: [...rows.values()], traffic, coverage, errors };
  }
}
