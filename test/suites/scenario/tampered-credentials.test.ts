import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import type { ApiRequest } from '../../../engine/http/client.js';
import { profileOf } from '../../../specs/operation-profiles/index.js';
import { tamperedCredentialsCheck } from '../../../suites/checks/scenario/tampered-credentials.js';
import { tamperedCredentials } from '../../../suites/runtime/tampered-credentials.js';
import { documentServer, type Deviations } from '../fake-documents.js';
import { OFFLINE_CONNECTION, runOffline, verdictsOf } from '../offline-context.js';

const TOKEN = 'pmc_Abc123xyz';
const connection = { ...OFFLINE_CONNECTION, token: TOKEN };
const VARIANTS = tamperedCredentials(TOKEN);
const OBSERVED = 'observe ERROR.OTHER_STATUSES';
const unauthorized = { status: 401, json: { message: 'unauthorized' } };
const isAdmin = (request: ApiRequest) => request.caller === undefined || request.caller === 'admin';
const authorizationOf = (request: ApiRequest) => (typeof request.caller === 'object' && 'authorization' in request.caller ? request.caller.authorization : '');
/** Serves the admin alone (an e-mail already on the project refused, so that a refused add can be looked for). */
const CONFORMING: Deviations = { authorize: (request) => (isAdmin(request) ? undefined : unauthorized), refuseDuplicates: true };
/** Compares the Authorization header without regard to case: the token in another letter case is served as the admin. */
const CASE_BLIND: Deviations = {
  refuseDuplicates: true,
  authorize: (request) => (isAdmin(request) || authorizationOf(request).toLowerCase() === `bearer ${TOKEN}`.toLowerCase() ? undefined : unauthorized),
};
const run = (operation: SpecifiedOperationKey, deviations: Deviations) =>
  runOffline(tamperedCredentialsCheck, operation, documentServer(deviations).server, { connection });
const swapped = (label: string) => label === 'with the token in another letter case';

describe.each(operationsOf(tamperedCredentialsCheck))('tampered-credentials on %s', (operation) => {
  it('passes a server that refuses every tampered credential and changes nothing', async () => {
    const { findings, requests } = await run(operation, CONFORMING);
    expect(requests.filter((request) => typeof request.caller === 'object')).toHaveLength(VARIANTS.length);
    expect(verdictsOf(findings)).toEqual(VARIANTS.flatMap(() => [OBSERVED, 'pass AUTH.TAMPERED']));
  });

  it('fails the one variant a case-blind comparison lets through; the others are judged as they are seen', async () => {
    const { findings } = await run(operation, CASE_BLIND);
    // After a served DELETE, what the refused ones did cannot be told: those are observed.
    const refusedOnes = profileOf(operation).kind === 'remove-person' ? 'observe AUTH.TAMPERED' : 'pass AUTH.TAMPERED';
    // The failure is confirmed before it is recorded, so it comes last: the verdicts are compared as a multiset.
    expect(verdictsOf(findings).sort()).toEqual(VARIANTS.flatMap(({ label }) => [OBSERVED, swapped(label) ? 'fail AUTH.TAMPERED' : refusedOnes]).sort());
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(failed[0]?.message).toMatch(/^Received 200 for a change with the token in another letter case, and /);
  });

  it('fails, confirmed, where the fixture already held a value in the field the attempts change', async () => {
    const made = documentServer(CASE_BLIND);
    const id = operation.includes('timesheet') ? 't1' : 'p1';
    made.stored.set(id, { ...made.stored.get(id), customId: 'the fixture holds one', description: 'the fixture holds one' });
    const { findings } = await runOffline(tamperedCredentialsCheck, operation, made.server, { connection });
    expect(verdictsOf(findings).filter((verdict) => !/^(pass|observe) /.test(verdict))).toEqual(['fail AUTH.TAMPERED']);
  });

  it('warns (AUTH.REFUSAL) on a server that answers tampered credentials 200 but changes nothing', async () => {
    const answersEmpty: Deviations['authorize'] = (request) => (isAdmin(request) ? undefined : { status: 200, json: {} });
    const { findings } = await run(operation, { refuseDuplicates: true, authorize: answersEmpty });
    // Unlike another organisation's token (org-isolation), a tampered one answered 200 is a warning on the DELETE too.
    expect(verdictsOf(findings)).toEqual(VARIANTS.flatMap(() => [OBSERVED, 'warn AUTH.REFUSAL']));
    expect(findings.at(-1)?.message).toMatch(/^Received 200 for a change with an unsigned JWT \(alg: none\); no change was seen: /);
  });
});
