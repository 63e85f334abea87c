import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../engine/exchange.js';
import type { Finding } from '../../engine/finding.js';
import type { ApiRequest } from '../../engine/http/client.js';
import { minimizedReproduction, type MinimizeServices } from '../../runner/minimize/minimize-failure.js';
import { rememberRequest } from '../../suites/runtime/confirm.js';

const FOUND = { _id: 'p1', title: 'as found', customId: 'c0' };
const LONG = 'abcdefghijklmnopqrstuvwxyz'.repeat(20);

/** A project store that cuts strings to 255 characters, with the requests it got and the restores it saw. */
function server() {
  let stored: Record<string, unknown> = { ...FOUND };
  const state = { replays: 0, restores: 0, log: [] as string[] };
  const answer = (request: ApiRequest): Exchange => {
    if (request.operation === 'PATCH /projects/{projectId}') {
      const body = request.body as Record<string, unknown>;
      stored = { ...stored, ...Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, 255) : value])) };
    }
    const bodyText = JSON.stringify(stored);
    const method = request.operation.split(' ')[0] as string;
    const exchange: Exchange = {
      request: {
        method,
        url: `http://127.0.0.1:1/v1/projects/p1`,
        operation: request.operation,
        headers: { authorization: 'Bearer $PMC_TOKEN' },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      },
      response: { status: 200, headers: {}, bodyText, json: JSON.parse(bodyText) as unknown },
      startedAt: new Date(0).toISOString(),
      durationMs: 1,
      purpose: request.purpose,
    };
    rememberRequest(exchange, request);
    return exchange;
  };
  const services = (budget: number): MinimizeServices => ({
    budget,
    send: async (request) => {
      state.log.push(request.purpose);
      return answer(request);
    },
    restore: async () => {
      state.restores += 1;
      stored = { ...FOUND };
      return { restored: [], leftovers: [] };
    },
  });
  return { answer, services, state, stored: () => stored };
}

const patch = (body: Record<string, unknown>, purpose: string): ApiRequest => ({
  operation: 'PATCH /projects/{projectId}',
  params: { projectId: 'p1' },
  body,
  purpose,
});
const read: ApiRequest = { operation: 'GET /projects/{projectId}', params: { projectId: 'p1' }, purpose: 'read back' };

/** The run's sequence: two unrelated round trips, then the long value and its read-back, which shows the cut. */
function recorded(answer: (request: ApiRequest) => Exchange): Finding {
  const sequence = [
    patch({ title: 'one' }, 'round trip one'),
    read,
    patch({ customId: 'two' }, 'round trip two'),
    read,
    patch({ customId: LONG }, 'the long value'),
    read,
  ].map(answer);
  return {
    check: 'stored-as-sent',
    requirement: 'PROJECT.UPDATE.PERSISTS',
    operation: 'PATCH /projects/{projectId}',
    verdict: 'fail',
    message: 'cut',
    exchange: sequence.at(-1) as Exchange,
    counterexample: { customId: LONG },
    sequence,
  };
}

describe('runner/minimize/minimizedReproduction', () => {
  it('keeps the long value and its read-back, each candidate from the fixture as found and put back after', async () => {
    const fake = server();
    const finding = recorded(fake.answer);
    const reproduction = (await minimizedReproduction(finding, 'npx pm-conformance run --only stored-as-sent', fake.services(50))) as string;
    const curls = reproduction.split('\n').filter((line) => line.startsWith('curl '));
    expect(curls).toHaveLength(2);
    expect(reproduction).toMatch(/^# 2 of the 6 requests recorded: the shortest sequence that still shows it/);
    expect(curls[0]).toContain('"$S1"');
    expect(reproduction.split('\n').at(-1)).toBe('npx pm-conformance run --only stored-as-sent');
    // One restore per replayed candidate, and the store is as found at the end.
    expect(fake.state.restores).toBeGreaterThan(0);
    expect(fake.stored()).toEqual(FOUND);
    expect(fake.state.log.every((purpose) => purpose.startsWith('minimise: '))).toBe(true);
  });

  it('says the reproduction is not minimal when the budget runs out, and keeps every request', async () => {
    const fake = server();
    const reproduction = (await minimizedReproduction(recorded(fake.answer), undefined, fake.services(1))) as string;
    expect(reproduction).toMatch(/^# not minimal: 6 of the 6 requests recorded; reducing it further would need more requests than --minimize-budget 1 allows/);
    expect(reproduction.split('\n').filter((line) => line.startsWith('curl '))).toHaveLength(6);
    expect(fake.state.log).toHaveLength(0);
  });

  it('leaves a failure of one request alone', async () => {
    const fake = server();
    const one = fake.answer(read);
    expect(await minimizedReproduction({ ...recorded(fake.answer), exchange: one, sequence: [one] }, undefined, fake.services(50))).toBeUndefined();
  });
});
