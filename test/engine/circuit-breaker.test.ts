import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, type ApiRequest } from '../../engine/http/client.js';
import { DEFAULTS } from '../../engine/settings.js';

const PROJECT: ApiRequest = { operation: 'PATCH /projects/{projectId}', params: { projectId: 'p' }, body: {}, purpose: 'read the project' };
const TIMESHEET: ApiRequest = { operation: 'PATCH /timesheets/{timesheetId}', params: { timesheetId: 't' }, body: {}, purpose: 'read the timesheet' };

interface Local {
  readonly baseUrl: string;
  readonly requests: string[];
  /** Whether the server still answers (false: every request is left without an answer). */
  alive: boolean;
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A local server: answers {} while alive, except what `hangs` holds without an answer. */
async function start(hangs: (req: IncomingMessage) => boolean = () => false): Promise<Local> {
  const local = { baseUrl: '', requests: [] as string[], alive: true };
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    local.requests.push(`${req.method} ${req.url}`);
    if (!local.alive || hangs(req)) return;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  local.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return local;
}

const clientOf = (local: Local, notices: string[], timeoutMs = 200) =>
  new ApiClient(
    { baseUrl: local.baseUrl, token: 't', projectId: 'p', timesheetId: 't' },
    { ...DEFAULTS, timeoutMs, concurrency: 1, notice: (line) => notices.push(line) },
  );

describe('the circuit breaker on the server health', () => {
  it('opens after 3 failures in a row, says so once, and sends nothing more', async () => {
    const local = await start();
    const notices: string[] = [];
    const client = clientOf(local, notices);
    expect((await client.send(PROJECT)).response?.status).toBe(200);
    local.alive = false;

    const first = await client.send(PROJECT);
    const sentBefore = local.requests.length;
    const later = await Promise.all([client.send(TIMESHEET), client.send(PROJECT)]);
    await client.close();

    // The failure, its second attempt and the liveness probe: three without an answer.
    expect(local.requests.slice(1)).toEqual(['PATCH /v1/projects/p', 'PATCH /v1/projects/p', 'GET /v1/']);
    expect(first.problem).toMatchObject({ kind: 'timeout' });
    expect(first.problem?.confirmed).toBeUndefined();
    expect(client.health.tripped).toMatch(/^the server stopped answering: 3 requests in a row got no answer \(no complete answer within 200 ms; /);
    expect(local.requests.length).toBe(sentBefore);
    expect(later.map((exchange) => exchange.problem?.kind)).toEqual(['not-sent', 'not-sent']);
    expect(notices.filter((line) => line.includes('circuit breaker open'))).toHaveLength(1);
  });

  it('confirms a request that hangs a server that answers others: a failure, marked confirmed', async () => {
    const local = await start((req) => req.url?.includes('/projects/') ?? false);
    const notices: string[] = [];
    const client = clientOf(local, notices);
    await client.send(TIMESHEET);

    const exchange = await client.send(PROJECT);
    const after = await client.send(TIMESHEET);
    await client.close();

    expect(exchange.problem?.kind).toBe('timeout');
    expect(exchange.problem?.confirmed).toMatch(/failed again .* while the server answered a liveness probe/);
    expect(exchange.firstAttempt?.kind).toBe('timeout');
    expect(client.health.tripped).toBeUndefined();
    expect(after.response?.status).toBe(200);
  });

  it('takes a request answered the second time as answered, with its first attempt kept', async () => {
    let hung = 0;
    const local = await start((req) => req.url?.includes('/projects/') === true && hung++ === 0);
    const client = clientOf(local, []);
    await client.send(TIMESHEET);

    const exchange = await client.send(PROJECT);
    await client.close();

    expect(exchange.response?.status).toBe(200);
    expect(exchange.problem).toBeUndefined();
    expect(exchange.firstAttempt?.kind).toBe('timeout');
  });

  it('neither re-sends nor counts until the server has answered once (a start that cannot reach it is one request)', async () => {
    const local = await start();
    local.alive = false;
    const client = clientOf(local, []);
    await client.send(PROJECT);
    await client.send(PROJECT);
    await client.send(PROJECT);
    await client.close();

    expect(local.requests).toEqual(['PATCH /v1/projects/p', 'PATCH /v1/projects/p', 'PATCH /v1/projects/p']);
    expect(client.health.tripped).toBeUndefined();
  });

  it('closes again within a recovery budget once a probe is answered', async () => {
    const local = await start();
    const notices: string[] = [];
    const client = clientOf(local, notices);
    await client.send(PROJECT);
    local.alive = false;
    await client.send(PROJECT);
    await client.send(PROJECT);
    expect(client.health.tripped).toBeDefined();

    local.alive = true;
    client.health.allowRecovery(2_000, 'restoring the fixtures');
    const exchange = await client.send(PROJECT);
    await client.close();

    expect(exchange.response?.status).toBe(200);
    expect(client.health.tripped).toBeUndefined();
    expect(notices).toContain('restoring the fixtures: waiting up to 2 s for the server to answer again');
    expect(notices).toContain('the server answers again: the circuit breaker is closed');
  });

  it('names a request waited on for more than 3 s, once', async () => {
    let hold = true;
    const local = await start((req) => hold && (req.url?.includes('/projects/') ?? false));
    const notices: string[] = [];
    const client = clientOf(local, notices, 4_500);
    await client.send(TIMESHEET);
    // Not awaited to its end: the notice is what is asserted, after 4 s.
    const pending = client.send(PROJECT);
    await new Promise((resolve) => setTimeout(resolve, 4_100));
    expect(notices).toEqual([
      expect.stringMatching(/^waiting [34] s for an answer to PATCH \/v1\/projects\/p \(read the project\); each request gives up after 5 s \(--timeout\)$/),
    ]);
    hold = false;
    server?.closeAllConnections();
    await pending;
    await client.close();
  });
});
