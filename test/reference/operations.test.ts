import { Readable } from 'node:stream';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { parseDeprecation } from '../../engine/deprecation/deprecation-header.js';
import { parseHttpDate } from '../../engine/deprecation/http-date.js';
import { deprecationLinks } from '../../engine/deprecation/link-header.js';
import { ToolError } from '../../engine/tool-error.js';
import { validatorFor } from '../../specs/ajv.js';
import { DEPRECATED_OPERATIONS, isSpecified, parseOperationKey } from '../../specs/operations.js';
import { DEFAULT_MAX_BODY_BYTES, startReferenceServer } from '../../reference/index.js';
import { DEPRECATION_LINK_TARGET } from '../../reference/http/deprecation-headers.js';
import { call, record, withReference, type Answer } from './http.js';
import { validCall } from './operations.js';
import { undoOf } from '../../deprecations/write-probes.js';

const isErrorBody = validatorFor('error-body');
const UNSHOWN = DEPRECATED_OPERATIONS.filter((operation) => !isSpecified(operation));
const WRITES = UNSHOWN.filter((operation) => parseOperationKey(operation).method !== 'GET');

function expectDeprecationHeaders(answer: Answer, deprecation: string, sunset: string): void {
  const parsedDeprecation = parseDeprecation(answer.headers.deprecation ?? '');
  const parsedSunset = parseHttpDate(answer.headers.sunset ?? '');
  const links = deprecationLinks(answer.headers.link ?? '');
  expect(parsedDeprecation.ok && parsedDeprecation.value.toISOString()).toBe(deprecation);
  expect(parsedSunset.ok && parsedSunset.value.toISOString()).toBe(sunset);
  expect(links.ok && links.value).toEqual([DEPRECATION_LINK_TARGET]);
}

describe('the 32 deprecated operations', () => {
  it.each(DEPRECATED_OPERATIONS)('%s is routed: 200 with Deprecation, Sunset and Link', async (operation) => {
    await withReference({}, async (ref) => {
      const answer = await call(ref, validCall(ref, operation));
      expect(answer.status).toBe(200);
      expectDeprecationHeaders(answer, '2025-01-01T00:00:00.000Z', '2027-12-31T23:59:59.000Z');
      if (answer.text !== '') expect(answer.headers['content-type']).toBe('application/json');
    });
  });

  it.each(DEPRECATED_OPERATIONS)('%s refuses an unauthenticated request with 400, still advertising the deprecation', async (operation) => {
    await withReference({}, async (ref) => {
      const answer = await call(ref, { ...validCall(ref, operation), token: null });
      expect(answer.status).toBe(400);
      expect(isErrorBody(answer.json)).toBe(true);
      expectDeprecationHeaders(answer, '2025-01-01T00:00:00.000Z', '2027-12-31T23:59:59.000Z');
    });
  });

  it.each(UNSHOWN.filter((operation) => operation.includes('{')))('%s refuses unknown ids with 400', async (operation) => {
    await withReference({}, async (ref) => {
      const answer = await call(ref, validCall(ref, operation, 'ffffffffffffffffffffffff'));
      expect(answer.status).toBe(400);
      expect(isErrorBody(answer.json)).toBe(true);
    });
  });

  it.each(WRITES.filter((operation) => !operation.startsWith('DELETE')))('%s refuses a body that is not a JSON object', async (operation) => {
    await withReference({}, async (ref) => {
      const { body: _body, ...spec } = validCall(ref, operation);
      expect((await call(ref, { ...spec, rawBody: '[1]' })).status).toBe(400);
    });
  });

  it.each(WRITES.filter((operation) => !operation.startsWith('POST')))('%s leaves the fixtures as they are, and is refused to a member', async (operation) => {
    await withReference({}, async (ref) => {
      const before = ref.snapshot();
      expect((await call(ref, validCall(ref, operation))).status).toBe(200);
      expect((await call(ref, { ...validCall(ref, operation), token: ref.config.memberToken })).status).toBe(400);
      expect(ref.snapshot()).toEqual(before);
    });
  });

  it.each(WRITES.filter((operation) => operation.startsWith('POST')))(
    '%s stores what it creates, refused to a member; the DELETE of its id (only, in its own organisation) removes it, and the state is as before',
    async (operation) => {
      await withReference({}, async (ref) => {
        const before = ref.snapshot();
        expect((await call(ref, { ...validCall(ref, operation), token: ref.config.memberToken })).status).toBe(400);
        expect(ref.snapshot()).toEqual(before);
        const created = await call(ref, validCall(ref, operation));
        expect(created.status).toBe(200);
        expect(ref.snapshot()).not.toEqual(before);
        const undo = undoOf(operation);
        if (!undo) throw new Error(`no DELETE undoes ${operation}`);
        const removal = { ...validCall(ref, undo), path: parseOperationKey(undo).path.replace(/\{\w+\}$/, String(record(created)._id)) };
        expect((await call(ref, { ...removal, token: ref.config.otherOrgToken })).status).toBe(400);
        expect((await call(ref, removal)).status).toBe(200);
        expect(ref.snapshot()).toEqual(before);
        // Gone: its id is now unknown.
        expect((await call(ref, removal)).status).toBe(400);
      });
    },
  );

  it('advertises the dates it is given', async () => {
    const dates = { deprecation: new Date('2026-03-01T12:00:00Z'), sunset: new Date('2026-09-01T00:00:00Z') };
    await withReference(dates, async (ref) => {
      expectDeprecationHeaders(await call(ref, { method: 'GET', path: '/orgs/me' }), '2026-03-01T12:00:00.000Z', '2026-09-01T00:00:00.000Z');
    });
  });

  it('refuses a sunset earlier than the deprecation', async () => {
    const dates = { deprecation: new Date('2026-03-01T12:00:00Z'), sunset: new Date('2026-01-01T00:00:00Z') };
    await expect(startReferenceServer(dates)).rejects.toBeInstanceOf(ToolError);
  });

  it('answers 410 with code GONE for removed operations only', async () => {
    await withReference({ removed: ['GET /orgs/me', 'PATCH /projects/{projectId}'] }, async (ref) => {
      for (const operation of ['GET /orgs/me', 'PATCH /projects/{projectId}'] as const) {
        const answer = await call(ref, validCall(ref, operation));
        expect(answer.status).toBe(410);
        expect(isErrorBody(answer.json) && record(answer).code).toBe('GONE');
      }
      expect((await call(ref, validCall(ref, 'GET /projects'))).status).toBe(200);
    });
  });

  it.each([
    ['an unknown path', 'GET', '/nothing'],
    ['a method the path does not have', 'PUT', '/projects/65f000000000000000000101'],
    ['a trailing slash', 'GET', '/projects/'],
  ])('answers %s with 404, an error body and no deprecation headers', async (_name, method, path) => {
    await withReference({}, async (ref) => {
      const answer = await call(ref, { method, path });
      expect(answer.status).toBe(404);
      expect(isErrorBody(answer.json)).toBe(true);
      expect(answer.headers.deprecation).toBeUndefined();
    });
  });

  it('answers 404 outside the /v1 base path', async () => {
    await withReference({}, async (ref) => {
      const answer = await request(ref.url.replace(/\/v1$/, '/projects'));
      expect(answer.statusCode).toBe(404);
      expect(isErrorBody(await answer.body.json())).toBe(true);
    });
  });
});

