import { describe, expect, it } from 'vitest';
import type { CheckFinding } from '../../engine/finding.js';
import { judgeAttempt, judgeRead, type AnsweredUnchanged } from '../../suites/checks/scenario/judge-attempt.js';
import type { ChangeAttempt, Effect } from '../../suites/runtime/change-attempt.js';
import type { ScenarioContext } from '../../suites/runtime/scenario-context.js';
import { exchange, project } from './exchange-factory.js';

/** A context that only collects what the judge reports. */
function collecting(): { ctx: ScenarioContext; found: CheckFinding[] } {
  const found: CheckFinding[] = [];
  const ctx = { report: (finding: CheckFinding) => found.push(finding), skip: (reason: string) => found.push({ verdict: 'skip', message: reason }) };
  return { ctx: ctx as unknown as ScenarioContext, found };
}

const attempt = (status: number, effect: Effect): ChangeAttempt => ({
  exchange: exchange({ status, body: status === 200 ? project : {} }),
  served: status === 200,
  effect,
});
const CHANGED: Effect = { changed: true, detail: 'a read-back then showed title: a before, b after' };
const UNCHANGED: Effect = { changed: false, detail: 'a read-back showed no change' };
const UNKNOWN: Effect = { detail: 'the admin could not read it before and after' };

/** The verdicts reported besides the observation of the status, each with its requirement when it names one. */
function judged(a: ChangeAttempt, answeredUnchanged?: AnsweredUnchanged): string[] {
  const { ctx, found } = collecting();
  judgeAttempt(ctx, a, 'without a token', 'AUTH.REQUIRED', answeredUnchanged ? { answeredUnchanged } : {});
  return found.slice(1).map((finding) => `${finding.verdict}${finding.requirement ? ` ${finding.requirement}` : ''}`);
}

describe('judgeAttempt: a refused write is judged by its effect', () => {
  it.each([
    ['200 and a change seen', attempt(200, CHANGED), undefined, ['fail']],
    ['400 and a change seen', attempt(400, CHANGED), undefined, ['fail']],
    ['conforming but different: 200, no change seen, a refusal implied', attempt(200, UNCHANGED), undefined, ['warn AUTH.REFUSAL']],
    ['200, effect unknown, a refusal implied', attempt(200, UNKNOWN), undefined, ['warn AUTH.REFUSAL']],
    ['conforming but different: 200, no change seen, an idempotent DELETE', attempt(200, UNCHANGED), 'observe', ['observe']],
    ['conforming but different: 200, no change seen, an observer', attempt(200, UNCHANGED), 'pass', ['pass']],
    ['200, effect unknown, an observer', attempt(200, UNKNOWN), 'pass', ['observe']],
    ['400, no change', attempt(400, UNCHANGED), undefined, ['pass']],
    ['400, effect unknown', attempt(400, UNKNOWN), undefined, ['observe']],
  ] as const)('%s → %j', (_name, a, weight, expected) => {
    expect(judged(a, weight)).toEqual(expected);
  });

  it('says in the failure how the change was seen', () => {
    const { ctx, found } = collecting();
    judgeAttempt(ctx, attempt(200, CHANGED), 'without a token', 'AUTH.REQUIRED');
    expect(found.find((finding) => finding.verdict === 'fail')?.message).toMatch(
      /^Received 200 for a change without a token, and a read-back then showed title/,
    );
  });

  it('observes the status whatever the verdict', () => {
    const { ctx, found } = collecting();
    judgeAttempt(ctx, attempt(400, UNCHANGED), 'without a token', 'AUTH.REQUIRED');
    expect(found[0]).toMatchObject({ verdict: 'observe', requirement: 'ERROR.OTHER_STATUSES', message: 'a change without a token is answered 400' });
  });
});

describe('judgeRead: a read is judged by what it handed over', () => {
  it.each([
    ['200 with the document', exchange({ body: project }), 'fail'],
    ['200 with an empty object', exchange({ body: {} }), 'warn'],
    ['400', exchange({ status: 400, body: {} }), 'pass'],
  ] as const)('%s → %s', (_name, read, expected) => {
    const { ctx, found } = collecting();
    judgeRead(ctx, read, 'without a token', 'AUTH.REQUIRED');
    expect(found.slice(1).map((finding) => finding.verdict)).toEqual([expected]);
  });
});
