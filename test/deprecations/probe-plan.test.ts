import { describe, expect, it } from 'vitest';
import type { ConnectionConfig } from '../../engine/connection.js';
import { controlFor, harmlessProbe, impossiblePath } from '../../deprecations/probe-plan.js';
import { REFUSAL_BODY } from '../../generators/invalid/refusal-body.js';
import { unknownIdLike } from '../../generators/parameters/unknown-id.js';
import { createdIdOf, undoOf } from '../../deprecations/write-probes.js';
import { DEPRECATED_OPERATIONS, parseOperationKey, pathParameters, type OperationKey } from '../../specs/operations.js';

const config: ConnectionConfig = {
  baseUrl: 'http://127.0.0.1:1/v1',
  token: 't',
  projectId: '65f0000000000000000000a1',
  timesheetId: '65f0000000000000000000b2',
};
const fixtureIds = [config.projectId, config.timesheetId];
const writes = DEPRECATED_OPERATIONS.filter((operation) => parseOperationKey(operation).method !== 'GET');
const reads = DEPRECATED_OPERATIONS.filter((operation) => parseOperationKey(operation).method === 'GET');

describe('harmlessProbe', () => {
  it.each(writes)('%s: never names a fixture and never sends an object body', (operation) => {
    const probe = harmlessProbe(operation, config);
    expect(probe.kind).toBe('refusal');
    expect(Object.values(probe.request.params ?? {}).filter((id) => fixtureIds.includes(id))).toEqual([]);
    expect(probe.request.body).toBeUndefined();
    expect(probe.request.rawBody).toBe(parseOperationKey(operation).method === 'DELETE' ? undefined : REFUSAL_BODY);
    expect(probe.namesUnknownId).toBe(pathParameters(parseOperationKey(operation).path).length > 0);
  });

  it.each(reads)('%s: fixture ids where the config holds them, unknown ids otherwise', (operation) => {
    const probe = harmlessProbe(operation, config);
    const names = pathParameters(parseOperationKey(operation).path);
    for (const name of names) {
      const expected = (config as unknown as Record<string, string | undefined>)[name];
      if (expected) expect(probe.request.params?.[name]).toBe(expected);
      else expect(probe.request.params?.[name]).toMatch(/^[0-9a-f]{24}$/);
    }
    expect(probe.namesUnknownId).toBe(names.some((name) => !(name in config)));
  });

  it('asks nobody to be notified where the spec declares notify', () => {
    expect(harmlessProbe('POST /projects/{projectId}/people', config).request.query).toEqual({ notify: 'false' });
    expect(harmlessProbe('POST /projects', config).request.query).toBeUndefined();
  });
});

describe('controlFor', () => {
  it('sends the same method, body and query to a route that cannot exist', () => {
    const probe = harmlessProbe('POST /projects/{projectId}/people', config);
    const control = controlFor(probe, 'n0nce');
    expect(control).toMatchObject({ operation: probe.request.operation, rawBody: REFUSAL_BODY, query: { notify: 'false' }, path: impossiblePath('n0nce') });
    expect(control.params).toBeUndefined();
  });
});

describe('unknownIdLike', () => {
  it.each([
    ['ObjectId', '65f0000000000000000000a1', /^[0-9a-f]{24}$/],
    ['number', '12345', /^\d{5}$/],
    ['UUID', '0b9a3c5e-3c6f-4f4e-9d7b-1f2e3d4c5b6a', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/],
    ['slug', 'Proj_42', /^[A-Z][a-z]{3}_\d{2}$/],
    ['separators only', '--', /^pmc-unknown-[0-9a-f]{12}$/],
  ])('%s keeps its shape and changes', (_name, sample, shape) => {
    const id = unknownIdLike(sample);
    expect(id).toMatch(shape);
    expect(id).not.toBe(sample);
  });
});

describe('undoOf', () => {
  const posts = DEPRECATED_OPERATIONS.filter((operation) => parseOperationKey(operation).method === 'POST');
  it.each(posts)('%s is undone by a DELETE of the Versioning table whose collection it created into', (post) => {
    const undo = undoOf(post) as OperationKey;
    expect(parseOperationKey(undo).method).toBe('DELETE');
    const collection = parseOperationKey(post).path.split('/').at(-1) as string;
    expect(parseOperationKey(undo).path).toMatch(new RegExp(`/${collection}/\\{\\w+\\}$`));
  });
});

describe('createdIdOf', () => {
  it.each([
    ['a record', { _id: 'r1', person: 'p9' }, '_id', 'r1'],
    ['a project person: the person field', { _id: 'pp1', person: 'p9' }, 'personId', 'p9'],
    ['an expanded person', { _id: 'pp1', person: { _id: 'p9', name: 'x' } }, 'personId', 'p9'],
    ['no id', { name: 'x' }, '_id', undefined],
    ['not an object', [], '_id', undefined],
  ])('%s', (_name, json, parameter, expected) => {
    expect(createdIdOf(json, parameter)).toBe(expected);
  });
});
