import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_KEYS, type ConnectionConfig } from '../../engine/connection.js';
import { sha256 } from '../../specs/spec-source.js';
import { startReferenceServer, type ReferenceOptions } from '../../reference/index.js';
import { runCli, workDir, writeConfig, type CliResult } from './cli.js';
import { readReport } from './run-against.js';

/** run --certify with the connection `serve` prints (a --config file), as a vendor runs it. */
async function certify(options: ReferenceOptions, dir: string): Promise<CliResult> {
  const server = await startReferenceServer(options);
  try {
    return await runCli(['run', '--certify', '--config', writeConfig(dir, server.config), '--seed', '7', '--report-dir', join(dir, 'reports')], {
      timeoutMs: 240_000,
    });
  } finally {
    await server.close();
  }
}

const verify = (dir: string) => runCli(['verify', dir]);

/** A copy of the bundle with one byte of `file` changed. */
function withByteChanged(bundle: string, file: string, at: (text: Buffer) => number): string {
  const copy = join(workDir(), 'bundle');
  cpSync(bundle, copy, { recursive: true });
  const bytes = readFileSync(join(copy, file));
  const index = at(bytes);
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  writeFileSync(join(copy, file), bytes);
  return copy;
}

/** A copy of the bundle whose `file` is rewritten and whose manifest names the new digest: only the re-judgement can tell. */
function withFileRewritten(bundle: string, file: string, change: (value: Record<string, unknown>) => void): string {
  const copy = join(workDir(), 'bundle');
  cpSync(bundle, copy, { recursive: true });
  const value = JSON.parse(readFileSync(join(copy, file), 'utf8')) as Record<string, unknown>;
  change(value);
  writeFileSync(join(copy, file), JSON.stringify(value));
  const manifest = JSON.parse(readFileSync(join(copy, 'manifest.json'), 'utf8')) as { files: Record<string, string> };
  manifest.files[file] = sha256(readFileSync(join(copy, file)));
  writeFileSync(join(copy, 'manifest.json'), JSON.stringify(manifest));
  return copy;
}

/**
 * The two certification runs (every check, the default samples) each in a process of their own: both
 * start at once, so that the second runs on the other core while the first's tests go on.
 */
const CERTIFIED = workDir();
const NOT_CERTIFIED = workDir();
let certified: Promise<CliResult>;
let notCertified: Promise<CliResult>;
beforeAll(() => {
  certified = certify({}, CERTIFIED);
  notCertified = certify({ faults: ['json-content-type-missing'] }, NOT_CERTIFIED);
  // Each is judged by its own tests; one that throws before they await it is not an unhandled rejection.
  certified.catch(() => undefined);
  notCertified.catch(() => undefined);
});

