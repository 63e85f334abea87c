import { createReadStream, createWriteStream, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import type { RunReport } from '../../engine/report/model.js';
import type { UsageFile } from '../../traffic/usage-file.js';
import { runCli, runCliInProcess, workDir, writeConfig } from '../e2e/cli.js';
import { LOG_REQUESTS, combinedLine, writeLog } from '../../bench/traffic-log.js';

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
  report: RunReport;
  usage: UsageFile;
}

/** `traffic` in-process (what it reads and writes; the process itself is proved by the spawned HAR test below). */
async function traffic(args: readonly string[]): Promise<Outcome> {
  const dir = join(workDir('pmc-traffic-'), 'reports');
  const result = await runCliInProcess(['traffic', ...args, '--report-dir', dir], { timeoutMs: 60_000 });
  if (result.code === 2) throw new Error(`traffic stopped: ${result.stderr}`);
  return {
    ...result,
    report: JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as RunReport,
    usage: JSON.parse(readFileSync(join(dir, 'usage.json'), 'utf8')) as UsageFile,
  };
}

const entry = (usage: UsageFile, operation: string) => usage.operations.find((candidate) => candidate.operation === operation);

describe('pm-conformance traffic: access logs', () => {
  // 100,000 lines prove the counting, the first and last seen and the malformed lines as a million did;
  // reading at scale (1 GB) is the bench's business (npm run bench).
  it('reads a generated log of 100,000 lines; malformed lines are counted and listed, never fatal', async () => {
    const lines = 100_000;
    const malformed = new Set([7, 50_000]);
    const start = new Date('2026-01-01T00:00:00Z');
    const file = join(workDir('pmc-traffic-log-'), 'access.log');
    await writeLog(file, lines, start, malformed);
    const outcome = await traffic([file]).finally(() => rmSync(file)); // 10 MB: not left in the temp folder
    expect(outcome.code, outcome.stderr).toBe(0);
    const calls = new Map<string, { calls: number; first: number; last: number }>();
    for (let i = 0; i < lines; i += 1) {
      if (malformed.has(i + 1)) continue;
      const key = LOG_REQUESTS[i % LOG_REQUESTS.length]?.operation ?? 'other';
      const seen = calls.get(key) ?? { calls: 0, first: Infinity, last: -Infinity };
      calls.set(key, { calls: seen.calls + 1, first: Math.min(seen.first, i), last: Math.max(seen.last, i) });
    }
    for (const [operation, seen] of calls) {
      if (operation === 'other') continue;
      const used = entry(outcome.usage, operation);
      expect(used, operation).toMatchObject({
        calls: seen.calls,
        firstSeen: new Date(start.getTime() + seen.first * 1000).toISOString(),
        lastSeen: new Date(start.getTime() + seen.last * 1000).toISOString(),
      });
      expect(used?.clients.distinct).toBe(3);
    }
    expect(outcome.usage.notAnOperation.calls).toBe(calls.get('other')?.calls);
    expect(outcome.usage.totals).toMatchObject({ records: lines - malformed.size, malformed: malformed.size, judgedExchanges: 0 });
    expect(outcome.usage.files[0]?.malformedAt.map((at) => at.line)).toEqual([...malformed]);
    expect(outcome.report.summary.failed).toBe(0);
  }, 60_000);

  it('reads gzip-compressed logs and JSON lines (detected by content, not by name) and gates --expect-unused --since', async () => {
    const dir = workDir('pmc-traffic-gz-');
    const plain = join(dir, 'access.log');
    writeFileSync(
      plain,
      [
        combinedLine('DELETE', '/v1/orgs/roles/r1', 200, new Date('2026-02-01T10:00:00Z'), 'billing/1.0'),
        combinedLine('GET', '/v1/orgs/me', 200, new Date('2026-03-05T10:00:00Z'), 'portal/3'),
      ].join('\n'),
    );
    const gz = join(dir, 'rotated.1');
    await pipeline(createReadStream(plain), createGzip(), createWriteStream(gz));
    const jsonl = join(dir, 'events.txt');
    writeFileSync(jsonl, '{"method":"GET","path":"/v1/orgs/me","status":200,"ua":"cli/1","time":"2026-03-06T00:00:00Z"}\nnot json\n');
    const before = await traffic([gz, jsonl, '--expect-unused', 'DELETE /orgs/roles/{roleId}', 'GET /orgs/me', '--since', '2026-03-01']);
    expect(before.code).toBe(1);
    expect(before.usage.files.map((file) => [file.format, file.gzip, file.malformed])).toEqual([
      ['access-log', true, 0],
      ['json-lines', false, 1],
    ]);
    expect(entry(before.usage, 'GET /orgs/me')).toMatchObject({ calls: 2, clients: { distinct: 2 }, expectUnused: { ok: false } });
    expect(entry(before.usage, 'DELETE /orgs/roles/{roleId}')).toMatchObject({ calls: 1, expectUnused: { ok: true } });
    expect(before.stdout).toMatch(/Gate failed[\s\S]*GET \/orgs\/me: still called: 2 calls/);
    const after = await traffic([gz, '--expect-unused', 'DELETE /orgs/roles/{roleId}', '--since', '2026-03-01']);
    expect(after.code, after.stdout).toBe(0);
  });
});

