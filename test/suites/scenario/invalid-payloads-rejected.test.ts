import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { invalidPayloadsRejected } from '../../../suites/checks/scenario/invalid-payloads-rejected.js';
import type { ApiRequest } from '../../../engine/http/client.js';
import { documentServer, validating } from '../fake-documents.js';
import { runOffline, verdictsOf, type FakeAnswer, type FakeServer } from '../offline-context.js';

type Operation = SpecifiedOperationKey;
const isInvalid = (request: ApiRequest) => request.purpose.startsWith('invalid: ');
/** `server`, keeping each invalid body's answer. */
function answering(server: FakeServer): { server: FakeServer; answers: FakeAnswer[] } {
  const answers: FakeAnswer[] = [];
  return {
    answers,
    server: (request) => {
      const answer = server(request);
      if (isInvalid(request)) answers.push(answer);
      return answer;
    },
  };
}
/** A server that answers an invalid body 200 with the document as it was: the value cast away, ignored. */
function ignoring(operation: Operation): FakeServer {
  const { server } = documentServer();
  const strict = validating(server);
  return (request) => {
    const answer = strict(request);
    if (answer.status !== 400 || !isInvalid(request)) return answer;
    // The document unchanged (PATCH {}), or for an add a record without the invalid body's fields.
    if (operation === 'POST /projects/{projectId}/people') return { status: 200, json: {} };
    return server({ ...request, body: {}, rawBody: undefined });
  };
}
/** The check's own findings, without the note that a generated locking status was replaced (safe-status.ts). */
const ownFindings = <T extends { message: string }>(findings: readonly T[]) => findings.filter((finding) => !/generated bodies carry/.test(finding.message));
const judged = <T extends { verdict: string }>(findings: readonly T[]) =>
  findings.filter((finding) => finding.verdict === 'fail' || finding.verdict === 'warn');

describe.each(operationsOf(invalidPayloadsRejected))('invalid-payloads-rejected on %s', (operation) => {
  it('passes a server that refuses every body its schema rejects (a "not shown" label is only observed)', async () => {
    const { server, answers } = answering(validating(documentServer({ refuseDuplicates: true }).server));
    const run = await runOffline(invalidPayloadsRejected, operation, server);
    const [findings, requests] = [ownFindings(run.findings), run.requests];
    expect(requests.filter(isInvalid).length).toBeGreaterThan(10);
    expect(judged(findings)).toEqual([]);
    // One finding per invalid body: a refusal passes or is observed; an accepted body is only observed (its label is a "not shown").
    expect(findings).toHaveLength(answers.length);
    findings.forEach((finding, index) => {
      if (answers[index]?.status === 400) expect(finding.message).toMatch(/^refused with 400: /);
      else expect([finding.verdict, finding.message]).toEqual(['observe', expect.stringMatching(/^accepted \(200\) a body with /)]);
    });
    expect(verdictsOf(findings).filter((verdict) => verdict.startsWith('pass ')).length).toBeGreaterThan(0);
  });

  it("fails, under the field's own requirement, a server that stores or returns the invalid values", async () => {
    const { findings } = await runOffline(invalidPayloadsRejected, operation, documentServer().server);
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(failed.length).toBeGreaterThan(0);
    for (const finding of failed) {
      expect(finding.requirement).not.toBe('VALIDATION.REJECT');
      expect(finding.message).toMatch(
        /^Received 200 for a body with .+, and the server (returned it in the 200 answer|stored it \(a later PATCH \{\} shows it\))/,
      );
    }
  });

  it('warns (VALIDATION.REJECT) on a server that answers 200 but keeps none of the invalid values; --strict fails it', async () => {
    const { findings } = await runOffline(invalidPayloadsRejected, operation, ignoring(operation));
    const warned = judged(findings);
    expect(warned.length).toBeGreaterThan(0);
    expect(verdictsOf(warned)).toEqual(warned.map(() => 'warn VALIDATION.REJECT'));
    expect(warned[0]?.message).toMatch(/^Received 200 for a body with .+; the invalid value was neither returned nor stored \(cast, ignored or defaulted\)/);
    const strict = await runOffline(invalidPayloadsRejected, operation, ignoring(operation), { strict: true });
    expect(new Set(verdictsOf(judged(strict.findings)))).toEqual(new Set(['fail VALIDATION.REJECT']));
  });

  it('warns (ERROR.DOCUMENTED_STATUS), naming 400, for refusals answered 422; a 404 or 409 names a condition of its own and is not judged', async () => {
    const answeredWith = (status: number): FakeServer => {
      const strict = validating(documentServer({ refuseDuplicates: true }).server);
      return (request) => {
        const answer = strict(request);
        return answer.status === 400 && isInvalid(request) ? { ...answer, status } : answer;
      };
    };
    const { findings } = await runOffline(invalidPayloadsRejected, operation, answeredWith(422));
    const warned = judged(ownFindings(findings));
    expect(warned.length).toBeGreaterThan(0);
    expect(new Set(verdictsOf(warned))).toEqual(new Set(['warn ERROR.DOCUMENTED_STATUS']));
    expect(warned[0]?.message).toMatch(
      /^Received 422 refusing a body with .+, where the spec documents 400 \(Bad Request\)\. The spec states: 400 \| Bad Request/,
    );
    const strict = await runOffline(invalidPayloadsRejected, operation, answeredWith(422), { strict: true });
    expect(new Set(verdictsOf(judged(strict.findings)))).toEqual(new Set(['fail ERROR.DOCUMENTED_STATUS']));
    for (const status of [404, 409]) expect(judged((await runOffline(invalidPayloadsRejected, operation, answeredWith(status))).findings)).toEqual([]);
  });

  it('judges no 5xx: the server-error check does', async () => {
    const { server } = documentServer();
    const crashes: FakeServer = (request) => (isInvalid(request) ? { status: 500 } : server(request));
    const { findings, requests } = await runOffline(invalidPayloadsRejected, operation, crashes);
    const invalid = requests.filter(isInvalid);
    expect(invalid.length).toBeGreaterThan(0);
    expect(ownFindings(findings)).toHaveLength(0);
  });
});
