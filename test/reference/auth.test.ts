import { describe, expect, it } from 'vitest';
import { validatorFor } from '../../specs/ajv.js';
import { FIXTURE_IDS } from '../../reference/state/seed/index.js';
import type { RunningReference } from '../../reference/index.js';
import { call, record, withReference, type Call } from './http.js';

const isErrorBody = validatorFor('error-body');
const UNKNOWN = 'ffffffffffffffffffffffff';

/** A valid, state-changing call of each specified operation; `id` replaces the addressed document's id. */
const specified: [string, (ref: RunningReference, id?: string) => Call][] = [
  ['PATCH /projects/{projectId}', (ref, id) => ({ method: 'PATCH', path: `/projects/${id ?? ref.config.projectId}`, body: { title: 'changed' } })],
  ['PATCH /timesheets/{timesheetId}', (ref, id) => ({ method: 'PATCH', path: `/timesheets/${id ?? ref.config.timesheetId}`, body: { customId: 'changed' } })],
  [
    'POST /projects/{projectId}/people',
    (ref, id) => ({ method: 'POST', path: `/projects/${id ?? ref.config.projectId}/people`, body: { permission: 'member', email: 'auth@example.com' } }),
  ],
  [
    'DELETE /projects/{projectId}/people/{personId}',
    (ref, id) => ({ method: 'DELETE', path: `/projects/${id ?? ref.config.projectId}/people/${FIXTURE_IDS.people.managerA}` }),
  ],
];

/** Sends the call and expects a refusal: 400, an error body, and no change to the state. */
async function expectRefused(ref: RunningReference, spec: Call) {
  const before = ref.snapshot();
  const answer = await call(ref, spec);
  expect(answer.status).toBe(400);
  expect(answer.headers['content-type']).toBe('application/json');
  expect(isErrorBody(answer.json)).toBe(true);
  expect(ref.snapshot()).toEqual(before);
  return answer;
}

describe('authentication and organisation isolation', () => {
  it.each(specified)('%s is served with the admin token', async (_key, build) => {
    await withReference({}, async (ref) => expect((await call(ref, build(ref))).status).toBe(200));
  });

  it.each(specified)('%s without Authorization is refused with 400', async (_key, build) => {
    await withReference({}, async (ref) => expectRefused(ref, { ...build(ref), token: null }));
  });

  it.each(specified)('%s with an unknown bearer token is refused with 400', async (_key, build) => {
    await withReference({}, async (ref) => expectRefused(ref, { ...build(ref), token: 'pmc_not-a-token' }));
  });

  it.each(specified)('%s with another scheme than Bearer is refused with 400', async (_key, build) => {
    await withReference({}, async (ref) => expectRefused(ref, { ...build(ref), authorization: `Basic ${ref.config.token}` }));
  });

  it.each(specified)("%s with another organisation's token is refused exactly like an unknown id", async (_key, build) => {
    await withReference({}, async (ref) => {
      const other = await expectRefused(ref, { ...build(ref), token: ref.config.otherOrgToken ?? null });
      const unknown = await expectRefused(ref, build(ref, UNKNOWN));
      expect(record(other).code).toBe(record(unknown).code);
    });
  });

  it("serves the other organisation's token on its own project", async () => {
    await withReference({}, async (ref) => {
      const answer = await call(ref, {
        method: 'PATCH',
        path: `/projects/${FIXTURE_IDS.otherOrgProjectId}`,
        body: {},
        token: ref.config.otherOrgToken ?? null,
      });
      expect(answer.status).toBe(200);
      expect(record(answer).org).toBe(FIXTURE_IDS.orgB);
    });
  });
});

describe('roles: observer and manager', () => {
  it.each(specified)('%s as an observer is refused with 400 and changes nothing', async (_key, build) => {
    await withReference({}, async (ref) => expectRefused(ref, { ...build(ref), token: ref.config.observerToken ?? null }));
  });

  it('an observer reads a project (PATCH {}) and sees every custom property ("can view everything")', async () => {
    await withReference({}, async (ref) => {
      const answer = await call(ref, { method: 'PATCH', path: `/projects/${ref.config.projectId}`, body: {}, token: ref.config.observerToken ?? null });
      expect(answer.status).toBe(200);
      const admin = await call(ref, { method: 'PATCH', path: `/projects/${ref.config.projectId}`, body: {} });
      expect(record(answer).customProperties).toEqual(record(admin).customProperties);
    });
  });

  it('a manager sees custom properties set to member and manager, not admin', async () => {
    await withReference({}, async (ref) => {
      const answer = await call(ref, { method: 'PATCH', path: `/projects/${ref.config.projectId}`, body: {}, token: ref.config.managerToken ?? null });
      const levels = ((record(answer).customProperties ?? []) as { canView?: unknown }[]).map((property) => property.canView);
      expect(levels.sort()).toEqual(['manager', 'member']);
    });
  });
});

describe('bad input never gets a 5xx', () => {
  const bodyOperations = specified.slice(0, 3);
  const malformed = ['{', '{"title":', '[]', '"text"', 'null', '42', '', '   ', '\u0000', '{"a":1}{"b":2}'];

  it.each(bodyOperations.flatMap(([key, build]) => malformed.map((raw) => [key, JSON.stringify(raw), build, raw] as const)))(
    '%s with body %s answers 400 with an error body',
    async (_key, _shown, build, raw) => {
      await withReference({}, async (ref) => {
        const { body: _ignored, ...spec } = build(ref);
        await expectRefused(ref, { ...spec, rawBody: raw });
      });
    },
  );

  it.each(specified)('%s on an unknown id answers 400 with an error body', async (_key, build) => {
    await withReference({}, async (ref) => expectRefused(ref, build(ref, UNKNOWN)));
  });

  it.each(specified)('%s on a percent-encoded odd id answers 400', async (_key, build) => {
    await withReference({}, async (ref) => expectRefused(ref, build(ref, '%E0%A4%A')));
  });
});
