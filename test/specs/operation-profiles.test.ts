import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  documentRead,
  emptyUpdate,
  fixtureParams,
  OPERATION_PROFILES,
  operationsOfKind,
  operationsWhere,
  PROFILES,
  profileOf,
  readProfileOf,
  unknownDocumentParams,
  unreachable,
  WRITE_KINDS,
} from '../../specs/operation-profiles/index.js';
import { parseOperationKey, pathParameters, SPECIFIED_OPERATION_KEYS, SPECIFIED_OPERATIONS, type SpecifiedOperationKey } from '../../specs/operations.js';
import { isRequirementId } from '../../specs/requirements.js';

const ids = { projectId: 'p1', timesheetId: 't1' };

describe('operation-profiles', () => {
  it('has one profile per specified operation, keyed by its operation key', () => {
    expect(Object.keys(OPERATION_PROFILES)).toEqual(SPECIFIED_OPERATION_KEYS);
    for (const [key, profile] of Object.entries(OPERATION_PROFILES)) expect(profile.key).toBe(key);
  });

  it.each(PROFILES.map((profile) => [profile.key, profile] as const))(
    '%s: path parameters in path order, schemas and notify as the spec shows',
    (key, profile) => {
      expect(Object.keys(profile.pathParameters)).toEqual(pathParameters(parseOperationKey(key).path));
      const spec = Object.values(SPECIFIED_OPERATIONS).find((op) => op.key === key);
      expect(profile.requestSchema).toBe(spec && 'body' in spec ? spec.body : undefined);
      expect(profile.responseSchema).toBe(spec && 'response' in spec ? spec.response : undefined);
      expect(profile.quietable).toBe(spec !== undefined && 'query' in spec);
    },
  );

  it.each(PROFILES.map((profile) => [profile.key, profile] as const))('%s: every requirement it names is in the catalogue', (_key, profile) => {
    for (const id of Object.values(profile.requirements)) expect(isRequirementId(id as string)).toBe(true);
  });

  it('reads back only through an empty PATCH of the same document', () => {
    for (const profile of PROFILES.filter((candidate) => candidate.readBack)) {
      expect(profile.readBack).toEqual({ operation: profile.key, body: {} });
      expect(parseOperationKey(profile.key).method).toBe('PATCH');
    }
  });

  it('derives the operations of each kind from the profiles, in the spec order', () => {
    expect(operationsOfKind('update')).toEqual(['PATCH /projects/{projectId}', 'PATCH /timesheets/{timesheetId}']);
    expect(operationsOfKind('add-person')).toEqual(['POST /projects/{projectId}/people']);
    expect(operationsOfKind('remove-person')).toEqual(['DELETE /projects/{projectId}/people/{personId}']);
    expect(operationsOfKind('update', 'add-person', 'remove-person')).toEqual(SPECIFIED_OPERATION_KEYS);
  });

  it('probes any PATCH with the empty update the profiles read with, and nothing else', () => {
    expect(emptyUpdate('PATCH /orgs/roles/{roleId}', { roleId: 'r1' })).toEqual({
      operation: 'PATCH /orgs/roles/{roleId}',
      params: { roleId: 'r1' },
      body: {},
    });
    const project = profileOf('PATCH /projects/{projectId}');
    expect(emptyUpdate(project.key, { projectId: 'p1' })).toEqual(documentRead(project, 'patch', { projectId: 'p1' }));
    expect(() => emptyUpdate('DELETE /orgs/roles/{roleId}', { roleId: 'r1' })).toThrow(/not an update/);
  });

  it('selects where a check applies by kind, narrowed by what the profiles say', () => {
    expect(operationsWhere({ kinds: WRITE_KINDS })).toEqual(SPECIFIED_OPERATION_KEYS);
    expect(operationsWhere({ kinds: ['update'], answers: 'project' })).toEqual(['PATCH /projects/{projectId}']);
    expect(operationsWhere({ kinds: ['update'], answers: 'timesheet' })).toEqual(['PATCH /timesheets/{timesheetId}']);
    expect(operationsWhere({ kinds: WRITE_KINDS, takes: 'body' })).toEqual(PROFILES.filter((profile) => profile.requestSchema).map((profile) => profile.key));
    expect(operationsWhere({ kinds: WRITE_KINDS, takes: 'notify' })).toEqual(['PATCH /timesheets/{timesheetId}', 'POST /projects/{projectId}/people']);
    // The timesheet update's body references no organisation record; the project's (client, departments) and a person's (role) do.
    expect(operationsWhere({ kinds: WRITE_KINDS, takes: 'reference' })).toEqual(['PATCH /projects/{projectId}', 'POST /projects/{projectId}/people']);
    expect(operationsWhere({ kinds: ['remove-person'], takes: 'body' })).toEqual([]);
  });

  it('opens the kinds to reads: a check may apply to the GET of a document, which takes nothing', () => {
    expect(operationsWhere({ kinds: ['read'] })).toEqual(['GET /projects/{projectId}', 'GET /timesheets/{timesheetId}']);
    expect(operationsWhere({ kinds: ['read'], answers: 'timesheet' })).toEqual(['GET /timesheets/{timesheetId}']);
    expect(operationsWhere({ kinds: ['update', 'read'], answers: 'project' })).toEqual(['PATCH /projects/{projectId}', 'GET /projects/{projectId}']);
    expect(operationsWhere({ kinds: ['read'], takes: 'body' })).toEqual([]);
    expect(operationsWhere({ kinds: ['read'], takes: 'notify' })).toEqual([]);
  });

  it('types the operations a check runs on as exactly those appliesTo selects (tsc checks these lines)', () => {
    expectTypeOf(operationsWhere({ kinds: ['update'] })).toEqualTypeOf<('PATCH /projects/{projectId}' | 'PATCH /timesheets/{timesheetId}')[]>();
    expectTypeOf(operationsWhere({ kinds: ['update'], answers: 'project' })).toEqualTypeOf<'PATCH /projects/{projectId}'[]>();
    expectTypeOf(operationsWhere({ kinds: WRITE_KINDS, takes: 'body' })).toEqualTypeOf<
      ('PATCH /projects/{projectId}' | 'PATCH /timesheets/{timesheetId}' | 'POST /projects/{projectId}/people')[]
    >();
    expectTypeOf(operationsWhere({ kinds: WRITE_KINDS, takes: 'notify' })).toEqualTypeOf<
      ('PATCH /timesheets/{timesheetId}' | 'POST /projects/{projectId}/people')[]
    >();
    expectTypeOf(operationsWhere({ kinds: ['remove-person'], takes: 'body' })).toEqualTypeOf<never[]>();
    expectTypeOf(operationsWhere({ kinds: ['read'], answers: 'timesheet' })).toEqualTypeOf<'GET /timesheets/{timesheetId}'[]>();
    // A switch on a profile's kind narrows its key.
    const profile = profileOf('POST /projects/{projectId}/people' as SpecifiedOperationKey);
    if (profile.kind === 'update') expectTypeOf(profile.key).toEqualTypeOf<'PATCH /projects/{projectId}' | 'PATCH /timesheets/{timesheetId}'>();
    expect(profile.kind).toBe('add-person');
  });

  it('reads a document through PATCH {} of its update, and through GET only where a read profile names it', () => {
    const project = profileOf('PATCH /projects/{projectId}');
    expect(documentRead(project, 'patch', { projectId: 'p1' })).toEqual({ operation: 'PATCH /projects/{projectId}', params: { projectId: 'p1' }, body: {} });
    const get = readProfileOf(project.key);
    expect(documentRead(project, 'get', { projectId: 'p1' })).toEqual(get ? { operation: get.key, params: { projectId: 'p1' } } : undefined);
    const add = profileOf('POST /projects/{projectId}/people');
    expect(documentRead(add, 'patch', { projectId: 'p1' })).toBeUndefined();
    expect(documentRead(add, 'get', { projectId: 'p1' })).toBeUndefined();
  });

  it('has a GET read profile for each document the run snapshots, with the update path parameters and answer shape', () => {
    for (const profile of PROFILES.filter((candidate) => candidate.fixtures)) {
      const get = readProfileOf(profile.key);
      expect(get?.kind).toBe('read');
      expect(get && parseOperationKey(get.key)).toEqual({ method: 'GET', path: parseOperationKey(profile.key).path });
      expect(get?.pathParameters).toEqual(profile.pathParameters);
      expect(get?.responseSchema).toBe(profile.responseSchema);
    }
    expect(readProfileOf('POST /projects/{projectId}/people')).toBeUndefined();
  });

  it('names a kind no switch handled as a bug', () => {
    expect(() => unreachable('archive' as never)).toThrow('unhandled case: archive');
  });

  it('builds fixture and unknown-document parameters from the config and the scenario', () => {
    const remove = profileOf('DELETE /projects/{projectId}/people/{personId}');
    expect(fixtureParams(remove, ids)).toEqual({ projectId: 'p1' });
    expect(fixtureParams(remove, ids, { personId: 'x' })).toEqual({ projectId: 'p1', personId: 'x' });
    expect(unknownDocumentParams(remove, ids, 'u')).toEqual({ projectId: 'p1', personId: 'u' });
    expect(unknownDocumentParams(profileOf('PATCH /timesheets/{timesheetId}'), ids, 'u')).toEqual({ timesheetId: 'u' });
  });

  it.each([
    [
      'a 200 to an add names the person',
      {
        operation: 'POST /projects/{projectId}/people',
        params: { projectId: 'p1' },
        status: 200,
        responseBody: { person: { _id: 'x' }, email: 'a@example.com' },
      },
      { op: 'added', projectId: 'p1', personId: 'x', email: 'a@example.com' },
    ],
    [
      'a faulty 201 to an add is cleaned up too',
      { operation: 'POST /projects/{projectId}/people', params: { projectId: 'p1' }, status: 201, responseBody: { person: 'x' } },
      { op: 'added', projectId: 'p1', personId: 'x' },
    ],
    [
      'an add with no answer may have been applied',
      {
        operation: 'POST /projects/{projectId}/people',
        params: { projectId: 'p1' },
        requestBody: { email: 'a@example.com' },
        problem: { kind: 'timeout', message: 'timed out' },
      },
      { op: 'unanswered', projectId: 'p1', email: 'a@example.com', problem: 'timed out' },
    ],
    [
      'a refused connection carried nothing',
      { operation: 'POST /projects/{projectId}/people', params: { projectId: 'p1' }, problem: { kind: 'refused', message: 'ECONNREFUSED' } },
      undefined,
    ],
    [
      'a 200 to a remove removed them',
      { operation: 'DELETE /projects/{projectId}/people/{personId}', params: { projectId: 'p1', personId: 'x' }, status: 200 },
      { op: 'removed', projectId: 'p1', personId: 'x' },
    ],
    [
      'a faulty 204 to a remove removed them too (the restore must not try again)',
      { operation: 'DELETE /projects/{projectId}/people/{personId}', params: { projectId: 'p1', personId: 'x' }, status: 204 },
      { op: 'removed', projectId: 'p1', personId: 'x' },
    ],
    [
      'a 404 to a remove changed nothing',
      { operation: 'DELETE /projects/{projectId}/people/{personId}', params: { projectId: 'p1', personId: 'x' }, status: 404 },
      undefined,
    ],
  ] as const)('journals people changes by profile: %s', (_label, write, expected) => {
    expect(profileOf(write.operation).peopleChange?.(write)).toEqual(expected);
  });

  it('journals nothing for updates', () => {
    expect(profileOf('PATCH /projects/{projectId}').peopleChange).toBeUndefined();
    expect(profileOf('PATCH /timesheets/{timesheetId}').peopleChange).toBeUndefined();
  });
});
