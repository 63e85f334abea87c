import type { Result } from '../../engine/report/model.js';
import { VERDICT_LABEL, operationLabel } from '../common/labels.js';
import { byOperation, countStatuses } from '../common/outcome.js';
import type { RequirementRow, RequirementVerdict } from '../common/requirement-rows.js';
import { esc, operationHtml, section } from './layout.js';
import { barChart, stackedBar } from './svg.js';

const COVERAGE_ORDER: readonly RequirementVerdict[] = [
  'failed',
  'accepted',
  'flaky',
  'warning',
  'passed',
  'not-assessable',
  'skipped',
  'observed',
  'not-checked',
];

function operationChart(operation: string, results: readonly Result[]): string {
  const counts = countStatuses(results);
  const title = `Checks on ${operationLabel(operation)}`;
  const chart = barChart(title, [
    { label: 'Passed', value: counts.passed, tone: 'passed' },
    { label: 'Failed', value: counts.failed, tone: 'failed' },
    ...(counts.accepted ? [{ label: 'Accepted', value: counts.accepted, tone: 'accepted' }] : []),
    ...(counts.flaky ? [{ label: 'Flaky', value: counts.flaky, tone: 'flaky' }] : []),
    { label: 'Warnings', value: counts.warning, tone: 'warning' },
    { label: 'Skipped', value: counts.skipped, tone: 'skipped' },
    ...(counts['not-assessable'] ? [{ label: 'Not assessable', value: counts['not-assessable'], tone: 'not-assessable' }] : []),
  ]);
  return `<figure data-operation="${esc(operation)}"><figcaption>${operationHtml(operation)}</figcaption>${chart}</figure>`;
}

/** Requirements by verdict, then checks by status for each operation. */
export function renderCharts(results: readonly Result[], rows: readonly RequirementRow[]): string {
  const coverage = stackedBar(
    'Requirements by verdict',
    COVERAGE_ORDER.map((verdict) => ({
      label: VERDICT_LABEL[verdict],
      value: rows.filter((row) => row.verdict === verdict).length,
      tone: verdict,
    })),
  );
  const figures = [...byOperation(results)].map(([operation, group]) => operationChart(operation, group));
  const content = `<div class="coverage"><h3>Requirements by verdict</h3>${coverage}</div>
<h3>Checks by operation</h3>
<div class="charts">
${figures.join('\n')}
</div>`;
  return section('charts', 'Results at a glance', 'One check is one rule applied to one operation, over every request the suite sent to it.', content);
}
