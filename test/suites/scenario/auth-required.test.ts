import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { profileOf } from '../../../specs/operation-profiles/index.js';
import { authRequired } from '../../../suites/checks/scenario/auth-required.js';
import { documentServer, servesOnly, type Deviations } from '../fake-documents.js';
import { runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

const CALLERS = 2; // no Authorization header, an invalid bearer token
const OBSERVED = 'observe ERROR.OTHER_STATUSES';
/** A conforming server: only the admin's token is served; an e-mail already on the project is refused, so a refused add can be looked for. */
const CONFORMING: Deviations = { authorize: servesOnly('admin'), refuseDuplicates: true };
/** A server that applies every request, then refuses those without the admin's token. */
function refusesAfterApplying(): FakeServer {
  const { server } = documentServer({ refuseDuplicates: true });
  return (request) => {
    const answer = server({ ...request, caller: 'admin' });
    return servesOnly('admin')(request) ?? answer;
  };
}
/** Each caller's verdicts: the read's (PATCH {}, on an update) then the change's, each after its observed status. */
const perCaller = (operation: SpecifiedOperationKey, read: string, change: string) =>
  Array.from({ length: CALLERS }, () => [...(profileOf(operation).kind === 'update' ? [OBSERVED, read] : []), OBSERVED, change]).flat();
const judged = (findings: readonly { verdict: string; message: string }[]) => findings.filter((finding) => finding.verdict !== 'observe');

describe.each(operationsOf(authRequired))('auth-required on %s', (operation) => {
  it('passes a server that refuses every request without a valid token and changes nothing', async () => {
    const { findings } = await runOffline(authRequired, operation, documentServer(CONFORMING).server);
    expect(verdictsOf(findings)).toEqual(perCaller(operation, 'pass AUTH.REQUIRED', 'pass AUTH.REQUIRED'));
    expect(findings.filter((finding) => finding.requirement === 'ERROR.OTHER_STATUSES').map((finding) => finding.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/without an Authorization header is answered 401$/),
        expect.stringMatching(/with an invalid bearer token is answered 401$/),
      ]),
    );
  });

  it('fails a server that serves and applies requests without a valid token, saying how the change was seen', async () => {
    const { findings } = await runOffline(authRequired, operation, documentServer({ refuseDuplicates: true }).server);
    expect(verdictsOf(findings)).toEqual(perCaller(operation, 'fail AUTH.REQUIRED', 'fail AUTH.REQUIRED'));
    const messages = judged(findings).map((finding) => finding.message);
    expect(messages.some((message) => /^Received 200 for a change without an Authorization header, and /.test(message))).toBe(true);
    if (profileOf(operation).kind === 'update')
      expect(messages).toContainEqual(expect.stringMatching(/^Received 200 for a read with an invalid bearer token, with the document's fields \(/));
  });

  it('warns (AUTH.REFUSAL) on a server that answers 200 without a valid token but changes nothing', async () => {
    const answersEmpty = (request: Parameters<FakeServer>[0]) => (servesOnly('admin')(request) ? { status: 200, json: {} } : undefined);
    const { findings } = await runOffline(authRequired, operation, documentServer({ ...CONFORMING, authorize: answersEmpty }).server);
    expect(verdictsOf(findings)).toEqual(perCaller(operation, 'warn AUTH.REFUSAL', 'warn AUTH.REFUSAL'));
    expect(judged(findings).at(-1)?.message).toMatch(/^Received 200 for a change with an invalid bearer token; no change was seen: /);
  });

  it('fails a server that refuses (401) yet applies the change, whatever the status', async () => {
    const { findings } = await runOffline(authRequired, operation, refusesAfterApplying());
    expect(verdictsOf(findings)).toEqual(perCaller(operation, 'pass AUTH.REQUIRED', 'fail AUTH.REQUIRED'));
    expect(judged(findings).at(-1)?.message).toMatch(/^Received 401 refusing a change with an invalid bearer token, and /);
  });
});
