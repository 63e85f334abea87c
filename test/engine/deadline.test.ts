import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../engine/http/client.js';
import { deadline } from '../../engine/http/deadline.js';
import { DEFAULTS } from '../../engine/settings.js';

describe('deadline', () => {
  it('aborts with a TimeoutError once the time is up', async () => {
    const { signal } = deadline(20);
    await new Promise((resolve) => signal.once('abort', resolve));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).name).toBe('TimeoutError');
  });

  it('never aborts once cleared', async () => {
    const { signal, clear } = deadline(20);
    clear();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(signal.aborted).toBe(false);
  });
});

describe('ApiClient with the request deadline', () => {
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    // Answers at once, then trickles its body forever: only the overall deadline can end it
    // (undici's bodyTimeout restarts with every chunk).
    server = createServer((request, response) => {
      if (request.url?.includes('/timesheets/')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('[');
        const timer = setInterval(() => response.write('0,'), 20);
        response.on('close', () => clearInterval(timer));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const client = () => new ApiClient({ baseUrl, token: 't', projectId: 'p', timesheetId: 't' }, { ...DEFAULTS, timeoutMs: 300, concurrency: 2 });

  it('reports a body that never ends as a timeout', async () => {
    const api = client();
    const exchange = await api.send({ operation: 'PATCH /timesheets/{timesheetId}', params: { timesheetId: 't' }, body: {}, purpose: 'trickle' });
    await api.close();
    expect(exchange.problem?.kind).toBe('timeout');
  });

  it('answers a prompt request as before', async () => {
    const api = client();
    const exchange = await api.send({ operation: 'PATCH /projects/{projectId}', params: { projectId: 'p' }, body: {}, purpose: 'prompt' });
    await api.close();
    expect(exchange.problem).toBeUndefined();
    expect(exchange.response?.json).toEqual({});
  });
});
