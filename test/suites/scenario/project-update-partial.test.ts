import { describe, expect, it } from 'vitest';
import { projectUpdatePartial } from '../../../suites/checks/scenario/project-update-partial.js';
import { documentServer, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

const OPERATION = 'PATCH /projects/{projectId}';
const updates = (requests: readonly { purpose: string; body?: unknown }[]) => requests.filter((request) => request.purpose === 'partial update');
/** A server that also bumps the budget on every update: a field not sent changes (unless budget was sent). */
const bumpsBudget = (merged: Doc, before: Doc) => ({ ...merged, budget: (typeof before.budget === 'number' ? before.budget : 0) + 1 });

describe('project-update-partial', () => {
  it('passes a server that changes only the fields sent', async () => {
    const { findings, requests } = await runOffline(projectUpdatePartial, OPERATION, documentServer().server);
    expect(updates(requests).length).toBeGreaterThan(0);
    expect(verdictsOf(findings)).toEqual(updates(requests).map(() => 'pass PROJECT.UPDATE.PARTIAL'));
  });

  it('fails a server whose update changes a field that was not sent, naming it', async () => {
    const { findings } = await runOffline(projectUpdatePartial, OPERATION, documentServer({ update: bumpsBudget }).server);
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(verdictsOf(failed)).toEqual(['fail PROJECT.UPDATE.PARTIAL']);
    expect(failed[0]?.message).toMatch(/^Received changes to fields that were not sent \(.*budget.*\) after sending only /);
    expect(failed[0]?.counterexample).not.toHaveProperty('budget');
  });

  it('judges nothing by refused updates', async () => {
    const { server } = documentServer({ refuse: () => ({ status: 400, json: { message: 'no' } }) });
    const { findings, requests } = await runOffline(projectUpdatePartial, OPERATION, server);
    const sent = updates(requests);
    const empty = sent.filter((request) => Object.keys(request.body as Doc).length === 0);
    expect(sent.length).toBeGreaterThan(empty.length);
    expect(verdictsOf(findings)).toEqual(empty.map(() => 'pass PROJECT.UPDATE.PARTIAL'));
  });

  it('judges nothing when the project cannot be read', async () => {
    const { findings, requests } = await runOffline(projectUpdatePartial, OPERATION, () => ({ status: 403, json: { message: 'forbidden' } }));
    expect(requests.length).toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });
});
