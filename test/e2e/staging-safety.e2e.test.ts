import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { workDir } from './cli.js';
import { runAgainst, type RunOutcome } from './run-against.js';
import { comparable } from './server-state.js';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

// One whole run through the CLI, recording its traffic: both properties are of the same run.
let outcome: RunOutcome;
let harDir = '';
beforeAll(async () => {
  harDir = workDir('pmc-har-');
  outcome = await runAgainst({}, ['--record', join(harDir, 'traffic.har')]);
}, 120_000);

describe('a run against a staging server', () => {
  it('leaves the fixtures as it found them', () => {
    const [before, after] = [comparable(outcome.before), comparable(outcome.after)];
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.report?.restore?.leftovers).toEqual([]);
    expect(after.projects?.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
  });

  it('never writes a token into a report, a HAR file or the console', () => {
    // The config file holds the tokens by design (it is the input): only what the run writes is scanned.
    const { token, memberToken, otherOrgToken, observerToken, managerToken } = outcome.server.config;
    const secrets = [token, memberToken, otherOrgToken, observerToken, managerToken].filter((secret): secret is string => Boolean(secret));
    const written = [...filesUnder(join(outcome.dir, 'reports')), ...filesUnder(harDir)].map((file) => [file, readFileSync(file, 'utf8')] as const);
    expect(written.map(([file]) => file.split('/').pop())).toEqual(
      expect.arrayContaining(['report.json', 'report.html', 'junit.xml', 'ctrf.json', 'summary.md', 'traffic.har']),
    );
    expect(secrets).toHaveLength(5);
    for (const secret of secrets) {
      for (const [file, text] of written) expect(text.includes(secret), `${secret.slice(0, 4)}… in ${file}`).toBe(false);
      expect(outcome.stdout.includes(secret) || outcome.stderr.includes(secret)).toBe(false);
    }
  });
});
