import { describe, expect, it } from 'vitest';
import { projectTypeImmutable } from '../../../suites/checks/scenario/project-type-immutable.js';
import { documentServer } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

const OPERATION = 'PATCH /projects/{projectId}';

describe('project-type-immutable', () => {
  it('passes a server that keeps projectType through every update', async () => {
    const { findings, requests } = await runOffline(projectTypeImmutable, OPERATION, documentServer().server);
    const updates = requests.filter((request) => request.purpose === 'update, then compare projectType');
    expect(updates.length).toBeGreaterThan(0);
    expect(verdictsOf(findings)).toEqual(updates.map(() => 'pass PROJECT.TYPE'));
  });

  it('fails a server whose update changes projectType, with the value seen and the one before', async () => {
    const { server } = documentServer({ update: (merged) => ({ ...merged, projectType: 'mx-kanban' }) });
    const { findings } = await runOffline(projectTypeImmutable, OPERATION, server);
    expect(verdictsOf(findings.filter((finding) => finding.verdict !== 'pass'))).toEqual(['fail PROJECT.TYPE']);
    expect(findings.find((finding) => finding.verdict === 'fail')?.message).toMatch(/^Received projectType "mx-kanban" after an update; it was "mx-gantt"/);
  });

  it('judges nothing by a refused update: a refusal changed no type', async () => {
    const { server } = documentServer({ refuse: () => ({ status: 400, json: { message: 'no' } }) });
    const { findings, requests } = await runOffline(projectTypeImmutable, OPERATION, server);
    expect(requests.some((request) => request.purpose === 'update, then compare projectType')).toBe(true);
    expect(findings).toEqual([]);
  });

  it('skips, with the reason, when the project cannot be read', async () => {
    const { findings } = await runOffline(projectTypeImmutable, OPERATION, () => ({ status: 403, json: { message: 'forbidden' } }));
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', expect.stringMatching(/could not be read/)]]);
  });
});
