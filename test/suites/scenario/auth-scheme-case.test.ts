import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../../engine/http/client.js';
import { operationsOf } from '../../../runner/plan.js';
import { authSchemeCase } from '../../../suites/checks/scenario/auth-scheme-case.js';
import { documentServer, type Deviations } from '../fake-documents.js';
import { OFFLINE_CONNECTION, runOffline, verdictsOf } from '../offline-context.js';

const TOKEN = 'pmc_Abc123xyz';
const connection = { ...OFFLINE_CONNECTION, token: TOKEN };
const authorizationOf = (request: ApiRequest) =>
  typeof request.caller === 'object' && 'authorization' in request.caller ? request.caller.authorization : undefined;
const unauthorized = { status: 401, json: { message: 'unauthorized' } };
/** Compares the scheme as spelled: only "Bearer" (and the admin's own requests, which the client spells so) is served. */
const CASE_SENSITIVE: Deviations = { authorize: (request) => (authorizationOf(request)?.startsWith('Bearer ') === false ? unauthorized : undefined) };
const run = (operation: (typeof operations)[number], deviations: Deviations = {}) =>
  runOffline(authSchemeCase, operation, documentServer(deviations).server, { connection });
const operations = operationsOf(authSchemeCase);

describe.each(operations)('auth-scheme-case on %s', (operation) => {
  it('passes a server that serves "bearer" and "BEARER" as "Bearer", sending the token under each', async () => {
    const { findings, requests } = await run(operation);
    expect(requests.map(authorizationOf)).toEqual([undefined, `bearer ${TOKEN}`, `BEARER ${TOKEN}`]);
    expect(verdictsOf(findings)).toEqual(['pass AUTH.SCHEME_CASE', 'pass AUTH.SCHEME_CASE']);
  });

  it('warns, naming RFC 9110 §11.1, for each spelling a case-sensitive comparison refuses', async () => {
    const { findings } = await run(operation, CASE_SENSITIVE);
    expect(verdictsOf(findings)).toEqual(['warn AUTH.SCHEME_CASE', 'warn AUTH.SCHEME_CASE']);
    expect(findings[0]?.message).toMatch(/^Received 401 for a read with the configured token under the scheme spelled "bearer"/);
    expect(findings[0]?.message).toContain('RFC 9110 §11.1');
  });

  it('fails under --strict', async () => {
    const { findings } = await runOffline(authSchemeCase, operation, documentServer(CASE_SENSITIVE).server, { connection, strict: true });
    expect(verdictsOf(findings)).toEqual(['fail AUTH.SCHEME_CASE', 'fail AUTH.SCHEME_CASE']);
  });

  it('skips when the document cannot be read under "Bearer" at all', async () => {
    const { findings } = await run(operation, { authorize: () => unauthorized });
    expect(verdictsOf(findings)).toEqual(['skip AUTH.SCHEME_CASE']);
  });
});
