import { describe, expect, it } from 'vitest';
import { bodyRequired } from '../../../suites/checks/scenario/body-required.js';
import type { BodyOperation } from '../../../suites/runtime/targets.js';
import { documentServer, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

const PATCHES: readonly BodyOperation[] = ['PATCH /projects/{projectId}', 'PATCH /timesheets/{timesheetId}'];
/** The requests the check sends without a usable body (its reads send {}). */
const bodiless = (requests: readonly { purpose: string }[]) => requests.filter((request) => request.purpose.startsWith('body required:'));
/** A server answering a body that is not an object as the empty update, the document unchanged. */
const asEmpty = (doc: Doc) => ({ status: 200, json: doc });

describe.each(PATCHES)('body-required on %s', (operation) => {
  it('passes a server that refuses every body that is not a JSON object', async () => {
    const { findings, requests } = await runOffline(bodyRequired, operation, documentServer().server);
    expect(bodiless(requests).length).toBeGreaterThan(0);
    expect(verdictsOf(findings)).toEqual(bodiless(requests).map(() => 'pass REQUEST.BODY_REQUIRED'));
  });

  it('warns on a server that reads such a body as an empty update, changing nothing', async () => {
    const { findings, requests } = await runOffline(bodyRequired, operation, documentServer({ notAnObject: asEmpty }).server);
    expect(verdictsOf(findings)).toEqual(bodiless(requests).map(() => 'warn REQUEST.BODY_REQUIRED'));
  });

  it('fails, under --strict, what the default profile warns', async () => {
    const { findings } = await runOffline(bodyRequired, operation, documentServer({ notAnObject: asEmpty }).server, { strict: true });
    expect(new Set(verdictsOf(findings))).toEqual(new Set(['fail REQUEST.BODY_REQUIRED']));
  });

  it('says nothing of a 5xx: the server-error check judges it', async () => {
    const { findings } = await runOffline(bodyRequired, operation, documentServer({ notAnObject: () => ({ status: 500 }) }).server);
    expect(findings).toEqual([]);
  });
});

describe('body-required: a request without a usable body that changed the document', () => {
  it.each([
    ['PATCH /projects/{projectId}', 'PROJECT.UPDATE.PARTIAL'],
    ['PATCH /timesheets/{timesheetId}', 'TIMESHEET.PERSISTS'],
  ] as const)('fails %s on %s, naming the field', async (operation, requirement) => {
    const { server } = documentServer({ notAnObject: (doc) => ({ store: { ...doc, customId: 'cleared' } }) });
    const failed = (await runOffline(bodyRequired, operation, server)).findings.filter((finding) => finding.verdict === 'fail');
    // Once cleared, the field stays cleared: the first request is the one seen changing it.
    expect(verdictsOf(failed)).toEqual([`fail ${requirement}`]);
    expect(failed[0]?.message).toMatch(/, and customId changed/);
  });

  it('warns, not fails, when the only change is a timesheet status turned into the request default (draft)', async () => {
    const { server, stored } = documentServer({ notAnObject: (doc) => ({ store: { ...doc, status: 'draft' } }) });
    stored.set('t1', { ...stored.get('t1'), status: 'submitted' });
    const { findings } = await runOffline(bodyRequired, 'PATCH /timesheets/{timesheetId}', server);
    expect(new Set(verdictsOf(findings))).toEqual(new Set(['warn REQUEST.BODY_REQUIRED']));
  });
});
