import { join } from 'node:path';
import { writeAtomic } from '../reports/common/atomic-write.js';
import type { HeaderValue } from './header-summary.js';
import type { Inventory, InventoryEntry } from './inventory.js';
import { mdCell } from '../reports/formats/markdown-text.js';

const value = (header: HeaderValue | undefined) => (header ? `\`${mdCell(header.value)}\`` : '—');

function validity(entry: InventoryEntry): string {
  const { deprecation, sunset, link } = entry.headers;
  if (!deprecation && !sunset && !link) return 'absent';
  const problems = [deprecation, sunset, link].flatMap((header) => (header?.problem ? [header.problem] : []));
  return problems.length === 0 ? 'yes' : `no: ${mdCell(problems.join('; '))}`;
}

function row(entry: InventoryEntry): string {
  const { sunset } = entry.headers;
  const days = sunset?.daysLeft === undefined ? '—' : String(sunset.daysLeft);
  const state = `${entry.state}${entry.gate.ok ? '' : ' ✗'}`;
  return `| \`${entry.operation}\` | ${state} | ${entry.status ?? '—'} | ${value(entry.headers.deprecation)} | ${value(sunset)} | ${days} | ${value(entry.headers.link)} | ${validity(entry)} |`;
}

/** inventory.md: one table row per operation, then why each failing operation failed the gate. */
export function renderInventoryMarkdown(inventory: Inventory): string {
  const { served, removed, unclear } = inventory.counts;
  const failing = inventory.operations.filter((entry) => !entry.gate.ok);
  return [
    '# Deprecation inventory',
    '',
    `${inventory.baseUrl}${inventory.embedded ? ' (embedded reference server)' : ''} — ${inventory.generatedAt}`,
    '',
    `**${served} served, ${removed} removed, ${unclear} unclear** — gate ${inventory.gate.passed ? 'passed' : 'failed'}${inventory.expectRemoved.length ? ` (expected removed: ${inventory.expectRemoved.length})` : ''}.`,
    '',
    '| Operation | State | Status | Deprecation | Sunset | Days left | Link | Valid? |',
    '|---|---|---|---|---|---|---|---|',
    ...inventory.operations.map(row),
    '',
    ...(failing.length ? ['## Gate failures', '', ...failing.map((entry) => `- \`${entry.operation}\`: ${mdCell(entry.gate.message)}`), ''] : []),
    ...(inventory.leftovers.length ? ['## Records the write probes may have left', '', ...inventory.leftovers.map((line) => `- ${mdCell(line)}`), ''] : []),
    'State: served = the route answers (a refusal unlike that of a route that cannot exist counts: the route is there); removed = it answers exactly like a route that cannot exist, or 405/410/501, or 404 to a request naming no missing document; unclear = 5xx, redirect, no answer, or credentials refused before routing. ✗ = fails the gate.',
    '',
  ].join('\n');
}

/** Writes inventory.json and inventory.md beside the other reports. */
export async function writeInventory(inventory: Inventory, dir: string): Promise<string[]> {
  return Promise.all([
    writeAtomic(join(dir, 'inventory.json'), `${JSON.stringify(inventory, null, 2)}\n`),
    writeAtomic(join(dir, 'inventory.md'), renderInventoryMarkdown(inventory)),
  ]);
}
