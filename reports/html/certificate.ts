import type { RunReport } from '../../engine/report/model.js';
import { figuresHeadline, shippedFigures } from '../certification/figures.js';
import { esc } from './layout.js';

/**
 * Page 1 of a certification run (--certify): the verdict with its reasons, and how much a verdict of
 * this suite is worth, with the command that reproduces those figures. Nothing for other runs.
 */
export function renderCertificate(report: RunReport): string {
  const certification = report.certification;
  if (!certification) return '';
  const certified = certification.verdict === 'certified';
  const figures = shippedFigures;
  const reasons = certification.reasons.map((reason) => `<li>${esc(reason)}</li>`).join('');
  return `<section id="certification" class="card verdict certificate tone-${certified ? 'passed' : 'failed'}">
<div class="verdict-head"><div class="verdict-mark" aria-hidden="true">${certified ? '✓' : '✗'}</div><div>
<h2>${certified ? 'Certified' : 'Not certified'}</h2>
<p>${
    certified
      ? 'Every testable requirement was assessed on judged evidence; nothing failed and nothing was flaky, in a whole run (no filter, no accept file, every connection key).'
      : 'This run is not a certification, for the reasons below.'
  }</p></div></div>
${reasons ? `<ul class="certificate-reasons">${reasons}</ul>` : ''}
<p class="certificate-precision"><strong>The suite's own precision</strong> (pm-conformance ${esc(figures.version)}, against its reference server): ${esc(figuresHeadline(figures))}. Reproduce with <span class="mono">${esc(figures.command)}</span>.</p>
<p class="certificate-check">Check this bundle offline with <span class="mono">pm-conformance verify DIR</span> (the certification folder).</p>
</section>`;
}