describe('run --certify against the embedded server, and verify', () => {
  let run: CliResult;
  const bundle = join(CERTIFIED, 'reports', 'certification');

  beforeAll(async () => {
    run = await certified;
  }, 240_000);

  it('says Certified, exit 0, and writes the bundle with a digest of each file', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Certified$/m);
    for (const file of ['report.json', 'exchanges.har', 'certificate.html', 'manifest.json']) expect(existsSync(join(bundle, file)), file).toBe(true);
    const manifest = JSON.parse(readFileSync(join(bundle, 'manifest.json'), 'utf8')) as Record<string, unknown> & { files: Record<string, string> };
    expect(manifest).toMatchObject({ verdict: 'certified', seed: 7, command: expect.stringContaining('run --certify --seed 7') as unknown });
    expect(manifest.files['report.json']).toBe(sha256(readFileSync(join(bundle, 'report.json'))));
    // Tokens redacted as in every report: none of the secrets is in any file of the bundle.
    const har = readFileSync(join(bundle, 'exchanges.har'), 'utf8');
    expect(har).not.toMatch(/pmc_[A-Za-z0-9_-]{20,}/);
    expect(readReport(bundle)?.certification).toEqual({ verdict: 'certified', reasons: [] });
    expect(readFileSync(join(bundle, 'certificate.html'), 'utf8')).toMatch(
      /Certified[\s\S]*conforming variants, \d+ false failures; caught \d+ of \d+ faults at their level/,
    );
  });

  it('verify holds: exit 0, one line', async () => {
    const result = await verify(bundle);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toMatch(/^the bundle holds: Certified/);
  });

  it.each([
    ['report.json', (bytes: Buffer) => bytes.indexOf('"passed"') + 2],
    ['exchanges.har', (bytes: Buffer) => bytes.lastIndexOf('"status"') + 3],
    ['exchanges.har', (bytes: Buffer) => bytes.length - 3],
  ])('verify exits 1 naming %s once one of its bytes changed', async (file, at) => {
    const result = await verify(withByteChanged(bundle, file, at));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${file} is not the file the manifest names`);
  });

  it('verify exits 1 on a verdict that does not follow from the recorded answers, even with the digest recomputed', async () => {
    const edited = withFileRewritten(bundle, 'report.json', (report) => {
      const row = (report.results as { check: string; counts: { pass: number } }[]).find((result) => result.check === 'error-body');
      if (row) row.counts.pass += 1;
    });
    const result = await verify(edited);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/a verdict does not follow from the recorded answers: error-body on .*report.json says \d+ passed/);
  });

  it('verify exits 1 on a missing exchange, even with the digest recomputed', async () => {
    const edited = withFileRewritten(bundle, 'exchanges.har', (har) => {
      (har.log as { entries: unknown[] }).entries.splice(0, 1);
    });
    const result = await verify(edited);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/the HAR's answers give/);
  });

  it('verify of a folder that is no bundle is bad input: exit 2, one line', async () => {
    const result = await verify(workDir());
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('run --certify refuses, in one line before any request', () => {
  let server: Server;
  let requests = 0;
  let config: ConnectionConfig;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests += 1;
      response.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    const keys = Object.fromEntries(Object.keys(CONNECTION_KEYS).map((key) => [key, `${key}-value-0123456789`]));
    config = { ...keys, baseUrl: `http://127.0.0.1:${address.port}/v1` } as unknown as ConnectionConfig;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each<[string, readonly string[], Partial<ConnectionConfig>, RegExp]>([
    ['--only X', ['--only', 'content-type-json'], {}, /--only content-type-json is refused/],
    ['a missing token', [], { memberToken: undefined }, /missing: --member-token \(PMC_MEMBER_TOKEN\)/],
    ['a lower --num-runs', ['--num-runs', '8'], {}, /--num-runs 8 is refused/],
    ['--shard', ['--shard', '1/2'], {}, /--shard 1\/2 is refused/],
  ])('%s: exit 2', async (_name, args, change, message) => {
    const dir = workDir();
    const file = writeConfig(dir, { ...config, ...change } as ConnectionConfig);
    const result = await runCli(['run', '--certify', '--config', file, '--report-dir', join(dir, 'reports'), ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(requests).toBe(0);
  });
});

describe('run --certify against a fault of the corpus', () => {
  it('says Not certified with the reasons on page 1, exit 1, and verify exits 1 naming why', async () => {
    const dir = NOT_CERTIFIED;
    const result = await notCertified;
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toMatch(/^Not certified: requirements failed \(\d+\): .*GEN\.JSON/m);
    const bundle = join(dir, 'reports', 'certification');
    const html = readFileSync(join(bundle, 'certificate.html'), 'utf8');
    // Page 1: the certificate comes before the verdict section, whose end breaks the page on paper.
    expect(html.indexOf('Not certified')).toBeLessThan(html.indexOf('id="verdict"'));
    expect(html.slice(0, html.indexOf('id="verdict"'))).toContain('requirements failed');
    const verified = await verify(bundle);
    expect(verified.code).toBe(1);
    expect(verified.stdout).toMatch(/not certified: requirements failed/);
  }, 240_000);
});
