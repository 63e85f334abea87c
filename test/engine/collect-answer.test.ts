import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Agent as AgentClass } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { collectAnswer, headersOf } from '../../engine/http/collect-answer.js';
import type { PartialAnswer } from '../../engine/http/problem.js';

const { Agent } = createRequire(import.meta.url)('undici') as { Agent: typeof AgentClass };

let server: Server | undefined;
let agent: AgentClass | undefined;
afterEach(async () => {
  await agent?.destroy();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A server that writes `reply` (raw HTTP) to each request and then does what `after` says with the socket. */
async function answering(reply: string, after: 'end' | 'destroy' | 'hang'): Promise<string> {
  server = createServer((socket) => {
    socket.once('data', () => {
      socket.write(reply);
      if (after === 'end') socket.end();
      if (after === 'destroy') socket.destroy();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  agent = new Agent({ connections: 1 });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const ask = (origin: string, progress: { partial?: PartialAnswer }, maxBytes = 1_000, timeoutMs = 2_000) =>
  collectAnswer(agent as AgentClass, {
    dispatch: { origin, path: '/v1/x', method: 'GET', headers: { accept: 'application/json' } },
    maxBytes,
    timeoutMs,
    progress,
  });

describe('collectAnswer', () => {
  it('reads the status, the fields (repeated ones joined, names in lower case) and the whole body', async () => {
    const origin = await answering(
      'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nLink: <a>\r\nLINK: <b>\r\nContent-Length: 11\r\n\r\n{"id":"é"}',
      'end',
    );
    const progress: { partial?: PartialAnswer } = {};
    const answer = await ask(origin, progress);
    expect(answer).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json', link: '<a>, <b>', 'content-length': '11' },
      text: '{"id":"é"}',
      truncated: false,
    });
    expect(progress.partial).toEqual({ status: 200, bytes: 11 });
  });

  it('cuts a body at the cap and says so', async () => {
    const origin = await answering(`HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n${'x'.repeat(100)}`, 'hang');
    const answer = await ask(origin, {}, 10);
    expect(answer).toMatchObject({ status: 200, text: 'x'.repeat(10), truncated: true });
  });

  it('fails with what undici says when the answer breaks off, and tells how far it had come', async () => {
    const origin = await answering('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{"partial', 'destroy');
    const progress: { partial?: PartialAnswer } = {};
    await expect(ask(origin, progress)).rejects.toMatchObject({ code: 'UND_ERR_SOCKET' });
    expect(progress.partial).toEqual({ status: 200, bytes: 9 });
  });

  it('gives up at the deadline with a TimeoutError, whether the headers had come or not', async () => {
    const origin = await answering('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{', 'hang');
    await expect(ask(origin, {}, 1_000, 100)).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe('headersOf', () => {
  it('keeps no field named __proto__, and a field named like an Object method as any other', () => {
    const raw = ['__proto__', 'x', 'constructor', 'a', 'Constructor', 'b'].map((text) => Buffer.from(text, 'latin1'));
    const fields = headersOf(raw);
    expect(Object.keys(fields)).toEqual(['constructor']);
    expect(fields.constructor).toBe('a, b');
  });
});
