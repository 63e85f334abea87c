import { describe, expect, it } from 'vitest';
import { ServerHealth } from '../../../engine/http/health.js';
import { operationBreaker, OperationBreakers } from '../../../engine/http/layers/operation-breaker.js';
import { BaseUrl } from '../../../engine/http/target.js';
import { notNowOf } from '../../../engine/not-now.js';
import { REQUEST, scripted, TIMEOUT, TIMESHEET } from './fake-send.js';

const BASE = new BaseUrl('http://127.0.0.1:1/v1');

describe('the breaker of one operation', () => {
  it('opens after 3 failures in a row while others are answered: one confirmed failure names it, then nothing is sent to it', async () => {
    const health = new ServerHealth();
    const notices: string[] = [];
    const breakers = new OperationBreakers(health, (line) => notices.push(line));
    const hung = scripted({ problem: TIMEOUT });
    const send = operationBreaker(
      breakers,
      BASE,
    )((request) => (request.operation === REQUEST.operation ? hung.send(request) : scripted({ status: 200 }).send(request)));

    const failures = [];
    for (let n = 0; n < 3; n += 1) {
      failures.push(await send(REQUEST));
      health.answered(); // the server answers others meanwhile
      await send(TIMESHEET);
    }
    const later = await send(REQUEST);

    expect(failures.slice(0, 2).map((exchange) => exchange.problem?.confirmed)).toEqual([undefined, undefined]);
    expect(failures[2]?.problem).toEqual({
      kind: 'timeout',
      message: 'PATCH /projects/{projectId} is not answering: 3 requests to it in a row got no complete answer while the server answered others',
      confirmed: 'the last 3 attempts got: no complete answer within 100 ms; no complete answer within 100 ms; no complete answer within 100 ms',
    });
    expect(hung.sent).toHaveLength(3);
    expect(later.problem).toMatchObject({ kind: 'not-sent', message: expect.stringMatching(/^not sent: PATCH \/projects\/\{projectId\} is not answering/) });
    expect(notNowOf(later)?.reason).toBe('not-sent');
    expect((await send(TIMESHEET)).response?.status).toBe(200);
    expect([...breakers.tripped.keys()]).toEqual([REQUEST.operation]);
    expect(notices).toHaveLength(1);
  });

  it('stays closed when nothing else was answered meanwhile (the server breaker judges a server that answers nothing)', async () => {
    const breakers = new OperationBreakers(new ServerHealth());
    const send = operationBreaker(breakers, BASE)(scripted({ problem: TIMEOUT }).send);
    for (let n = 0; n < 4; n += 1) expect((await send(REQUEST)).problem?.confirmed).toBeUndefined();
    expect(breakers.tripped.size).toBe(0);
  });

  it('stays closed when the only answers meanwhile are late ones, to requests sent before its first failure (a server that broke)', async () => {
    const health = new ServerHealth();
    const breakers = new OperationBreakers(health);
    const send = operationBreaker(breakers, BASE)(scripted({ problem: TIMEOUT }).send);
    const earlier = [health.sending(), health.sending(), health.sending()];
    for (const sent of earlier) {
      await send(REQUEST);
      health.answered(sent); // an answer to a request sent before the streak began, arriving now
    }
    expect(breakers.tripped.size).toBe(0);
    await send(REQUEST);
    health.answered(); // a request sent now is answered: the server answers others
    await send(REQUEST);
    expect(breakers.tripped.size).toBe(1);
  });

  it('starts again from zero after an answer of the operation itself', async () => {
    const health = new ServerHealth();
    const breakers = new OperationBreakers(health);
    const send = operationBreaker(breakers, BASE)(scripted({ problem: TIMEOUT }, { problem: TIMEOUT }, { status: 200 }, { problem: TIMEOUT }).send);
    for (let n = 0; n < 4; n += 1) {
      await send(REQUEST);
      health.answered();
    }
    expect(breakers.tripped.size).toBe(0);
  });
});
