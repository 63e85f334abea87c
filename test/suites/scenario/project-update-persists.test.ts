import { describe, expect, it } from 'vitest';
import { projectUpdatePersists } from '../../../suites/checks/scenario/project-update-persists.js';
import { documentReader } from '../../../engine/fixture-state/document-reader.js';
import { profileOf } from '../../../specs/operation-profiles/index.js';
import { documentServer, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

const OPERATION = 'PATCH /projects/{projectId}';
const updates = (requests: readonly { purpose: string; body?: unknown }[]) => requests.filter((request) => request.purpose === 'update the project');
const nonEmpty = (body: unknown) => Object.keys(body as Doc).length > 0;

describe('project-update-persists', () => {
  it('passes a server that answers and stores every field sent', async () => {
    const { findings, requests } = await runOffline(projectUpdatePersists, OPERATION, documentServer().server);
    expect(updates(requests).filter((request) => nonEmpty(request.body)).length).toBeGreaterThan(0);
    expect(verdictsOf(findings)).toEqual(updates(requests).flatMap(() => ['pass PROJECT.UPDATE.ANSWER', 'pass PROJECT.UPDATE.PERSISTS']));
  });

  it('fails a server that answers 200 and stores nothing on the later read; the answer not showing it is a warning', async () => {
    const { findings } = await runOffline(projectUpdatePersists, OPERATION, documentServer({ update: (_merged, before) => before }).server);
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(verdictsOf(failed)).toEqual(['fail PROJECT.UPDATE.PERSISTS']);
    expect(failed[0]?.message).toMatch(
      /^Received a later PATCH \/projects\/\{projectId\} with \{\} not showing the update: .*\(fast-check seed -?\d+, path "[\d:]+", shrunk \d+ times\)$/,
    );
    expect(nonEmpty(failed[0]?.counterexample)).toBe(true);
    const warned = findings.filter((finding) => finding.verdict === 'warn');
    expect(verdictsOf(warned)).toEqual(['warn PROJECT.UPDATE.ANSWER']);
    expect(warned[0]?.message).toMatch(/^Received the 200 answer not showing the update: /);
    // Only an empty update (nothing to show) may pass before the first failure.
    expect(findings.filter((finding) => !['fail', 'warn', 'pass'].includes(finding.verdict))).toEqual([]);
  });

  it("only warns a server that answers the project as it was before the update and stores it (Mongoose's findOneAndUpdate without new: true)", async () => {
    const { findings, requests } = await runOffline(projectUpdatePersists, OPERATION, documentServer({ answersPrevious: true }).server);
    const changing = updates(requests).filter((request) => nonEmpty(request.body));
    expect(changing.length).toBeGreaterThan(1);
    expect(findings.filter((finding) => finding.verdict === 'fail')).toEqual([]);
    // Every update that named fields: the answer warned (the project before it), the later read passed.
    expect(verdictsOf(findings.filter((finding) => finding.verdict === 'warn'))).toEqual(changing.map(() => 'warn PROJECT.UPDATE.ANSWER'));
    expect(verdictsOf(findings.filter((finding) => finding.requirement === 'PROJECT.UPDATE.PERSISTS'))).toEqual(
      updates(requests).map(() => 'pass PROJECT.UPDATE.PERSISTS'),
    );
  });

  it('fails a server whose answer shows the update but whose store lost it, naming only the later read', async () => {
    let answered: Doc | undefined;
    const { server } = documentServer({
      update: (merged, before) => {
        answered = merged;
        return before;
      },
    });
    // The answer to a write is the merged document; what is stored (and read back) is the old one.
    const serve: typeof server = (request) => {
      answered = undefined;
      const answer = server(request);
      return answered ? { status: 200, json: answered } : answer;
    };
    const { findings } = await runOffline(projectUpdatePersists, OPERATION, serve);
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(verdictsOf(failed)).toEqual(['fail PROJECT.UPDATE.PERSISTS']);
    expect(failed[0]?.message).toMatch(/^Received a later PATCH \/projects\/\{projectId\} with \{\} not showing the update: /);
    expect(failed[0]?.exchange?.purpose).toBe('read the update back');
  });

  it("names the run's reader in its message: a later GET when the run reads with GET", async () => {
    const { server } = documentServer({ update: (_merged, before) => before });
    // The fake serves GET as what PATCH {} answers: the document, unchanged.
    const serve: typeof server = (request) =>
      request.operation === 'GET /projects/{projectId}' ? server({ ...request, operation: OPERATION, body: {} }) : server(request);
    const get = documentReader(profileOf(OPERATION), 'get');
    const { findings, requests } = await runOffline(projectUpdatePersists, OPERATION, serve, { readers: { [OPERATION]: get } });
    expect(requests.filter((request) => request.purpose === 'read the update back').map((request) => request.operation)).toContain('GET /projects/{projectId}');
    expect(findings.filter((finding) => finding.verdict === 'fail').map((finding) => finding.message)).toContainEqual(
      expect.stringMatching(/^Received a later GET \/projects\/\{projectId\} not showing the update: /),
    );
  });

  it('judges nothing by refused updates (valid-payloads-accepted reports them)', async () => {
    const { server } = documentServer({ refuse: () => ({ status: 400, json: { message: 'no' } }) });
    const { findings, requests } = await runOffline(projectUpdatePersists, OPERATION, server);
    const refused = updates(requests).filter((request) => nonEmpty(request.body));
    expect(refused.length).toBeGreaterThan(0);
    // Only an empty body is applied (and passes): the fake server refuses updates that name fields.
    expect(verdictsOf(findings)).toEqual(
      updates(requests)
        .filter((request) => !nonEmpty(request.body))
        .flatMap(() => ['pass PROJECT.UPDATE.ANSWER', 'pass PROJECT.UPDATE.PERSISTS']),
    );
  });
});
