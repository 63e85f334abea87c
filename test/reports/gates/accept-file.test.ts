import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../engine/tool-error.js';
import { readAcceptFile } from '../../../reports/gates/accept-file.js';
import { acceptEntriesFrom, renderAcceptFile } from '../../../reports/gates/accept-from.js';
import { applyAcceptance } from '../../../reports/gates/accept.js';
import { buildRunReport, withStatus } from '../fixture.js';
import { useTempDir } from '../helpers.js';

const tempDir = useTempDir();

async function fileWith(name: string, text: string): Promise<string> {
  const file = join(await tempDir(), name);
  await writeFile(file, text);
  return file;
}

const YAML = `# known deviations
accepted:
  - check: no-server-error
    operation: POST /projects/{projectId}/people
    reason: the crash is tracked in JIRA-12
    expires: 2025-06-30
  - check: invalid-payloads-rejected
    message: budget
    reason: "budget: fix in 2.4"
    expires: 2025-04-01
`;

describe('readAcceptFile', () => {
  it('reads YAML with the line of each entry, dates kept as text', async () => {
    const entries = readAcceptFile(await fileWith('accept.yaml', YAML));
    expect(entries).toEqual([
      {
        check: 'no-server-error',
        operation: 'POST /projects/{projectId}/people',
        reason: 'the crash is tracked in JIRA-12',
        expires: '2025-06-30',
        entry: 0,
        line: 3,
      },
      { check: 'invalid-payloads-rejected', message: 'budget', reason: 'budget: fix in 2.4', expires: '2025-04-01', entry: 1, line: 7 },
    ]);
  });

  it('reads the same entries from JSON', async () => {
    const fromYaml = readAcceptFile(await fileWith('a.yaml', YAML)).map(({ line: _line, ...entry }) => entry);
    const json = JSON.stringify({ accepted: fromYaml.map(({ entry: _entry, ...fields }) => fields) }, null, 2);
    expect(readAcceptFile(await fileWith('a.json', json)).map(({ line: _line, ...entry }) => entry)).toEqual(fromYaml);
  });

  it.each([
    ['a missing field', 'accepted:\n  - check: x\n    reason: r\n', 'line 2: accepted[0].expires is required'],
    [
      'a date that does not exist',
      'accepted:\n  - check: x\n    reason: r\n    expires: 2025-02-29\n',
      'line 4: accepted[0].expires must be a date YYYY-MM-DD',
    ],
    [
      'a date with a time',
      'accepted:\n  - check: x\n    reason: r\n    expires: 2025-02-01T00:00:00Z\n',
      'line 4: accepted[0].expires must be a date YYYY-MM-DD',
    ],
    ['a wrong type', 'accepted:\n  - check: 12\n    reason: r\n    expires: 2025-02-01\n', 'line 2: accepted[0].check must be string'],
    [
      'an unknown field',
      'accepted:\n  - check: x\n    reason: r\n    expires: 2025-02-01\n    expiry: 2025-02-01\n',
      'line 5: accepted[0].expiry is not a known field',
    ],
    [
      'a bad pattern',
      'accepted:\n  - check: x\n    message: "("\n    reason: r\n    expires: 2025-02-01\n',
      'line 3: accepted[0].message is not a valid regular expression',
    ],
    ['no accepted list', 'accept: []\n', 'line 1: accepted is required'],
    ['a duplicate key', 'accepted: []\naccepted: []\n', 'line 2: not valid YAML or JSON'],
    ['broken JSON', '{"accepted": [\n  {"check": "x",\n}', 'not valid YAML or JSON'],
  ])('%s is one ToolError naming the line and field', async (_name, text, expected) => {
    const file = await fileWith('accept.yaml', text);
    expect(() => readAcceptFile(file)).toThrow(ToolError);
    try {
      readAcceptFile(file);
    } catch (error) {
      expect((error as Error).message).toContain(`accept file ${file}`);
      expect((error as Error).message).toContain(expected);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('names an unreadable file', () => {
    expect(() => readAcceptFile('/nonexistent/accept.yaml')).toThrow(/^cannot read accept file \/nonexistent\/accept.yaml: ENOENT$/);
  });
});

describe('accept --from (acceptEntriesFrom + renderAcceptFile)', () => {
  const report = buildRunReport(false);

  it.each(['accepted.yaml', 'accepted.json'])('writes %s that reads back and accepts every failure of the run', async (name) => {
    const entries = acceptEntriesFrom(report, { reason: 'known', expires: '2025-12-31' });
    expect(entries).toHaveLength(withStatus(report, 'failed').length);
    const file = await fileWith(name, renderAcceptFile(entries, name, 'out/report.json'));
    const gated = applyAcceptance(report, readAcceptFile(file), file, new Date(report.run.startedAt));
    expect(gated.summary.failed).toBe(0);
    expect(gated.acceptance?.entries.every((entry) => entry.state === 'active')).toBe(true);
  });

  it('keeps the reason and expiry of failures already accepted', () => {
    const once = applyAcceptance(
      report,
      acceptEntriesFrom(report, { reason: 'first', expires: '2025-12-31' }).map((entry, index) => ({ ...entry, entry: index })),
      'a.yaml',
      new Date(report.run.startedAt),
    );
    expect(acceptEntriesFrom(once, { reason: 'second', expires: '2026-12-31' }).map((entry) => [entry.reason, entry.expires])).toEqual(
      withStatus(report, 'failed').map(() => ['first', '2025-12-31']),
    );
  });
});