/** Runs `run --record` against a reference server started with `options`; its report and HAR. */
async function recordedRun(options: ReferenceOptions): Promise<{ report: RunReport; har: string }> {
  const server = await startReferenceServer(options);
  const dir = workDir('pmc-traffic-run-');
  try {
    const har = join(dir, 'run.har');
    const result = await runCliInProcess(
      ['run', '--config', writeConfig(dir, server.config), '--seed', '3', '--num-runs', '4', '--report-dir', join(dir, 'reports'), '--record', har],
      { timeoutMs: 120_000 },
    );
    expect(result.code, result.stderr).not.toBe(2);
    return { report: JSON.parse(readFileSync(join(dir, 'reports', 'report.json'), 'utf8')) as RunReport, har };
  } finally {
    await server.close();
  }
}

/**
 * What a result says, without the reproduction (the re-run command names run's options) and with the
 * credential as a HAR keeps it (masked, where the run's own report shows the $PMC_TOKEN placeholder).
 */
const verdicts = (results: RunReport['results']) =>
  results
    .map(({ check, operation, requirement, status, message, counts, evidence }) => ({
      check,
      operation,
      requirement,
      status,
      message,
      counts,
      evidence: evidence
        ? { ...evidence, request: { ...evidence.request, headers: { ...evidence.request.headers, authorization: 'Bearer [REDACTED]' } } }
        : undefined,
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('pm-conformance traffic: HAR', () => {
  it.each<[string, ReferenceOptions]>([
    ['the reference server', {}],
    ['a server answering 201 to an add and without JSON error bodies', { faults: ['success-201-on-add', 'error-body-not-json'] }],
  ])(
    'finds in the HAR of a run against %s what that run found with its exchange checks',
    async (_label, options) => {
      const { report: run, har } = await recordedRun(options);
      const outcome = await traffic([har]);
      const checks = new Set(outcome.report.results.map((result) => result.check));
      expect(verdicts(outcome.report.results)).toEqual(verdicts(run.results.filter((result) => checks.has(result.check))));
      expect(outcome.report.observations).toEqual(run.observations.filter((observation) => checks.has(observation.check)));
      expect(outcome.report.traffic.exchanges).toBe(run.traffic.exchanges);
      expect(outcome.code).toBe(run.summary.failed > 0 ? 1 : 0);
      expect(outcome.usage.totals.judgedExchanges).toBe(run.traffic.exchanges);
    },
    180_000,
  );

  const foreignHar = (entries: unknown[]) => JSON.stringify({ log: { version: '1.2', creator: { name: 'mitmproxy', version: '10' }, entries } }, null, 2);
  const harEntry = (method: string, url: string, status: number, body: string, token: string, agent: string) => ({
    startedDateTime: '2026-04-01T08:00:00.000Z',
    time: 12,
    request: {
      method,
      url,
      httpVersion: 'HTTP/1.1',
      headers: [
        { name: 'Authorization', value: `Bearer ${token}` },
        { name: 'User-Agent', value: agent },
      ],
      queryString: [],
      cookies: [],
      headersSize: -1,
      bodySize: 2,
      postData: { mimeType: 'application/json', text: '{}' },
    },
    response: {
      status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      cookies: [],
      content: { size: body.length, mimeType: 'application/json', text: body },
      redirectURL: '',
      headersSize: -1,
      bodySize: body.length,
    },
    cache: {},
    timings: { send: 0, wait: 12, receive: 0 },
  });

  it('tells clients apart by a hash of their token without writing the token anywhere; a documented 500 with an error body is not failed as such', async () => {
    const dir = workDir('pmc-traffic-har-');
    const [secretA, secretB] = ['tok-alpha-0123456789', 'tok-bravo-0123456789'];
    const file = join(dir, 'proxy.har');
    writeFileSync(
      file,
      foreignHar([
        harEntry(
          'PATCH',
          'https://api.example.com/v1/projects/p1',
          500,
          `{"message":"db down","code":"E_DB","data":{"echo":"${secretA}"}}`,
          secretA,
          'portal/3',
        ),
        harEntry('PATCH', 'https://api.example.com/v1/projects/p1', 400, '{"message":"bad"}', secretB, 'portal/3'),
        harEntry('GET', 'https://api.example.com/v1/orgs/me', 200, '{}', secretA, 'portal/3'),
      ]),
    );
    const reportDir = join(dir, 'reports');
    // Spawned: the bin file as a user runs it, with what it writes read back.
    const result = await runCli(['traffic', file, '--report-dir', reportDir]);
    expect(result.code, result.stderr).toBe(0);
    const usage = JSON.parse(readFileSync(join(reportDir, 'usage.json'), 'utf8')) as UsageFile;
    expect(entry(usage, 'PATCH /projects/{projectId}')?.clients.distinct).toBe(2);
    expect(entry(usage, 'PATCH /projects/{projectId}')?.clients.top.every((client) => /^portal\/3 · token [0-9a-f]{12}$/.test(client.client))).toBe(true);
    expect(usage.totals.judgedExchanges).toBe(2);
    const report = JSON.parse(readFileSync(join(reportDir, 'report.json'), 'utf8')) as RunReport;
    expect(report.results.find((row) => row.check === 'error-body' && row.operation === 'PATCH /projects/{projectId}')?.counts.pass).toBe(2);
    expect(report.results.some((row) => row.check === 'no-server-error')).toBe(false);
    for (const name of ['report.json', 'usage.json', 'usage.md', 'report.html', 'junit.xml', 'summary.md']) {
      const text = readFileSync(join(reportDir, name), 'utf8');
      expect(text, name).not.toContain(secretA);
      expect(text, name).not.toContain(secretB);
    }
  });

  it('counts a HAR that breaks off as one malformed entry after the entries it could read', async () => {
    const dir = workDir('pmc-traffic-cut-');
    const whole = foreignHar([
      harEntry('GET', 'https://api.example.com/v1/orgs/me', 200, '{}', 't', 'a'),
      harEntry('GET', 'https://api.example.com/v1/projects', 200, '[]', 't', 'a'),
    ]);
    const file = join(dir, 'cut.har');
    writeFileSync(file, whole.slice(0, whole.lastIndexOf('"request"')));
    const outcome = await traffic([file]);
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.usage.files[0]).toMatchObject({ format: 'har', records: 1, malformed: 1 });
    expect(entry(outcome.usage, 'GET /orgs/me')?.calls).toBe(1);
  });
});

describe('pm-conformance traffic: bad input', () => {
  it.each([
    ['a file that does not exist', () => '/nonexistent/pmc/traffic.log', /cannot read/],
    [
      'a file of an unknown format',
      () => {
        const file = join(workDir(), 'notes.txt');
        writeFileSync(file, 'hello\nworld\n');
        return file;
      },
      /unknown format/,
    ],
    [
      'an operation the spec does not list',
      () => {
        const file = join(workDir(), 'a.log');
        writeFileSync(file, '');
        return `${file} --expect-unused PUT /projects`;
      },
      /--expect-unused: "PUT"/,
    ],
  ])('%s: exit 2 with one line', async (_label, make, message) => {
    const result = await runCliInProcess(['traffic', ...make().split(' ')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
