import { describe, expect, it } from 'vitest';
import { defaultReader, describeReader, documentReader, noReader, readerOf } from '../../engine/fixture-state/document-reader.js';
import type { ApiRequest } from '../../engine/http/client.js';
import type { Exchange } from '../../engine/exchange.js';
import { profileOf } from '../../specs/operation-profiles/index.js';

const project = profileOf('PATCH /projects/{projectId}');
const timesheet = profileOf('PATCH /timesheets/{timesheetId}');
const people = profileOf('POST /projects/{projectId}/people');

describe('a document reader', () => {
  it('is built from the profiles: GET through the read profile, PATCH {} through the update', () => {
    const get = documentReader(project, 'get');
    const patch = documentReader(timesheet, 'patch', true);
    expect(get?.describe()).toBe('GET /projects/{projectId}');
    expect(patch?.describe()).toBe('PATCH /timesheets/{timesheetId} with {}');
    expect(get?.request({ projectId: 'p1' }, 'snapshot')).toEqual({ operation: 'GET /projects/{projectId}', params: { projectId: 'p1' }, purpose: 'snapshot' });
    expect(patch?.request({ timesheetId: 't1' }, 'read back', 'member')).toEqual({
      operation: 'PATCH /timesheets/{timesheetId}',
      params: { timesheetId: 't1' },
      body: {},
      purpose: 'read back',
      caller: 'member',
    });
    expect([get?.document, get?.operation, get?.via, get?.forced]).toEqual(['project', 'PATCH /projects/{projectId}', 'get', false]);
    expect([patch?.document, patch?.via, patch?.forced]).toEqual(['timesheet', 'patch', true]);
    // People have no read: the answer is the record.
    expect(documentReader(people, 'patch')).toBeUndefined();
    expect(documentReader(people, 'get')).toBeUndefined();
  });

  it('reads through whatever sends (a client, a pipeline, a scenario context)', async () => {
    const sent: ApiRequest[] = [];
    const client = { send: (request: ApiRequest) => (sent.push(request), Promise.resolve({} as Exchange)) };
    await documentReader(project, 'patch')?.read(client, { projectId: 'p1' }, 'check the restore');
    expect(sent).toEqual([{ operation: 'PATCH /projects/{projectId}', params: { projectId: 'p1' }, body: {}, purpose: 'check the restore' }]);
  });

  it('is the one the run resolved, else PATCH {}; none says why', () => {
    const none = noReader(project, 'GET answered HTTP 404; PATCH /projects/{projectId} with {} answered HTTP 400');
    expect(readerOf({ [project.key]: none }, project)).toBe(none);
    expect(describeReader(none)).toBe('no read (GET answered HTTP 404; PATCH /projects/{projectId} with {} answered HTTP 400)');
    expect(readerOf(undefined, timesheet)?.via).toBe('patch');
    expect(defaultReader(project)?.describe()).toBe('PATCH /projects/{projectId} with {}');
    expect(readerOf({}, people)).toBeUndefined();
  });
});
