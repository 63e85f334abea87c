import type { LatencyChange, TrafficFigures } from '../../engine/report/model.js';
import { esc, identHtml, section } from './layout.js';
import { barChart } from './svg.js';

/** 2xx green, 4xx amber, 5xx red; transport problems ("timeout", "reset") grey. */
function toneOf(status: string): string {
  if (/^2\d\d$/.test(status)) return 'ok';
  if (/^4\d\d$/.test(status)) return 'client';
  if (/^5\d\d$/.test(status)) return 'server';
  return 'other';
}

const tile = (value: string, label: string) => `<div class="tile"><strong>${esc(value)}</strong><span>${esc(label)}</span></div>`;

const arrow = (before: number, after: number) => `${before} → ${after}`;

/** p50, p95 and max per operation, with the change against a previous run or the base server when there is one. */
function latencyTable(traffic: TrafficFigures, change?: { readonly against: string; readonly operations: readonly LatencyChange[] }): string {
  const rows = Object.entries(traffic.latencyByOperation ?? {});
  if (rows.length === 0) return '';
  const changed = new Map((change?.operations ?? []).map((item) => [item.operation, item] as const));
  const head = `<tr><th>Operation</th><th>Exchanges</th><th>p50 ms</th><th>p95 ms</th><th>max ms</th>${change ? `<th>p50 / p95 against ${esc(change.against)}</th>` : ''}</tr>`;
  const body = rows
    .map(([operation, l]) => {
      const item = changed.get(operation);
      const cell = change ? `<td>${item ? esc(`${arrow(item.before.p50, item.after.p50)} / ${arrow(item.before.p95, item.after.p95)}`) : '–'}</td>` : '';
      return `<tr><td><code>${identHtml(operation)}</code></td><td>${l.exchanges}</td><td>${l.p50}</td><td>${l.p95}</td><td>${l.max}</td>${cell}</tr>`;
    })
    .join('');
  return `<table class="latency"><caption>Latency per operation</caption>${head}${body}</table>`;
}

/** How much the suite sent and how the server answered: volume, statuses, latency. */
export function renderTraffic(traffic: TrafficFigures, latencyChange?: { readonly against: string; readonly operations: readonly LatencyChange[] }): string {
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
</div>${latencyTable(traffic, latencyChange)}`;
  return section('traffic', 'Traffic', 'Every request the suite sent, counted by the status of its answer (or the transport problem instead of one).', content);
}
