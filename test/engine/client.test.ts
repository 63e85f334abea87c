import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, type ApiRequest } from '../../engine/http/client.js';
import { suiteVersion } from '../../engine/report/version.js';
import { DEFAULTS } from '../../engine/settings.js';

const PROJECT: ApiRequest = { operation: 'PATCH /projects/{projectId}', params: { projectId: 'p' }, body: {}, purpose: 'read the project' };
const TIMESHEET: ApiRequest = { operation: 'PATCH /timesheets/{timesheetId}', params: { timesheetId: 't' }, body: {}, purpose: 'read the timesheet' };

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A local server that answers {} to everything but what `stalls` names: its headers go out, its body never ends. */
async function start(stalls: (req: IncomingMessage) => boolean): Promise<{ baseUrl: string; seen: IncomingHttpHeaders[]; stalled: number }> {
  const local = { baseUrl: '', seen: [] as IncomingHttpHeaders[], stalled: 0 };
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    local.seen.push(req.headers);
    if (stalls(req)) {
      local.stalled += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).write('{');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  local.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return local;
}

const clientOf = (baseUrl: string, notices: string[] = []) =>
  new ApiClient(
    { baseUrl, token: 't', projectId: 'p', timesheetId: 't' },
    { ...DEFAULTS, timeoutMs: 200, concurrency: 1, notice: (line) => notices.push(line) },
  );

describe('the client, through its whole pipeline', () => {
  it('names the suite in every request: User-Agent pm-conformance/<version>', async () => {
    const local = await start(() => false);
    const client = clientOf(local.baseUrl);
    const exchange = await client.send(PROJECT);
    await client.close();
    expect(local.seen[0]?.['user-agent']).toBe(`pm-conformance/${suiteVersion()}`);
    expect(exchange.request.headers['user-agent']).toBe(`pm-conformance/${suiteVersion()}`);
  });

  it('breaks off an operation whose body stalls while others answer: one confirmed failure names it, then nothing more is sent to it', async () => {
    const local = await start((req) => req.url?.includes('/projects/') === true);
    const notices: string[] = [];
    const client = clientOf(local.baseUrl, notices);
    await client.send(TIMESHEET);

    const first = await client.send(PROJECT);
    await client.send(TIMESHEET);
    const second = await client.send(PROJECT);
    const third = await client.send(PROJECT);
    const other = await client.send(TIMESHEET);
    await client.close();

    // The first: sent twice, confirmed by a liveness probe; the second's attempt is the third in a row.
    expect(first.problem?.confirmed).toMatch(/failed again when sent a second time/);
    expect(second.problem?.message).toMatch(
      /^PATCH \/projects\/\{projectId\} is not answering: 3 requests to it in a row got no complete answer while the server answered others/,
    );
    expect(third.problem).toMatchObject({ kind: 'not-sent', message: expect.stringMatching(/^not sent: PATCH \/projects\/\{projectId\} is not answering/) });
    expect(local.stalled).toBe(3);
    expect(other.response?.status).toBe(200);
    expect(client.health.tripped).toBeUndefined();
    expect([...client.notAnswering.keys()]).toEqual(['PATCH /projects/{projectId}']);
    expect(notices.filter((line) => line.includes('is not answering'))).toHaveLength(1);
  });
});
