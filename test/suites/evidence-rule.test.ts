import { describe, expect, it } from 'vitest';
import type { Finding } from '../../engine/finding.js';
import { toResult } from '../../engine/report/build-report.js';
import { foldFinding, newRow } from '../../engine/results/row.js';
import { onJudgedEvidence } from '../../engine/verdict.js';
import { exchangeChecks } from '../../suites/checks/exchange/index.js';
import { scenarioChecks } from '../../suites/checks/scenario/index.js';
import { judgeExchange } from '../../suites/runtime/exchange-check.js';
import { operationsOf } from '../../runner/plan.js';
import { exchange } from './exchange-factory.js';
import { documentServer, validating } from './fake-documents.js';
import { runOffline, type FakeServer } from './offline-context.js';

const JUDGING = new Set(['pass', 'fail', 'warn', 'flaky']);
const judging = (findings: readonly Pick<Finding, 'verdict'>[]) => findings.filter((finding) => JUDGING.has(finding.verdict));
const ctx = { requireDeprecationHeaders: true, maxResponseTimeMs: 1 };

describe('the evidence rule: no verdict on an answer that says "not now"', () => {
  it.each([
    [429, 'rate limited'],
    [503, 'unavailable'],
    [502, 'a gateway answered'],
    [504, 'a gateway answered'],
  ])('no exchange check passes, fails or warns on a %i', (status, reason) => {
    const answer = exchange({ status, body: { message: 'slow down', stack: 'at Object.<anonymous> (/srv/app.js:1:1)' }, headers: { deprecation: undefined } });
    const judged = judgeExchange(answer, exchangeChecks, ctx).map(({ finding }) => finding);

    // The same answer with a judged status is judged (the checks apply): the rule, not appliesTo, keeps them out.
    expect(
      judging(judgeExchange({ ...answer, response: { ...answer.response!, status: 400 } }, exchangeChecks, ctx).map(({ finding }) => finding)).length,
    ).toBeGreaterThan(0);
    expect(judging(judged)).toEqual([]);
    const notAssessed = judged.filter((finding) => finding.verdict === 'not-assessable');
    expect(notAssessed.map((finding) => finding.check)).toEqual(expect.arrayContaining(['error-body-leak', 'no-server-error', 'content-type-json']));
    for (const finding of notAssessed) expect(finding.message).toContain(reason);
  });

  it('an unconfirmed transport failure is no verdict either', () => {
    const lost = exchange({ problem: { kind: 'timeout', message: 'timed out after 10 s' } });
    expect(judging(judgeExchange(lost, exchangeChecks, ctx).map(({ finding }) => finding))).toEqual([]);
  });

  it('a finding whose sequence met a 429 is not assessed; one on judged answers is kept', () => {
    const limited = exchange({ status: 429, body: {} });
    const fine = exchange({ status: 200, body: {} });
    const pass = { verdict: 'pass' as const, message: 'nothing changed' };
    expect(onJudgedEvidence(pass, [fine, limited])).toMatchObject({ verdict: 'not-assessable', notNow: { reason: 'rate-limited' } });
    expect(onJudgedEvidence(pass, [fine, fine])).toBe(pass);
    // What such an answer does show is its status and the limit it is; an observation of anything else rests on nothing.
    const limit = { verdict: 'observe' as const, requirement: 'LIMITS.RATE' as const, message: 'a limit' };
    expect(onJudgedEvidence(limit, [limited])).toBe(limit);
    const refusal = { verdict: 'observe' as const, requirement: 'AUTH.REQUIRED' as const, message: 'a change without a token was answered 429' };
    expect(onJudgedEvidence(refusal, [limited])).toMatchObject({ verdict: 'not-assessable' });
  });

  it('"N passed" counts judged findings only, and a row of answers all "not now" is not assessed', () => {
    const made: Finding = { check: 'content-type-json', operation: 'PATCH /projects/{projectId}', requirement: 'GEN.JSON', verdict: 'pass', message: 'json' };
    const row = newRow(made);
    const limited = onJudgedEvidence(made, [exchange({ status: 429 })]);
    foldFinding(row, limited);
    expect(toResult(row)).toMatchObject({ status: 'not-assessable', message: expect.stringMatching(/^not assessed: rate limited/) });
    foldFinding(row, made);
    // Beside a judged pass, answers that said "not now" take nothing away (a missing read would).
    expect(toResult(row)).toMatchObject({ status: 'passed', message: '1 passed (e.g. json)' });
  });
});

describe('scenario checks against a server that answers 429 to everything', () => {
  const limited: FakeServer = () => ({ status: 429, json: { message: 'slow down' } });
  const cases = scenarioChecks.flatMap((check) => operationsOf(check).map((operation) => [check.id, operation, check] as const));

  it.each(cases)('%s on %s neither passes nor fails', async (_id, operation, check) => {
    const { findings } = await runOffline(check, operation, limited, {}, { asUnit: true });
    expect(judging(findings)).toEqual([]);
  });
});

describe('a check that passes on absence does not pass on 429s', () => {
  it('refused-write-no-effect: invalid writes answered 429 are no refusal', async () => {
    const { server } = documentServer();
    const strict = validating(server);
    const check = scenarioChecks.find((candidate) => candidate.id === 'refused-write-no-effect');
    const { findings } = await runOffline(
      check!,
      'PATCH /projects/{projectId}',
      (request) => (request.purpose.startsWith('invalid') ? { status: 429, json: {} } : strict(request)),
      {},
      { asUnit: true },
    );
    expect(findings.filter((finding) => finding.verdict === 'pass' && finding.requirement === 'REQUEST.REFUSED_NO_EFFECT')).toEqual([]);
  });
});
