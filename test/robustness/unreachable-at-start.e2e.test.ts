import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionConfig } from '../../engine/connection.js';
import { closedPortUrl, startOtherOrigin, type Misbehaviour, type OtherOrigin } from './harness/index.js';
import { comparableState, runThrough, TIMEOUT_MS } from './run-through.js';
import { DEFAULTS } from '../../engine/settings.js';

let other: OtherOrigin;
let closed: string;
beforeAll(async () => {
  other = await startOtherOrigin();
  closed = await closedPortUrl();
});
afterAll(async () => {
  await other.close();
});

type Case = [string, () => { action?: Misbehaviour; config?: (config: ConnectionConfig) => ConnectionConfig }, RegExp];

/** The first thing a run does is read the fixtures: a server that cannot be read ends it there. */
// First, the longest (a gateway's error page is retried with backoff): it waits while the others run.
const cases: Case[] = [
  [
    "a proxy's error page",
    () => ({ action: { kind: 'html-error', status: 502 } }),
    /^pm-conformance: the project \w+ could not be read: PATCH \/projects\/\{projectId\} with \{\} answered HTTP 502, a server error$/,
  ],
  [
    'nothing listens',
    () => ({ config: (config) => ({ ...config, baseUrl: closed }) }),
    /^pm-conformance: cannot reach http:\/\/127\.0\.0\.1:\d+\/v1: connection refused \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/,
  ],
  [
    'no answer',
    () => ({ action: { kind: 'hang' } }),
    new RegExp(`^pm-conformance: cannot reach http://127\\.0\\.0\\.1:\\d+/v1: no complete answer within ${TIMEOUT_MS} ms$`),
  ],
  [
    'a reset',
    () => ({ action: { kind: 'reset' } }),
    /^pm-conformance: cannot reach http:\/\/127\.0\.0\.1:\d+\/v1: connection reset by the server .*: the 200 answer had begun/,
  ],
  [
    'a redirect to another origin',
    () => ({ action: { kind: 'redirect', status: 302, location: other.url } }),
    /^pm-conformance: the project \w+ could not be read \(PATCH \/projects\/\{projectId\} with \{\} answered HTTP 302: redirect 302 to http:\/\/127\.0\.0\.1:\d+\/v1\/projects\/\w+ not followed\)$/,
  ],
  [
    'an endless body',
    () => ({ action: { kind: 'endless-body' } }),
    /^pm-conformance: the project \w+ could not be read \(PATCH \/projects\/\{projectId\} with \{\} answered HTTP 200: response body exceeded --max-body \(\d+ bytes\) and was cut there\)$/,
  ],
  [
    'invalid JSON',
    () => ({ action: { kind: 'invalid-json' } }),
    /^pm-conformance: the project \w+ could not be read: PATCH \/projects\/\{projectId\} with \{\} answered HTTP 200 with a body that is not a JSON object \(.+\)$/,
  ],
  [
    'a token the server refuses',
    () => ({ action: { kind: 'status', status: 401, body: '{"message":"invalid token"}' } }),
    /^pm-conformance: the admin token was refused: PATCH \/projects\/\{projectId\} with \{\} on the project \w+ answered HTTP 401: "invalid token"; check --token \(PMC_TOKEN\)$/,
  ],
];

describe.concurrent('a server that cannot be read at the start', () => {
  it.each(cases)('%s: exit 2, one line naming it, nothing written or changed', async (_name, setup, message) => {
    const { action, config } = setup();
    const outcome = await runThrough(action ? [{ action }] : [], [], config ? { config } : {});

    expect(outcome.code, outcome.stderr).toBe(2);
    expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
    expect(outcome.stderr.trim()).toMatch(message);
    expect(outcome.stdout).toBe('');
    const reports = join(outcome.dir, 'reports');
    expect(existsSync(reports) ? readdirSync(reports) : []).toEqual([]);
    // Only the reads that discover the read path were sent (GET, then PATCH {} unless the GET got no answer): nothing was changed.
    const unanswered = action?.kind === 'hang' || action?.kind === 'reset';
    // A gateway's error page says "not now": each read is waited out and sent again as often as the client retries.
    const times = (entry: string) => Array<string>(action?.kind === 'html-error' ? 1 + DEFAULTS.retry.maxRetries : 1).fill(entry);
    expect(outcome.log.map((entry) => `${entry.method} ${entry.method === 'GET' ? '' : entry.body}`)).toEqual(
      action ? (unanswered ? ['GET '] : [...times('GET '), ...times('PATCH {}')]) : [],
    );
    expect(comparableState(outcome.after)).toEqual(comparableState(outcome.before));
    expect(other.visits).toEqual([]);
  });
});