describe('request size and connection handling', () => {
  const oversized = JSON.stringify({ title: 'x'.repeat(DEFAULT_MAX_BODY_BYTES) });

  it('answers 413 with an error body to a body over 1 MiB, and serves the next request', async () => {
    await withReference({}, async (ref) => {
      const answer = await call(ref, { method: 'PATCH', path: `/projects/${ref.config.projectId}`, rawBody: oversized });
      expect(answer.status).toBe(413);
      expect(isErrorBody(answer.json)).toBe(true);
      expect((await call(ref, { method: 'PATCH', path: `/projects/${ref.config.projectId}`, body: {} })).status).toBe(200);
    });
  });

  it('answers 413 to a chunked body that grows over maxBodyBytes', async () => {
    await withReference({ maxBodyBytes: 64 }, async (ref) => {
      const chunks = ['{"title":"', 'y'.repeat(40), 'z'.repeat(40), '"}'];
      const answer = await request(`${ref.url}/projects/${ref.config.projectId}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${ref.config.token}` },
        body: Readable.from(chunks),
      });
      expect(answer.statusCode).toBe(413);
      expect(isErrorBody(await answer.body.json())).toBe(true);
      expect((await call(ref, { method: 'PATCH', path: `/projects/${ref.config.projectId}`, body: { title: 'short' } })).status).toBe(200);
    });
  });

  it('closes with idle keep-alive connections open', async () => {
    const ref = await startReferenceServer();
    await call(ref, { method: 'GET', path: '/orgs/me' });
    const started = Date.now();
    await ref.close();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('hands out a snapshot that is a deep copy', async () => {
    await withReference({}, async (ref) => {
      const snapshot = ref.snapshot() as { projects: Map<string, { doc: Record<string, unknown> }> };
      const project = snapshot.projects.get(ref.config.projectId);
      expect(project?.doc.title).toBe('Website relaunch');
      if (project) project.doc.title = 'mutated';
      expect(record(await call(ref, { method: 'PATCH', path: `/projects/${ref.config.projectId}`, body: {} })).title).not.toBe('mutated');
    });
  });
});
