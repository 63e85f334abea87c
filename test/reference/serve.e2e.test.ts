import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { CONNECTION_KEYS, type ConnectionConfig } from '../../engine/connection.js';
import { startProcess, type ProcessResult } from '../support/run-process.js';

// Runs the built CLI (npm test builds first): the same entry point users run.
const BIN = fileURLToPath(new URL('../../bin/pm-conformance.js', import.meta.url));

interface Served {
  readonly config: ConnectionConfig;
  readonly stop: (signal: NodeJS.Signals) => Promise<ProcessResult>;
}

/** Children this file started and that have not exited: stopped after each test, whatever happened. */
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
});

function run(args: string[]) {
  const started = startProcess(process.execPath, [BIN, ...args]);
  running.add(started.child);
  started.child.once('exit', () => running.delete(started.child));
  return { child: started.child, exited: started.ended, output: started.stdout };
}

async function serve(args: string[] = []): Promise<Served> {
  const { child, exited, output } = run(['serve', ...args]);
  while (!output().includes('\n')) {
    const ended = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 50, false))]);
    if (ended) throw new Error(`serve exited early: ${(await exited).stderr}`);
  }
  const config = JSON.parse(output().split('\n')[0] ?? '') as ConnectionConfig;
  return { config, stop: (signal) => (child.kill(signal), exited) };
}

const patchProject = (config: ConnectionConfig, token = config.token) =>
  request(`${config.baseUrl}/projects/${config.projectId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });

describe('pm-conformance serve', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('prints one ConnectionConfig line, serves it, and exits 0 on %s', async (signal) => {
    const { config, stop } = await serve();
    expect(Object.keys(config).sort()).toEqual(Object.keys(CONNECTION_KEYS).sort());
    expect(config.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const answer = await patchProject(config);
    expect(answer.statusCode).toBe(200);
    await answer.body.dump();
    const { code, stdout, stderr } = await stop(signal);
    expect(code).toBe(0);
    expect(stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toBe('');
    await expect(patchProject(config)).rejects.toThrow();
  });

  it('switches on faults, a personality and removed operations from the flags', async () => {
    const { config, stop } = await serve(['--fault', 'project-wrong-id', '--personality', 'auth-401', '--removed', 'GET /orgs/me']);
    try {
      const answer = await patchProject(config);
      expect(((await answer.body.json()) as { _id: string })._id).not.toBe(config.projectId);
      const unauthenticated = await patchProject(config, 'pmc_not-a-token');
      await unauthenticated.body.dump();
      expect(unauthenticated.statusCode).toBe(401);
      const removed = await request(`${config.baseUrl}/orgs/me`, { headers: { authorization: `Bearer ${config.token}` } });
      await removed.body.dump();
      expect(removed.statusCode).toBe(410);
    } finally {
      await stop('SIGTERM');
    }
  });

  it.each([
    [['--fault', 'no-such-fault'], 'unknown fault "no-such-fault"; valid: json-content-type-missing'],
    [['--personality', 'grumpy'], 'unknown personality "grumpy"; valid: status-404'],
    [['--removed', 'GET /nothing'], 'unknown operation "GET /nothing"; valid: DELETE /orgs/clients/{clientId}'],
    [['--port', '70000'], '--port must be at most 65535'],
  ])('refuses %j with one line on stderr and exit 2', async (args, message) => {
    const { code, stdout, stderr } = await run(['serve', ...args]).exited;
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toContain(message);
  });
});
