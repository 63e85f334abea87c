import type { TrafficFigures } from '../../engine/report/model.js';
import { esc, section } from './layout.js';
import { barChart } from './svg.js';

/** 2xx green, 4xx amber, 5xx red; transport problems ("timeout", "reset") grey. */
function toneOf(status: string): string {
  if (/^2\d\d$/.test(status)) return 'ok';
  if (/^4\d\d$/.test(status)) return 'client';
  if (/^5\d\d$/.test(status)) return 'server';
  return 'other';
}

const tile = (value: string, label: string) => `<div class="tile"><strong>${esc(value)}</strong><span>${esc(label)}</span></div>`;

/** How much the suite sent and how the server answered: volume, statuses, latency. */
export function renderTraffic(traffic: TrafficFigures): string {
  const statuses = Object.entries(traffic.statuses);
  const chart =
    statuses.length === 0
      ? '<p class="muted">No exchange was recorded.</p>'
      : barChart(
          'Responses by HTTP status',
          statuses.map(([status, count]) => ({ label: status, value: count, tone: toneOf(status) })),
          460,
        );
  const content = `<div class="figures">
<div class="tiles">${tile(traffic.exchanges.toLocaleString('en-US'), 'exchanges')}${tile(`${traffic.latencyMs.p50} ms`, 'latency p50')}${tile(`${traffic.latencyMs.p99} ms`, 'latency p99')}</div>
<figure><figcaption>Responses by HTTP status</figcaption>${chart}</figure>
</div>`;
  return section('traffic', 'Traffic', 'Every request the suite sent, counted by the status of its answer (or the transport problem instead of one).', content);
}
