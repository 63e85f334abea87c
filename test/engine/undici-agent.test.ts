import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { createAgent, loadAgentClass, type RequestAgent } from '../../engine/http/undici-agent.js';

let server: Server | undefined;
const agents: RequestAgent[] = [];
afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.close()));
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A local server that echoes what it was sent: method, path, one header, the body. */
async function echoServer(): Promise<string> {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-echo': 'yes' });
      res.end(JSON.stringify({ method: req.method, url: req.url, token: req.headers.authorization, body }));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What one request through the agent brings back: the status, a header, the body as text. */
async function exchange(agent: RequestAgent, origin: string) {
  const answer = await agent.request({
    origin,
    path: '/v1/projects/p?x=1',
    method: 'PATCH',
    headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
    body: '{"name":"n"}',
  });
  return { status: answer.statusCode, echo: answer.headers['x-echo'], body: await answer.body.text() };
}

describe('the client’s undici agent, loaded without undici’s index', () => {
  it('sends and answers as the Agent that undici exports does', async () => {
    const origin = await echoServer();
    const ours = createAgent({ connections: 1 });
    const theirs = new Agent({ connections: 1 });
    agents.push(ours, theirs);
    const sent = await exchange(ours, origin);
    expect(sent).toEqual({
      status: 201,
      echo: 'yes',
      body: JSON.stringify({ method: 'PATCH', url: '/v1/projects/p?x=1', token: 'Bearer t', body: '{"name":"n"}' }),
    });
    expect(sent).toEqual(await exchange(theirs, origin));
  });

  it('rejects a request to a closed port with undici’s error', async () => {
    const origin = await echoServer();
    server?.close();
    const agent = createAgent({ connections: 1 });
    agents.push(agent);
    await expect(agent.request({ origin, path: '/', method: 'GET' })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it("falls back to undici's exported Agent where undici's own modules have moved", () => {
    const requireCjs = createRequire(import.meta.url);
    const asked: string[] = [];
    const moved = (id: string): unknown => {
      asked.push(id);
      if (id.startsWith('undici/lib/')) throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' });
      return requireCjs(id);
    };
    expect(loadAgentClass(moved)).toBe(Agent);
    expect(asked.at(-1)).toBe('undici');
    // Where they are, the light agent is a class of its own.
    expect(loadAgentClass()).not.toBe(Agent);
  });
});
