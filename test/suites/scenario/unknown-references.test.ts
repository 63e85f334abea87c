import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { unknownReferences } from '../../../suites/checks/scenario/unknown-references.js';
import type { ApiRequest } from '../../../engine/http/client.js';
import { documentServer, type Deviations } from '../fake-documents.js';
import { runOffline, type FakeServer } from '../offline-context.js';

type Operation = SpecifiedOperationKey;
const probes = (requests: readonly ApiRequest[]) => requests.filter((request) => request.purpose.startsWith('unknown '));
const run = (operation: Operation, server: FakeServer) => runOffline(unknownReferences, operation, server);
const refuse: Deviations = {
  refuse: () => ({ status: 400, json: { message: 'unknown reference' } }),
  add: () => ({ status: 400, json: { message: 'unknown role' } }),
};

// Whether an unknown reference is refused is not shown (ERROR.CONDITIONS): every outcome is observed, none judged.
describe.each(operationsOf(unknownReferences))('unknown-references on %s', (operation) => {
  it('observes each unknown reference a server accepts, and whether a read shows it stored', async () => {
    const { findings, requests } = await run(operation, documentServer().server);
    const sent = probes(requests);
    expect(sent.length).toBeGreaterThan(0);
    expect(findings.map((finding) => `${finding.verdict} ${finding.requirement}`)).toEqual(sent.map(() => 'observe ERROR.CONDITIONS'));
    const stored = operation === 'PATCH /projects/{projectId}' ? '; a read shows it stored' : '';
    for (const finding of findings)
      expect(finding.message).toMatch(
        new RegExp(`^a well-formed \\w+ the organisation does not hold \\(\\w+\\) answered 200${stored.replace(/[()]/g, '\\$&')}$`),
      );
    expect(findings.map((finding) => finding.message.match(/\((\w+)\)/)?.[1])).toEqual(sent.map((request) => request.purpose.split(' ').at(-1)));
  });

  it('observes a refusal as it observes an acceptance: never a failure or a warning', async () => {
    const { findings, requests } = await run(operation, documentServer(refuse).server);
    expect(findings.map((finding) => finding.verdict)).toEqual(probes(requests).map(() => 'observe'));
    expect(findings.every((finding) => /answered 400$/.test(finding.message))).toBe(true);
  });

  it('leaves a 5xx to the server-error check: observed here', async () => {
    const { findings } = await run(operation, documentServer({ refuse: () => ({ status: 500 }), add: () => ({ status: 500 }) }).server);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.map((finding) => [finding.verdict, /answered 500$/.test(finding.message)])).toEqual(findings.map(() => ['observe', true]));
  });
});

describe('unknown-references', () => {
  it('removes each person a POST with an unknown reference added', async () => {
    const { requests } = await run('POST /projects/{projectId}/people', documentServer().server);
    const added = probes(requests).length;
    expect(added).toBeGreaterThan(0);
    const removed = requests.filter((request) => request.purpose === 'remove the person added with an unknown reference');
    expect(removed.map((request) => request.params?.personId)).toEqual(Array.from({ length: added }, (_, index) => `u${index + 1}`));
  });

  it('observes a project update answered 200 whose unknown reference a read does not show', async () => {
    const { findings } = await run('PATCH /projects/{projectId}', documentServer({ update: (_merged, before) => before }).server);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.map((finding) => [finding.verdict, finding.message.endsWith('answered 200; a read does not show it')])).toEqual(
      findings.map(() => ['observe', true]),
    );
  });
});
