import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startReferenceServer } from '../../reference/index.js';
import { runCli, workDir, writeConfig } from '../e2e/cli.js';
import { readReport } from '../e2e/run-against.js';

/**
 * A gateway in front of the reference server whose admin tokens expire: the first one is accepted for
 * `firstLife` requests, then answered 401; the second one always. Both stand for the server's own token.
 */
async function expiringGateway(upstream: URL, realToken: string, first: string, second: string, firstLife: number): Promise<{ server: Server; url: string }> {
  let seen = 0;
  const server = createServer((incoming, outgoing) => {
    const auth = incoming.headers.authorization;
    const headers = { ...incoming.headers, host: upstream.host };
    if (auth === `Bearer ${first}`) {
      seen += 1;
      if (seen > firstLife) {
        outgoing.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"token expired"}');
        incoming.resume();
        return;
      }
    }
    if (auth === `Bearer ${first}` || auth === `Bearer ${second}`) headers.authorization = `Bearer ${realToken}`;
    const forwarded = request({ host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('--token-command', () => {
  it('runs the command at the start and once more after a 401 mid-run; the run goes on with the new token, which no output shows', async () => {
    const reference = await startReferenceServer();
    const first = `first-${randomBytes(12).toString('hex')}`;
    const second = `second-${randomBytes(12).toString('hex')}`;
    const gateway = await expiringGateway(new URL(reference.config.baseUrl), reference.config.token, first, second, 40);
    const dir = workDir();
    const counter = join(dir, 'calls');
    writeFileSync(counter, '');
    // Prints the first token on its first call, the second afterwards; counts its calls.
    const command = `echo x >> ${counter}; if [ "$(wc -l < ${counter})" -le 1 ]; then echo ${first}; else echo ${second}; fi`;
    try {
      const { token: _token, ...config } = reference.config;
      const configFile = writeConfig(dir, { ...config, token: 'unused', baseUrl: `${gateway.url}${new URL(reference.config.baseUrl).pathname}` });
      // The config's token is replaced by the command's (a flag beats the file).
      const reports = join(dir, 'reports');
      const result = await runCli(['run', '--config', configFile, '--token-command', command, '--seed', '4', '--num-runs', '2', '--report-dir', reports], {
        timeoutMs: 240_000,
      });
      expect(result.code, `${result.stdout.slice(-3000)}\n${result.stderr}`).toBe(0);
      expect(readFileSync(counter, 'utf8').split('\n').filter(Boolean)).toHaveLength(2);
      expect(readReport(reports)?.summary.failed).toBe(0);
      for (const text of [result.stdout, result.stderr, ...readdirSync(reports).map((file) => readFileSync(join(reports, file), 'utf8'))]) {
        expect(text).not.toContain(first);
        expect(text).not.toContain(second);
      }
    } finally {
      await new Promise((resolve) => gateway.server.close(resolve));
      await reference.close();
    }
  }, 300_000);

  it('a command that fails is one line and exit 2, without what it printed', async () => {
    const result = await runCli([
      'run',
      '--token-command',
      'echo secret-output; echo "vault: permission denied" >&2; exit 3',
      '--base-url',
      'http://127.0.0.1:9/v1',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('pm-conformance: --token-command failed (exit 3): vault: permission denied');
    expect(result.stderr + result.stdout).not.toContain('secret-output');
  });
});
