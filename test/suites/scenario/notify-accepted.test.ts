import { describe, expect, it } from 'vitest';
import { notifySchema } from '../../../specs/schemas/index.js';
import { notifyAccepted } from '../../../suites/checks/scenario/notify-accepted.js';
import { operationsOf } from '../../../runner/plan.js';
import { documentServer } from '../fake-documents.js';
import { runOffline, verdictsOf, type FakeServer } from '../offline-context.js';

const OPERATIONS = operationsOf(notifyAccepted);
const DISABLING: readonly string[] = notifySchema['x-disabling-values'];
/** The conforming server, refusing the notify values `refused` names (a strict boolean parser). */
const refusing = (refused: (notify: string | undefined) => boolean): FakeServer => {
  const { server } = documentServer();
  return (request) => (refused(request.query?.notify) ? { status: 400, json: { message: 'notify must be true or false' } } : server(request));
};

describe.each(OPERATIONS)('notify-accepted on %s', (operation) => {
  it('passes each disabling value a server accepts, observes the others, and removes every person it added', async () => {
    const { findings, requests } = await runOffline(notifyAccepted, operation, documentServer().server);
    const judged = findings.filter((finding) => finding.verdict !== 'observe');
    expect(verdictsOf(judged)).toEqual(DISABLING.map(() => 'pass NOTIFY.PARAMETER'));
    expect(judged.map((finding) => finding.message)).toEqual(DISABLING.map((value) => `notify=${value} accepted`));
    expect(findings.filter((finding) => finding.verdict === 'observe')).toHaveLength(
      requests.filter((request) => request.query?.notify !== undefined).length - DISABLING.length,
    );
    const count = (method: string) => requests.filter((request) => request.operation.startsWith(method) && request.operation.includes('/people')).length;
    expect(count('DELETE')).toBe(count('POST'));
  });

  it('fails a disabling value refused where the request without notify succeeds', async () => {
    const { findings } = await runOffline(
      notifyAccepted,
      operation,
      refusing((notify) => notify === '0'),
    );
    expect(verdictsOf(findings.filter((finding) => finding.verdict !== 'observe'))).toEqual(
      DISABLING.map((value) => (value === '0' ? 'fail NOTIFY.PARAMETER' : 'pass NOTIFY.PARAMETER')),
    );
  });

  it('skips when the request without notify is refused: notify cannot be judged on its own', async () => {
    const { findings } = await runOffline(
      notifyAccepted,
      operation,
      refusing(() => true),
    );
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([
      ['skip', 'the request without notify was answered 400, so notify cannot be judged on its own'],
    ]);
  });
});
