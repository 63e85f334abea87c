import { join } from 'node:path';
import { writeAtomic } from '../reports/common/atomic-write.js';
import type { UsageEntry, UsageFile } from './usage-file.js';
import { mdCell } from '../reports/formats/markdown-text.js';

const day = (iso: string | undefined) => iso?.replace('T', ' ').replace(/\.\d+Z$/, 'Z') ?? '—';
const statuses = (entry: UsageEntry) =>
  Object.entries(entry.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ') || '—';
const clients = (entry: UsageEntry) => `${entry.clients.distinct}${entry.clients.atLeast ? '+' : ''}`;
const gate = (entry: UsageEntry) => (entry.expectUnused ? (entry.expectUnused.ok ? ' ✓' : ' ✗') : '');

function row(entry: UsageEntry): string {
  const top = entry.clients.top
    .slice(0, 3)
    .map((client) => `\`${mdCell(client.client)}\` (${client.calls})`)
    .join(', ');
  return `| \`${entry.operation}\`${gate(entry)} | ${entry.calls} | ${clients(entry)} | ${day(entry.firstSeen)} | ${day(entry.lastSeen)} | ${statuses(entry)} | ${top || '—'} |`;
}

/** usage.md: the called operations first (most calls first), then the ones nobody called. */
export function renderUsageMarkdown(file: UsageFile): string {
  const called = file.operations.filter((entry) => entry.calls > 0).sort((a, b) => b.calls - a.calls || a.operation.localeCompare(b.operation));
  const unused = file.operations.filter((entry) => entry.calls === 0);
  const failing = file.operations.filter((entry) => entry.expectUnused && !entry.expectUnused.ok);
  const damaged = file.files.filter((input) => input.malformed > 0);
  const { totals } = file;
  return [
    '# Usage of the deprecated operations',
    '',
    `${file.files.map((input) => `\`${mdCell(input.file)}\` (${input.format}${input.gzip ? ', gzip' : ''})`).join(', ')} — ${file.generatedAt}`,
    '',
    `**${totals.records} requests: ${totals.operationCalls} to ${called.length} of the 32 operations, ${totals.notAnOperation} not an operation of the spec, ${totals.malformed} malformed.** ${totals.judgedExchanges} exchanges of the four specified operations judged (see report.html).`,
    '',
    ...(file.gate ? [`Gate --expect-unused${file.gate.since ? ` --since ${file.gate.since}` : ''}: **${file.gate.passed ? 'passed' : 'failed'}**.`, ''] : []),
    '| Operation | Calls | Clients | First seen | Last seen | Statuses | Top clients |',
    '|---|---|---|---|---|---|---|',
    ...called.map(row),
    '',
    ...(failing.length
      ? ['## Planned for removal, still called', '', ...failing.map((entry) => `- \`${entry.operation}\`: ${mdCell(entry.expectUnused?.message ?? '')}`), '']
      : []),
    `## Not called (${unused.length})`,
    '',
    unused.length ? unused.map((entry) => `\`${entry.operation}\`${gate(entry)}`).join(', ') : '—',
    '',
    ...(file.notAnOperation.examples.length
      ? [
          '## Not an operation of the spec (examples)',
          '',
          ...file.notAnOperation.examples.map((example) => `- \`${mdCell(example.request)}\` × ${example.calls}`),
          '',
        ]
      : []),
    ...(damaged.length
      ? [
          '## Malformed lines',
          '',
          ...damaged.map(
            (input) =>
              `- \`${mdCell(input.file)}\`: ${input.malformed} (first at ${input.malformedAt.map((at) => `${at.line}: ${mdCell(at.reason)}`).join('; ')})`,
          ),
          '',
        ]
      : []),
    'Clients: the user agent, and for a HAR a short SHA-256 hash of the bearer token (never the token). ✓/✗: --expect-unused passed/failed.',
    '',
  ].join('\n');
}

/** Writes usage.json and usage.md beside the other reports. */
export async function writeUsage(file: UsageFile, dir: string): Promise<string[]> {
  return Promise.all([
    writeAtomic(join(dir, 'usage.json'), `${JSON.stringify(file, null, 2)}\n`),
    writeAtomic(join(dir, 'usage.md'), renderUsageMarkdown(file)),
  ]);
}
