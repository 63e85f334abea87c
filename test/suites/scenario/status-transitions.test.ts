import { describe, expect, it } from 'vitest';
import { projectUpdatableFields, timesheetStatus } from '../../../specs/schemas/index.js';
import { statusTransitions } from '../../../suites/checks/scenario/status-transitions.js';
import { documentServer } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

const CASES = [
  ['PATCH /projects/{projectId}', 'p1', 'projectStatus', projectUpdatableFields.projectStatus.enum, 'PROJECT.TRANSITIONS'],
  ['PATCH /timesheets/{timesheetId}', 't1', 'status', timesheetStatus.enum, 'TIMESHEET.TRANSITIONS'],
] as const;

// "transitions: not shown": every move is observed, allowed or refused, never judged; the status is put back.
describe.each(CASES)('status-transitions on %s', (operation, id, field, values, requirement) => {
  const moves = values.flatMap((from) => values.filter((to) => to !== from).map((to) => `${field} ${from} → ${to}`));

  it('observes every move a server allows, and puts the status back', async () => {
    const { server, stored } = documentServer();
    const original = stored.get(id)?.[field];
    // --allow-irreversible: every move, those into a status that may lock the document (approved) included, walked last.
    const { findings } = await runOffline(statusTransitions, operation, server, { allowIrreversible: true });
    expect(findings.map((finding) => finding.message).sort()).toEqual(moves.map((move) => `${move}: allowed`).sort());
    expect(new Set(verdictsOf(findings))).toEqual(new Set([`observe ${requirement}`]));
    expect(stored.get(id)?.[field]).toBe(original);
  });

  it('observes, and does not judge, moves a server refuses', async () => {
    const last = values.at(-1);
    const { server } = documentServer({
      refuse: (body, doc) => (doc[field] === last && body[field] !== last ? { status: 409, json: { message: `no way back from ${String(last)}` } } : undefined),
    });
    const { findings } = await runOffline(statusTransitions, operation, server, { allowIrreversible: true });
    const refused = moves.filter((move) => move.startsWith(`${field} ${String(last)} →`));
    expect(
      findings
        .filter((finding) => finding.message.endsWith('refused (409)'))
        .map((finding) => finding.message)
        .sort(),
    ).toEqual(refused.map((move) => `${move}: refused (409)`).sort());
    expect(new Set(verdictsOf(findings))).toEqual(new Set([`observe ${requirement}`]));
  });

  it('skips, with the reason, when the status cannot be read', async () => {
    const { findings } = await runOffline(statusTransitions, operation, () => ({ status: 403, json: { message: 'forbidden' } }));
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', `the ${field} could not be read`]]);
  });
});
