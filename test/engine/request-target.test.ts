import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiClient, pathFor } from '../../engine/http/client.js';
import { DEFAULTS } from '../../engine/settings.js';
import { SPECIFIED_OPERATION_KEYS } from '../../specs/operations.js';

const clientFor = (baseUrl: string) => new ApiClient({ baseUrl, token: 't', projectId: 'p', timesheetId: 't' }, { ...DEFAULTS, seed: 1 } as never);

/** What the URL parser makes of the same request: the reference the joined text must equal. */
function parsed(baseUrl: string, operation: (typeof SPECIFIED_OPERATION_KEYS)[number], params: Record<string, string>, query?: Record<string, string>) {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const url = new URL(pathFor(operation, params).replace(/^\//, ''), base);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return { href: url.toString(), path: `${url.pathname}${url.search}` };
}

const id = fc.oneof(fc.string(), fc.constantFrom('.', '..', '%2e', 'a/b', 'ä ö', '?#', '65f000000000000000000101'));

describe('where a request goes', () => {
  it('is what the URL parser gives, for any parameter values, query and base path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http://127.0.0.1:8080/v1', 'http://127.0.0.1:8080/v1/', 'https://user:pw@staging.example.com/api/v1', 'http://h/'),
        fc.constantFrom(...SPECIFIED_OPERATION_KEYS),
        fc.record({ projectId: id, timesheetId: id, personId: id }),
        fc.option(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), { nil: undefined }),
        (baseUrl, operation, params, query) => {
          expect(clientFor(baseUrl).targetOf({ operation, params, ...(query ? { query } : {}) })).toEqual(parsed(baseUrl, operation, params, query));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps a base URL with a query as the parser resolves it', () => {
    const operation = 'PATCH /projects/{projectId}';
    expect(clientFor('http://h/v1?tenant=a').targetOf({ operation, params: { projectId: 'p1' } })).toEqual(
      parsed('http://h/v1?tenant=a', operation, { projectId: 'p1' }),
    );
  });
});
