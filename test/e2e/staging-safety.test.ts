import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workDir } from './cli.js';
import { runAgainst } from './run-against.js';

type Stored = { doc: Record<string, unknown>; people?: unknown[] };
type State = { projects: Map<string, Stored>; timesheets: Map<string, Stored>; planItems: Map<string, Stored> };

/**
 * What the run may touch, as a user sees it: every project with its people, every timesheet and
 * plan item; updatedAt may advance, everything else must be as found. (The organisation's directory
 * keeps the invited e-mails: no operation removes an organisation person.)
 */
function comparable(state: State) {
  const strip = (stored: Stored) => JSON.parse(JSON.stringify({ ...stored, doc: { ...stored.doc, updatedAt: undefined } })) as unknown;
  return Object.fromEntries((['projects', 'timesheets', 'planItems'] as const).map((part) => [part, [...state[part]].map(([id, stored]) => [id, strip(stored)])]));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

describe('a run against a staging server', () => {
  it('leaves the fixtures as it found them', async () => {
    const outcome = await runAgainst({});
    const [before, after] = [comparable(outcome.before as State), comparable(outcome.after as State)];
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.report?.restore?.leftovers).toEqual([]);
    expect(after.projects?.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
  });

  it('never writes a token into a report, a HAR file or the console', async () => {
    // The config file holds the tokens by design (it is the input): only what the run writes is scanned.
    const harDir = workDir('pmc-har-');
    const outcome = await runAgainst({}, ['--record', join(harDir, 'traffic.har')]);
    const { token, memberToken, otherOrgToken } = outcome.server.config;
    const secrets = [token, memberToken, otherOrgToken].filter((secret): secret is string => Boolean(secret));
    const written = [...filesUnder(join(outcome.dir, 'reports')), ...filesUnder(harDir)].map((file) => [file, readFileSync(file, 'utf8')] as const);
    expect(written.map(([file]) => file.split('/').pop())).toEqual(expect.arrayContaining(['report.json', 'report.html', 'junit.xml', 'ctrf.json', 'summary.md', 'traffic.har']));
    expect(secrets).toHaveLength(3);
    for (const secret of secrets) {
      for (const [file, text] of written) expect(text.includes(secret), `${secret.slice(0, 4)}… in ${file}`).toBe(false);
      expect(outcome.stdout.includes(secret) || outcome.stderr.includes(secret)).toBe(false);
    }
  });
});
