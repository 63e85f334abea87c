import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../engine/exchange.js';
import type { CheckFinding } from '../../engine/finding.js';
import type { ScenarioContext } from '../../suites/runtime/scenario-context.js';
import { responseOnlyStable } from '../../suites/checks/scenario/response-only-stable.js';
import { updatedAtAdvances } from '../../suites/checks/scenario/updated-at-advances.js';

type Doc = Record<string, unknown>;

/** A fake project server: `stamp` gives the updatedAt of the n-th stored change, `onUpdate` bends the stored document. */
interface FakeServer {
  readonly stamp: (change: number) => string;
  readonly onUpdate?: (doc: Doc) => Doc;
}

const FOUND: Doc = {
  _id: 'p1',
  org: 'o1',
  createdBy: 'u1',
  createdAt: '2024-01-15T09:30:00.000Z',
  updatedAt: '2024-01-15T09:30:00.000Z',
  customId: 'c',
  description: 'd',
};

/** Just what the two checks use of a ScenarioContext: send, report, skip, seedFor, config and the run's snapshot. */
function fakeContext(server: FakeServer): { ctx: ScenarioContext; findings: CheckFinding[]; skipped: string[] } {
  let doc: Doc = { ...FOUND };
  let changes = 0;
  const findings: CheckFinding[] = [];
  const skipped: string[] = [];
  const send = (request: { operation: string; params: Record<string, string>; body: unknown; purpose: string }): Promise<Exchange> => {
    const body = request.body as Doc;
    if (Object.keys(body).length > 0) {
      changes += 1;
      doc = (server.onUpdate ?? ((next) => next))({ ...doc, ...body, updatedAt: server.stamp(changes) });
    }
    return Promise.resolve({
      request,
      response: { status: 200, json: structuredClone(doc) },
      startedAt: '',
      durationMs: 0,
      purpose: request.purpose,
    } as unknown as Exchange);
  };
  const fixture = { operation: 'PATCH /projects/{projectId}', params: { projectId: 'p1' } };
  const ctx = {
    send,
    report: (finding: CheckFinding) => void findings.push(finding),
    skip: (reason: string) => void skipped.push(reason),
    seedFor: () => 7,
    config: { projectId: 'p1', timesheetId: 't1' },
    settings: { snapshot: new Map([[fixture, { ...FOUND }]]) },
  } as unknown as ScenarioContext;
  return { ctx, findings, skipped };
}

const verdicts = (findings: readonly CheckFinding[]) => findings.map((finding) => finding.verdict);

describe('updated-at-advances', () => {
  it.each([
    ['milliseconds, a new stamp per change', (n: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, n)).toISOString(), ['pass']],
    // A server storing whole seconds: two changes in one second show one stamp; the second try, past a second, moves.
    ['whole seconds, the first change in the second of the fixture', (n: number) => (n === 1 ? FOUND.updatedAt : '2030-01-01T00:00:01Z') as string, ['pass']],
    ['never moving', () => FOUND.updatedAt as string, ['warn']],
    ['going back', () => '2020-01-01T00:00:00.000Z', ['warn']],
  ])('%s', async (_name, stamp, expected) => {
    const { ctx, findings } = fakeContext({ stamp });
    await updatedAtAdvances.run(ctx, 'PATCH /projects/{projectId}');
    expect(verdicts(findings)).toEqual(expected);
  });
});

describe('response-only-stable', () => {
  const later = (n: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, n)).toISOString();
  it.each([
    ['a conforming server', undefined, []],
    ['the same createdAt in another ISO form (an offset)', (doc: Doc) => ({ ...doc, createdAt: '2024-01-15T10:30:00+01:00' }), []],
    ['createdAt reset on update', (doc: Doc) => ({ ...doc, createdAt: doc.updatedAt }), ['createdAt']],
    ['createdBy overwritten', (doc: Doc) => ({ ...doc, createdBy: 'someone-else' }), ['createdBy']],
    ['org and _id changed', (doc: Doc) => ({ ...doc, org: 'o2', _id: 'p2' }), ['_id', 'org']],
  ])('%s', async (_name, onUpdate, moved) => {
    const { ctx, findings } = fakeContext({ stamp: later, ...(onUpdate ? { onUpdate } : {}) });
    await responseOnlyStable.run(ctx, 'PATCH /projects/{projectId}');
    const warned = findings.filter((finding) => finding.verdict === 'warn');
    expect(warned.map((finding) => finding.message.match(/^Received (\w+)/)?.[1]).sort()).toEqual(moved);
    expect(warned.every((finding) => finding.requirement === 'PROJECT.RESPONSE_ONLY.STABLE')).toBe(true);
    expect(findings.filter((finding) => finding.verdict === 'pass')).toHaveLength(4 - moved.length);
  });

  it('finds a field an earlier update already rewrote, by the document the run found', async () => {
    const { ctx, findings } = fakeContext({ stamp: later, onUpdate: (doc) => ({ ...doc, createdBy: 'updater' }) });
    await ctx.send({ operation: 'PATCH /projects/{projectId}', params: { projectId: 'p1' }, body: { title: 'an earlier unit' }, purpose: 'earlier' });
    await responseOnlyStable.run(ctx, 'PATCH /projects/{projectId}');
    expect(findings.filter((finding) => finding.verdict === 'warn').map((finding) => finding.message)).toEqual([
      expect.stringMatching(/^Received createdBy "updater"/),
    ]);
  });
});
