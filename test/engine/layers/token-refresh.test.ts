import { describe, expect, it } from 'vitest';
import { Credentials, credentials } from '../../../engine/http/layers/credentials.js';
import { compose, type Send } from '../../../engine/http/layers/layer.js';
import { redaction } from '../../../engine/http/layers/redaction.js';
import { tokenRefresh } from '../../../engine/http/layers/token-refresh.js';
import { answerOf, REQUEST } from './fake-send.js';

const CONFIG = { baseUrl: 'http://127.0.0.1:1/v1', token: 'old-admin-token-0123456789', projectId: 'p', timesheetId: 't' };

/** A server that takes only `valid` as the admin's token. */
function server(valid: string): { send: Send; seen: (string | undefined)[] } {
  const seen: (string | undefined)[] = [];
  const send: Send = (request) => {
    seen.push(request.headers?.authorization);
    return Promise.resolve(answerOf(request, request.headers?.authorization === `Bearer ${valid}` ? { status: 200 } : { status: 401 }));
  };
  return { send, seen };
}

describe('a token refreshed after a 401', () => {
  it('is asked once per role, the request sent again with it, and redacted as the old one', async () => {
    const store = new Credentials(CONFIG);
    const fresh = 'fresh-admin-token-9876543210';
    const asked: string[] = [];
    const { send, seen } = server(fresh);
    const pipeline = compose(
      [
        redaction(store),
        tokenRefresh(store, (role) => {
          asked.push(role);
          return Promise.resolve(fresh);
        }),
        credentials(store),
      ],
      send,
    );
    const [first, second] = await Promise.all([pipeline(REQUEST), pipeline(REQUEST)]);
    expect(asked).toEqual(['token']);
    expect([first?.response?.status, second?.response?.status]).toEqual([200, 200]);
    expect(seen.filter((value) => value === `Bearer ${fresh}`)).toHaveLength(2);
    expect(first?.request.headers.authorization).toBe('Bearer $PMC_TOKEN');
  });

  it('is left out of the pipeline when there is no command to refresh with: a 401 is given back as it came', async () => {
    const { send } = server('another-token-0123456789');
    expect(tokenRefresh(new Credentials(CONFIG), undefined)(send)).toBe(send);
    expect((await send(REQUEST)).response?.status).toBe(401);
  });

  it('leaves the 401 of a tampered or missing token alone', async () => {
    const store = new Credentials(CONFIG);
    let asked = 0;
    const pipeline = compose(
      [
        tokenRefresh(store, () => {
          asked += 1;
          return Promise.resolve('x');
        }),
        credentials(store),
      ],
      server('nobody').send,
    );
    expect((await pipeline({ ...REQUEST, caller: 'none' })).response?.status).toBe(401);
    expect((await pipeline({ ...REQUEST, caller: { authorization: 'Bearer tampered' } })).response?.status).toBe(401);
    expect(asked).toBe(0);
  });
});
