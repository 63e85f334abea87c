import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exchange } from '../../engine/exchange.js';
import { reproductionOf } from '../../engine/results/reproduction.js';

/** A server on loopback that records the bytes of each request body it gets. */
let received: Buffer[] = [];
const server = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push(Buffer.concat(chunks));
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const bash = (script: string) =>
  new Promise<number | null>((resolve) => {
    const child = spawn('bash', ['-c', script], { env: { PATH: process.env.PATH, PMC_TOKEN: 'secret' }, stdio: 'ignore' });
    child.on('close', resolve);
  });

const sent = (url: string, body: string, purpose: string): Exchange => ({
  request: {
    method: 'PATCH',
    url,
    operation: 'PATCH /projects/{projectId}',
    headers: { 'content-type': 'application/json', authorization: 'Bearer $PMC_TOKEN' },
    body,
  },
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 1,
  purpose,
});

const HARD = {
  quotes: `it's "quoted" and 'single'`,
  backslashes: 'C:\\path\\n\\t \\u0041',
  lines: 'one\ntwo\r\nthree',
  controls: 'bell\u0007 esc\u001b[0m del\u007f',
  zeroWidth: 'zero\u200bwidth\u200c\u200d\ufeff',
  astral: 'emoji 😀 e\u0301',
  long: 'abcdefghijklmnopqrstuvwxyz'.repeat(38),
  longHard: `"'\\\n\u200b`.repeat(30),
};

describe('engine/results/reproduction pasted into bash', () => {
  it('sends the same bytes, long values once in a variable, every line ASCII', async () => {
    received = [];
    const bodies = [JSON.stringify(HARD), JSON.stringify({ title: HARD.long, again: HARD.long }), 'not JSON: \'"\\\n\u0000 NUL and all'];
    const steps = bodies.map((body, index) => sent(`${base}/v1/projects/p${index}`, body, `step ${index}\nwith a newline`));
    const script = reproductionOf(steps, { note: 'a test' }) as string;
    expect(script).toMatch(/^[\x20-\x7e\n]*$/);
    // The long value is written once and named on the curl lines.
    expect(script.match(/^S\d+=/gm)?.length).toBe(2);
    expect(script).toContain(`"$S1"`);
    for (const line of script.split('\n').filter((each) => each.startsWith('curl '))) expect(line.length).toBeLessThan(700);
    expect(await bash(script)).toBe(0);
    expect(received.map((body) => body.toString('utf8'))).toEqual(bodies);
  });
});
