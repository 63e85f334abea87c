import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AcceptEntryOutcome, RunReport } from '../../../engine/report/model.js';
import { pruneAcceptFile } from '../../../reports/gates/accept-prune.js';
import { readAcceptFile } from '../../../reports/gates/accept-file.js';
import { workDir } from '../../support/work-dir.js';

const YAML = `# Known deviations, reviewed every sprint.
accepted:
  - check: no-server-error
    reason: crash fix shipped
    expires: 2099-01-31
  # The budget check lands in 2.4.
  - check: invalid-payloads-rejected
    operation: PATCH /projects/{projectId}
    reason: budget
    expires: 2099-06-30
  - check: content-type-json
    reason: old charset
    expires: 2099-06-30
`;

const fileWith = (name: string, text: string) => {
  const file = join(workDir('pmc-prune-'), name);
  writeFileSync(file, text);
  return file;
};

/** The acceptance block a run with this file would write: each entry with the state given. */
const judged = (file: string, states: AcceptEntryOutcome['state'][]): Pick<RunReport, 'acceptance'> => ({
  acceptance: {
    file,
    judgedAt: '2026-01-01T00:00:00.000Z',
    entries: readAcceptFile(file).map((entry, index) => ({ ...entry, state: states[index] ?? 'active', matched: states[index] === 'active' ? 1 : 0 })),
  },
});

describe('accept --prune', () => {
  it('removes the stale entries of a YAML file and keeps the others with their comments', () => {
    const file = fileWith('accept.yaml', YAML);
    const { text, removed } = pruneAcceptFile(file, judged(file, ['stale', 'active', 'not-run']));
    expect(removed).toBe(1);
    expect(text).not.toContain('no-server-error');
    expect(text).toContain('# Known deviations, reviewed every sprint.');
    expect(text).toContain('# The budget check lands in 2.4.');
    writeFileSync(file, text);
    expect(readAcceptFile(file).map((entry) => entry.check)).toEqual(['invalid-payloads-rejected', 'content-type-json']);
  });

  it('rewrites a JSON file as JSON', () => {
    const file = fileWith(
      'accept.json',
      JSON.stringify({
        accepted: [
          { check: 'no-server-error', reason: 'r', expires: '2099-01-01' },
          { check: 'content-type-json', reason: 's', expires: '2099-01-01' },
        ],
      }),
    );
    const { text, removed } = pruneAcceptFile(file, judged(file, ['active', 'stale']));
    expect(removed).toBe(1);
    expect(JSON.parse(text)).toEqual({ accepted: [{ check: 'no-server-error', reason: 'r', expires: '2099-01-01' }] });
  });

  it('refuses a report of a run without --accept, or with another file', () => {
    const file = fileWith('accept.yaml', YAML);
    expect(() => pruneAcceptFile(file, {})).toThrow(/not of a run with --accept/);
    const other = fileWith('other.yaml', 'accepted:\n  - check: no-server-error\n    reason: x\n    expires: 2099-01-01\n');
    expect(() => pruneAcceptFile(file, judged(other, ['stale']))).toThrow(/another accept file/);
  });
});
