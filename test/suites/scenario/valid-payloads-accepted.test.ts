import { describe, expect, it } from 'vitest';
import { boundaryPayloads } from '../../../generators/index.js';
import { validPayloadsAccepted } from '../../../suites/checks/scenario/valid-payloads-accepted.js';
import { documentServer, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

const OPERATION = 'PATCH /projects/{projectId}';
const sent = (requests: readonly { purpose: string }[]) => requests.filter((request) => request.purpose.startsWith('valid: '));
/** The entry properties a fake server may require ("required or optional status of entry properties in requests: not shown"). */
const ENTRY_PROPERTIES = ['description', 'hours', 'codeId'];
const refusing = (refused: (body: Doc) => boolean) =>
  documentServer({ refuse: (body) => (refused(body) ? { status: 400, json: { message: 'refused' } } : undefined) }).server;

describe('valid-payloads-accepted', () => {
  it('passes a server that stores every valid and boundary payload', async () => {
    const { findings, requests } = await runOffline(validPayloadsAccepted, OPERATION, documentServer().server);
    expect(sent(requests).length).toBeGreaterThanOrEqual(boundaryPayloads('project-update').length);
    expect(new Set(verdictsOf(findings))).toEqual(new Set(['pass PROJECT.UPDATE.BODY']));
  });

  it('warns on a server refusing a valid value (budget 0, the minimum), with the payload', async () => {
    const { findings } = await runOffline(
      validPayloadsAccepted,
      OPERATION,
      refusing((body) => body.budget === 0),
    );
    const warned = findings.filter((finding) => finding.verdict !== 'pass');
    expect(verdictsOf(warned)).toEqual(['warn VALIDATION.ACCEPT']);
    expect(warned[0]?.message).toMatch(/^Received 400 for a valid payload \(boundary: budget: minimum 0\)/);
    expect(warned[0]?.counterexample).toMatchObject({ budget: 0 });
  });

  it('fails it under --strict', async () => {
    const { findings } = await runOffline(
      validPayloadsAccepted,
      OPERATION,
      refusing((body) => body.budget === 0),
      { strict: true },
    );
    expect(verdictsOf(findings.filter((finding) => finding.verdict !== 'pass'))).toEqual(['fail VALIDATION.ACCEPT']);
  });

  it('only observes a refusal of a payload at a size a server may limit', async () => {
    const limits = boundaryPayloads('project-update').filter((sample) => sample.limit);
    expect(limits.length).toBeGreaterThan(0);
    const limited = new Set(limits.map((sample) => JSON.stringify(sample.payload)));
    const { findings } = await runOffline(
      validPayloadsAccepted,
      OPERATION,
      refusing((body) => limited.has(JSON.stringify(body))),
    );
    expect(new Set(verdictsOf(findings.filter((finding) => finding.verdict !== 'pass')))).toEqual(new Set(['observe LIMITS.RATE']));
  });

  // "Project status transitions: not shown" (and the timesheet's): a workflow may refuse a move, as approval-locks refuses submitted → draft.
  it('only observes a refusal of a body that sets the status, under the transitions, even under --strict', async () => {
    const { findings } = await runOffline(
      validPayloadsAccepted,
      OPERATION,
      refusing((body) => body.projectStatus === 'cancelled'),
      { strict: true },
    );
    const refused = findings.filter((finding) => finding.verdict !== 'pass');
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(verdictsOf(refused))).toEqual(new Set(['observe PROJECT.TRANSITIONS']));
    expect(refused[0]?.message).toMatch(/^400 for a valid payload \(.+\) that sets projectStatus to cancelled: a server may refuse a move/);
  });

  // "Required or optional status of entry properties in requests: not shown": a server may require them all.
  it('only observes a refusal of a timesheet body whose entries leave out a property, even under --strict', async () => {
    const partial = (entry: Doc) => ENTRY_PROPERTIES.some((name) => entry[name] === undefined);
    const { findings } = await runOffline(
      validPayloadsAccepted,
      'PATCH /timesheets/{timesheetId}',
      refusing((body) => Array.isArray(body.entries) && (body.entries as Doc[]).some(partial)),
      { strict: true },
    );
    const refused = findings.filter((finding) => finding.verdict !== 'pass');
    expect(refused.length).toBeGreaterThan(0);
    expect(verdictsOf(refused).filter((verdict) => !verdict.startsWith('observe '))).toEqual([]);
    expect(refused.map((finding) => finding.message)).toContainEqual(
      expect.stringMatching(/^400 for a valid payload \(.+\) whose entries\/0 leaves out [a-z, ]+: which of them a request must carry is not shown$/),
    );
  });

  it('still warns on a refused timesheet body whose entries are whole and that sets no status', async () => {
    const whole = (entry: Doc) => ENTRY_PROPERTIES.every((name) => entry[name] !== undefined);
    const { findings } = await runOffline(
      validPayloadsAccepted,
      'PATCH /timesheets/{timesheetId}',
      refusing((body) => body.status === undefined && Array.isArray(body.entries) && body.entries.length > 0 && (body.entries as Doc[]).every(whole)),
    );
    expect(verdictsOf(findings.filter((finding) => finding.verdict === 'warn'))).toContain('warn VALIDATION.ACCEPT');
  });

  it('still warns on a refused body that sets no status', async () => {
    const { findings } = await runOffline(
      validPayloadsAccepted,
      OPERATION,
      refusing((body) => body.projectStatus === undefined && body.budget === 0),
    );
    expect(verdictsOf(findings.filter((finding) => finding.verdict !== 'pass'))).toEqual(['warn VALIDATION.ACCEPT']);
  });
});
