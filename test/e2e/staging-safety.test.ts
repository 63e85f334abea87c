import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAgainst } from './run-against.js';

type State = { projects?: unknown; timesheets?: unknown; memberships?: unknown };

/** Documents as a user sees them: updatedAt may advance, everything else must be as found. */
function comparable(snapshot: unknown): unknown {
  return JSON.parse(JSON.stringify(snapshot, (key, value: unknown) => (key === 'updatedAt' ? undefined : value)));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

describe('a run against a staging server', () => {
  it('leaves the fixtures as it found them', async () => {
    const outcome = await runAgainst({});
    const [before, after] = [outcome.before as State, outcome.after as State];
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.report?.restore?.leftovers).toEqual([]);
    for (const part of ['projects', 'timesheets', 'memberships'] as const) {
      expect(comparable(after?.[part]), part).toEqual(comparable(before?.[part]));
    }
  });

  it('never writes a token into a report, a HAR file or the console', async () => {
    const outcome = await runAgainst({}, ['--record', 'traffic.har']);
    const { token, memberToken, otherOrgToken } = outcome.server.config;
    const secrets = [token, memberToken, otherOrgToken].filter((secret): secret is string => Boolean(secret));
    const written = filesUnder(outcome.dir).map((file) => [file, readFileSync(file, 'utf8')] as const);
    expect(written.map(([file]) => file.split('/').pop())).toEqual(expect.arrayContaining(['report.json', 'report.html', 'junit.xml', 'traffic.har']));
    for (const secret of secrets) {
      for (const [file, text] of written) expect(text.includes(secret), `${secret.slice(0, 4)}… in ${file}`).toBe(false);
      expect(outcome.stdout.includes(secret) || outcome.stderr.includes(secret)).toBe(false);
    }
  });
});
