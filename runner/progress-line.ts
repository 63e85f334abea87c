import type { UnitFindings } from '../engine/results/collected.js';
import type { Row } from '../engine/results/row.js';
import { statusOf } from '../engine/report/build-report.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const ran = (row: Row) => row.counts.pass + row.counts.fail + row.counts.warn + row.counts.observe > 0;

/**
 * A unit's progress line counts what the unit's own check found, by row (one rule on one operation,
 * as the reports count checks), not the samples behind it; the exchange checks that judged its traffic
 * are counted apart. A unit whose own check only skipped says so, with why.
 */
export function progressLine(checkId: string, findings: UnitFindings, isAccepted: (row: Row) => boolean = () => false): string {
  const own = findings.rows.filter((row) => row.check === checkId);
  const others = findings.rows.filter((row) => row.check !== checkId);
  // A failure the --accept file covers is not a ✗: the reports will show it accepted, the line says so now.
  const accepted = own.filter((row) => row.counts.fail > 0 && isAccepted(row)).length;
  const failed = own.filter((row) => row.counts.fail > 0 && !isAccepted(row)).length;
  const warned = own.filter((row) => row.counts.fail === 0 && row.counts.warn > 0).length;
  // Rows resting only on answers that said "not now" (or on a read the server lacks) are no pass.
  const unassessed = own.filter((row) => statusOf(row) === 'not-assessable');
  if (own.length > 0 && !own.some(ran)) {
    const reason = own.find((row) => row.skip)?.skip ?? 'no reason given';
    return `- ${findings.unit} skipped: ${reason.replace(/\s+/g, ' ')}`;
  }
  const otherFailed = others.filter((row) => row.counts.fail > 0).length;
  const otherWarned = others.filter((row) => row.counts.fail === 0 && row.counts.warn > 0).length;
  // '?': some of its requirements were not assessed and none passed on judged answers (observations
  // beside them pass nothing), or its check reported nothing of its own (every answer said "not now").
  const judgedPass = own.some((row) => row.counts.pass > 0 && statusOf(row) === 'passed');
  const notAssessed = (unassessed.length > 0 || own.length === 0) && !judgedPass;
  const mark = failed > 0 ? '✗' : accepted > 0 ? '≈' : warned > 0 ? '!' : notAssessed ? '?' : '✓';
  const parts = [
    plural(findings.traffic.exchanges, 'exchange'),
    ...(failed ? [`${plural(failed, 'requirement')} failed`] : []),
    ...(accepted ? [`${plural(accepted, 'requirement')} failed, accepted`] : []),
    ...(warned ? [`${plural(warned, 'requirement')} with warnings`] : []),
    ...(own.length === 0 ? ['nothing of its own judged'] : []),
    ...(unassessed.length
      ? [`${plural(unassessed.length, 'requirement')} not assessed: ${(unassessed[0]?.notAssessable ?? 'no judged answer').replace(/\s+/g, ' ')}`]
      : []),
    ...(otherFailed || otherWarned
      ? [
          `exchange checks on its traffic: ${[otherFailed ? `${otherFailed} failed` : '', otherWarned ? `${otherWarned} with warnings` : ''].filter(Boolean).join(', ')}`,
        ]
      : []),
  ];
  return `${mark} ${findings.unit} (${parts.join(', ')})`;
}
