import { describe, expect, it } from 'vitest';
import { Credentials, credentials } from '../../../engine/http/layers/credentials.js';
import { compose } from '../../../engine/http/layers/layer.js';
import { recording } from '../../../engine/http/layers/recording.js';
import { redaction } from '../../../engine/http/layers/redaction.js';
import { defaultUserAgent, userAgent } from '../../../engine/http/layers/user-agent.js';
import type { Exchange } from '../../../engine/exchange.js';
import { answerOf, REQUEST } from './fake-send.js';

const TOKEN = 'admin-secret-token-0123456789';
const CONFIG = { baseUrl: 'http://127.0.0.1:1/v1', token: TOKEN, projectId: 'p', timesheetId: 't' };

describe('recording, redaction, credentials and the User-Agent', () => {
  it('sends the token and the User-Agent, and records neither the token nor anything that echoes it', async () => {
    const store = new Credentials(CONFIG);
    const recorded: Exchange[] = [];
    const sentHeaders: Record<string, string>[] = [];
    const pipeline = compose(
      [recording((exchange) => recorded.push(exchange)), redaction(store), userAgent(defaultUserAgent('9.9.9')), credentials(store)],
      (request) => {
        sentHeaders.push({ ...request.headers });
        return Promise.resolve(answerOf(request, { status: 200, headers: { 'x-echo': TOKEN }, body: JSON.stringify({ echo: TOKEN }) }));
      },
    );
    const exchange = await pipeline(REQUEST);
    expect(sentHeaders).toEqual([{ 'user-agent': 'pm-conformance/9.9.9', authorization: `Bearer ${TOKEN}` }]);
    expect(recorded).toEqual([exchange]);
    expect(JSON.stringify(exchange)).not.toContain(TOKEN);
    expect(exchange.request.headers).toEqual({ 'user-agent': 'pm-conformance/9.9.9', authorization: 'Bearer $PMC_TOKEN' });
    expect(exchange.response?.json).toEqual({ echo: '$PMC_TOKEN' });
  });

  it('keeps a User-Agent set above it, and redacts a raw credential with its own words', async () => {
    const store = new Credentials(CONFIG);
    const pipeline = compose([redaction(store), userAgent('pm-conformance/1'), credentials(store)], (request) =>
      Promise.resolve(answerOf(request, { status: 401, body: '' })),
    );
    const exchange = await pipeline({
      ...REQUEST,
      headers: { 'user-agent': 'mine' },
      caller: { authorization: `Bearer ${TOKEN.slice(1)}`, redact: [TOKEN.slice(1), '$PMC_TOKEN (less one character)'] },
    });
    expect(exchange.request.headers).toEqual({ 'user-agent': 'mine', authorization: 'Bearer $PMC_TOKEN (less one character)' });
    expect(exchange.response?.json).toBeUndefined();
  });
});
