import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workDir } from '../e2e/cli.js';
import type { Rule } from './harness/index.js';
import { atProbe, crashes, PROBE_RUN, runThrough, type ThroughOutcome } from './run-through.js';

/** Shorter than a token, longer than anything a token shares with ordinary text: a piece of it is a leak too. */
const PIECE = 10;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

/** Every run of PIECE characters of a token. */
const pieces = (secret: string) => Array.from({ length: secret.length - PIECE + 1 }, (_, index) => secret.slice(index, index + PIECE));

/**
 * Runs through the harness with the CLI's temporary directory inside the run's own, so that every
 * file the run writes (reports, HAR, scratch files) can be read afterwards.
 */
async function hostileRun(
  rules: readonly Rule[],
  args: readonly string[],
): Promise<{ outcome: ThroughOutcome; written: (readonly [string, string])[]; secrets: string[] }> {
  const scratch = workDir('pmc-secrets-');
  const har = join(scratch, 'out', 'traffic.har');
  // Spawned: every console line is the process's own output (console.* in-process would go to vitest, unseen).
  const outcome = await runThrough(rules, [...args, '--record', har], { env: { TMPDIR: scratch, TMP: scratch, TEMP: scratch }, spawned: true });
  const { token, memberToken, otherOrgToken, observerToken, managerToken } = outcome.config;
  const secrets = [token, memberToken, otherOrgToken, observerToken, managerToken].filter((secret): secret is string => Boolean(secret));
  const written = [...filesUnder(join(outcome.dir, 'reports')), ...filesUnder(scratch)].map((file) => [file, readFileSync(file, 'utf8')] as const);
  return { outcome, written, secrets };
}

/** Where any piece of any token shows in what the run wrote or printed. */
function leaks(run: Awaited<ReturnType<typeof hostileRun>>): string[] {
  const outputs = [...run.written, ['stdout', run.outcome.stdout] as const, ['stderr', run.outcome.stderr] as const];
  return run.secrets.flatMap((secret) =>
    outputs.flatMap(([where, text]) => (pieces(secret).some((piece) => text.includes(piece)) ? [`${secret.slice(0, 4)}… in ${where}`] : [])),
  );
}

/** A server that echoes the caller's token back (headers, JSON body, plain text): none of it is ever written or printed. */
describe.concurrent('a server that echoes the token', () => {
  it('in every answer after the snapshot: no token in any report, HAR, scratch file or console line', async () => {
    const echo = (form: 'json' | 'text') => ({ kind: 'echo-token', form }) as const;
    const run = await hostileRun(
      [
        // The snapshot reads with GET (the reference serves it): every PATCH comes after it, and the
        // project's reads after the discovery and the snapshot of the two projects (a member reads with GET).
        { operation: 'PATCH /projects/{projectId}', action: echo('json') },
        { operation: 'GET /projects/{projectId}', skip: 3, action: echo('json') },
        { operation: 'PATCH /timesheets/{timesheetId}', action: echo('text') },
        { operation: 'POST /projects/{projectId}/people', action: echo('text') },
        { operation: 'DELETE /projects/{projectId}/people/{personId}', action: echo('json') },
      ],
      [
        '--only',
        'transport,content-type-json,response-schema,status-documented,updated-at-advances,timesheet-status-default,pending-invitation,custom-property-visibility,org-isolation,auth-required,observer-changes-nothing',
      ],
    );

    expect(crashes(run.outcome)).toEqual([]);
    // Each token was sent and came back in an answer: the test proves something about all five.
    for (const secret of run.secrets) {
      expect(
        run.outcome.log.some((entry) => entry.authorization === `Bearer ${secret}` && entry.misbehaviour === 'echo-token'),
        `${secret.slice(0, 4)}… echoed`,
      ).toBe(true);
    }
    expect(run.secrets).toHaveLength(5);
    expect(run.written.map(([file]) => file.split('/').pop())).toEqual(
      expect.arrayContaining(['report.json', 'report.html', 'junit.xml', 'ctrf.json', 'summary.md', 'traffic.har']),
    );
    expect(leaks(run)).toEqual([]);
  });

  it('cut by --max-body in the middle of the token: not even its first characters are kept', async () => {
    // The token starts 10 bytes before the cap, so the cut leaves its first 10 characters at the end.
    const cap = 8192;
    const run = await hostileRun([atProbe({ kind: 'echo-token', form: 'text', offset: cap - PIECE })], [...PROBE_RUN, '--max-body', String(cap)]);

    expect(crashes(run.outcome)).toEqual([]);
    expect(run.outcome.log.filter((entry) => entry.misbehaviour === 'echo-token')).toHaveLength(1);
    expect(leaks(run)).toEqual([]);
  });
});
