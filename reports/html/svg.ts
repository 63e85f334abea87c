import { esc } from './layout.js';

/** A bar of a chart; `tone` is a CSS fill class suffix (passed, failed, warning, server…). */
export interface Bar {
  readonly label: string;
  readonly value: number;
  readonly tone: string;
}

const ROW = 26;
const LABEL = 96;
const COUNT = 52;

/**
 * Horizontal bar chart as inline SVG (no script, no library): one row per bar, scaled to the largest
 * value, the count written beside each bar so the chart also reads in black and white.
 */
export function barChart(title: string, bars: readonly Bar[], width = 360): string {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const room = width - LABEL - COUNT;
  const rows = bars.map((bar, index) => {
    const length = bar.value === 0 ? 0 : Math.max(2, (bar.value / max) * room);
    return (
      `<g transform="translate(0 ${index * ROW})"><text x="0" y="16">${esc(bar.label)}</text>` +
      `<rect class="track" x="${LABEL}" y="5" width="${room}" height="14" rx="3"/>` +
      `<rect class="fill-${esc(bar.tone)}" x="${LABEL}" y="5" width="${length.toFixed(1)}" height="14" rx="3"/>` +
      `<text class="count" x="${width - 4}" y="16" text-anchor="end">${esc(bar.value)}</text></g>`
    );
  });
  const height = bars.length * ROW;
  return `<svg viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${rows.join('')}</svg>`;
}

/** One bar split into proportional segments (e.g. requirements by verdict), with a text legend. */
export function stackedBar(title: string, segments: readonly Bar[], width = 1000): string {
  const total = segments.reduce((sum, segment) => sum + segment.value, 0) || 1;
  let x = 0;
  const rects = segments
    .filter((segment) => segment.value > 0)
    .map((segment) => {
      const length = (segment.value / total) * width;
      const rect = `<rect class="fill-${esc(segment.tone)}" x="${x.toFixed(1)}" y="0" width="${length.toFixed(1)}" height="22"><title>${esc(`${segment.label}: ${segment.value}`)}</title></rect>`;
      x += length;
      return rect;
    });
  const legend = segments
    .map((segment) => `<li class="v-${esc(segment.tone)}"><i></i>${esc(segment.label)}: <strong>${esc(segment.value)}</strong></li>`)
    .join('');
  return `<svg viewBox="0 0 ${width} 22" width="100%" preserveAspectRatio="none" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${rects.join('')}</svg>
<ul class="swatches">${legend}</ul>`;
}
