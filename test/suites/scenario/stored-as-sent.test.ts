import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { profileOf } from '../../../specs/operation-profiles/index.js';
import { storedAsSent } from '../../../suites/checks/scenario/stored-as-sent.js';
import { documentServer, type Deviations, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

type Operation = SpecifiedOperationKey;
/** What the operation persists: what a lost class fails under. */
const PERSISTS: Record<string, string> = {
  'PATCH /projects/{projectId}': 'PROJECT.UPDATE.PERSISTS',
  'PATCH /timesheets/{timesheetId}': 'TIMESHEET.PERSISTS',
  'POST /projects/{projectId}/people': 'ADD_PERSON.ROUND_TRIP',
};
/** What judges the 200 answer of an update (read as the document after it): a SHOULD; an add's answer is its record. */
const ANSWERS: Record<string, string> = {
  'PATCH /projects/{projectId}': 'PROJECT.UPDATE.ANSWER',
  'PATCH /timesheets/{timesheetId}': 'TIMESHEET.UPDATE.ANSWER',
};
const isAdd = (operation: Operation) => profileOf(operation).kind === 'add-person';
/** Every string trimmed (its meaning kept) and every number rounded to an integer (a value lost), however deep. */
function trimmedAndRounded(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Math.round(value);
  if (Array.isArray(value)) return value.map(trimmedAndRounded);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimmedAndRounded(inner)]));
  return value;
}
/** The same deviation, on what the operation stores: the updated document, or the record of the person added. */
function storing(operation: Operation, transform: (doc: Doc) => Doc): Deviations {
  let added = 0;
  return isAdd(operation)
    ? { add: (body) => ({ status: 200, json: { ...transform(body), _id: `r${(added += 1)}`, person: `u${added}` } }) }
    : { update: (merged) => transform(merged) };
}
const refusing = (operation: Operation): Deviations =>
  isAdd(operation) ? { add: () => ({ status: 400, json: { message: 'no' } }) } : { refuse: () => ({ status: 400, json: { message: 'no' } }) };
const judged = <T extends { verdict: string }>(findings: readonly T[]) =>
  findings.filter((finding) => finding.verdict === 'fail' || finding.verdict === 'warn');

describe.each(operationsOf(storedAsSent))('stored-as-sent on %s', (operation) => {
  const persists = PERSISTS[operation] ?? '';
  const answers = ANSWERS[operation];

  it('passes every value class a server stores as sent', async () => {
    const { findings } = await runOffline(storedAsSent, operation, documentServer().server);
    expect(judged(findings)).toEqual([]);
    const passes = findings.filter((finding) => finding.verdict === 'pass');
    expect(passes.length).toBeGreaterThan(5);
    expect(new Set(verdictsOf(passes))).toEqual(new Set([`pass ${persists}`, ...(answers ? [`pass ${answers}`] : [])]));
    expect(passes[0]?.message).toMatch(/^\S+: .+ accepted and stored$/);
  });

  it('fails a number rounded (lost) and warns a string trimmed (its meaning kept), naming the path and what was sent', async () => {
    const { findings } = await runOffline(storedAsSent, operation, documentServer(storing(operation, (doc) => trimmedAndRounded(doc) as Doc)).server);
    const verdicts = new Set(verdictsOf(judged(findings)));
    // An update's answer not showing the class is a warning of its own: the later read is what fails.
    expect(verdicts).toEqual(new Set([`fail ${persists}`, 'warn VALUE.NORMALISED', ...(answers ? [`warn ${answers}`] : [])]));
    const failed = findings.find((finding) => finding.verdict === 'fail');
    expect(failed?.message).toMatch(
      isAdd(operation)
        ? /^Received the 200 answer showing \S+ as .+ where .+ was sent to a person added to project p1\. /
        : /^Received a later read \(.+\) showing \S+ as .+ where .+ was sent to (project p1|timesheet t1)\. /,
    );
    const warned = findings.find((finding) => finding.verdict === 'warn' && finding.requirement === 'VALUE.NORMALISED');
    expect(warned?.message).toMatch(/showing \S+ as ".*" where .+ was sent to /);
  });

  it('observes each class a server refuses (ERROR.CONDITIONS), judging none', async () => {
    const all = (await runOffline(storedAsSent, operation, documentServer(refusing(operation)).server)).findings;
    // The staging rule's own observation (approved is never sent to a timesheet by default) is no judgement of a class.
    const findings = all.filter((finding) => !finding.message.startsWith('round trip: status approved was not sent'));
    expect(all.length - findings.length).toBe(operation === 'PATCH /timesheets/{timesheetId}' ? 1 : 0);
    expect(findings.length).toBeGreaterThan(5);
    expect(new Set(verdictsOf(findings))).toEqual(new Set(['observe ERROR.CONDITIONS']));
    expect(findings[0]?.message).toMatch(/^\S+: .+ refused with 400 \(a limit or condition of the server's own\)$/);
  });
});

describe.each(operationsOf(storedAsSent).filter((operation) => !isAdd(operation)))('stored-as-sent on the update %s', (operation) => {
  it("only warns a server that answers the document as it was before the update and stores it (Mongoose's findOneAndUpdate without new: true)", async () => {
    const { findings } = await runOffline(storedAsSent, operation, documentServer({ answersPrevious: true }).server);
    expect(findings.filter((finding) => finding.verdict === 'fail')).toEqual([]);
    const warned = findings.filter((finding) => finding.verdict === 'warn');
    expect(warned.length).toBeGreaterThan(5);
    expect(new Set(verdictsOf(warned))).toEqual(new Set([`warn ${ANSWERS[operation]}`]));
    expect(warned[0]?.message).toMatch(/^Received the 200 answer showing \S+ as .+ where .+ was sent to (project p1|timesheet t1)\. /);
    // What a later read shows: every class stored.
    const persisted = findings.filter((finding) => finding.requirement === PERSISTS[operation]);
    expect(persisted.length).toBeGreaterThan(5);
    expect(new Set(verdictsOf(persisted))).toEqual(new Set([`pass ${PERSISTS[operation]}`]));
  });
});

describe('stored-as-sent', () => {
  it.each(operationsOf(storedAsSent).filter((operation) => !isAdd(operation)))(
    'skips %s, with the status, when its document cannot be read',
    async (operation) => {
      const { findings } = await runOffline(storedAsSent, operation, () => ({ status: 403, json: { message: 'forbidden' } }));
      expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([
        ['skip', expect.stringMatching(/^(project|timesheet) [pt]1 could not be read \(403\)$/)],
      ]);
    },
  );

  it('skips the add when the project cannot be opened to any invite domain', async () => {
    const { server } = documentServer({ refuse: (body) => ('inviteDomains' in body ? { status: 400, json: { message: 'no' } } : undefined) });
    const { findings } = await runOffline(storedAsSent, 'POST /projects/{projectId}/people', server);
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', 'the project could not be opened to any invite domain']]);
  });
});
