import { describe, expect, it } from 'vitest';
import { validatorFor } from '../../specs/ajv.js';
import { FIXTURE_IDS } from '../../reference/state/seed/index.js';
import { addPerson, call, patchProject, record, removePerson, stateOf, withReference, orgRecords } from './http.js';

const isPerson = validatorFor('project-person');
const isErrorBody = validatorFor('error-body');
const peopleOn = (ref: Parameters<typeof stateOf>[0], projectId: string) => (stateOf(ref).projects.get(projectId)?.people ?? []).map((entry) => entry.person);

describe('POST /projects/{projectId}/people', () => {
  it('adds a person new to the organisation: new ids, the fields sent, defaults, and a pending invitation', async () => {
    await withReference({}, async (ref) => {
      const sent = {
        permission: 'observer',
        email: 'new.person@example.org',
        roleTitle: 'Auditor',
        rate: 0,
        rateTime: 'daily',
        role: orgRecords(FIXTURE_IDS.orgA, 'roles')[0],
      };
      const started = Date.now();
      const answer = await addPerson(ref, sent);
      expect(answer.status).toBe(200);
      expect(isPerson(answer.json), JSON.stringify(isPerson.errors)).toBe(true);
      const person = record(answer);
      expect(person).toMatchObject({ ...sent, isProjectManager: false, praise: 0 });
      expect(Number.isInteger(person.invitePendingSince)).toBe(true);
      expect(person.invitePendingSince as number).toBeGreaterThanOrEqual(started);
      expect(
        stateOf(ref)
          .orgs.get(FIXTURE_IDS.orgA)
          ?.people.has(person.person as string),
      ).toBe(true);
      expect(person._id).not.toBe(person.person);
      expect(peopleOn(ref, ref.config.projectId)).toContain(person.person);
    });
  });

  it("reuses the organisation's person for a known e-mail (any case), with no pending invitation", async () => {
    await withReference({}, async (ref) => {
      const answer = await addPerson(
        ref,
        { permission: 'manager', email: 'COLE.colleague@example.com', isProjectManager: true },
        { query: { notify: 'false' } },
      );
      expect(record(answer)).toMatchObject({ person: FIXTURE_IDS.people.colleagueA, isProjectManager: true });
      expect(record(answer)).not.toHaveProperty('invitePendingSince');
    });
  });

  it('knows a person it invited: added again after removal (any case), the same person, no new invitation', async () => {
    await withReference({}, async (ref) => {
      const first = record(await addPerson(ref, { permission: 'member', email: 'once.invited@example.org' }, { query: { notify: 'false' } }));
      expect(first).toHaveProperty('invitePendingSince');
      expect((await removePerson(ref, first.person as string)).status).toBe(200);
      const again = record(await addPerson(ref, { permission: 'member', email: 'Once.Invited@EXAMPLE.org' }, { query: { notify: 'false' } }));
      expect(again.person).toBe(first.person);
      expect(again).not.toHaveProperty('invitePendingSince');
    });
  });

  it('refuses an e-mail already on the project (case-insensitive) and changes nothing', async () => {
    await withReference({}, async (ref) => {
      const before = ref.snapshot();
      const answer = await addPerson(ref, { permission: 'member', email: 'Max.Member@EXAMPLE.com' });
      expect(answer.status).toBe(400);
      expect(isErrorBody(answer.json)).toBe(true);
      expect(ref.snapshot()).toEqual(before);
    });
  });

  it('enforces inviteDomains case-insensitively, and ANY admits every domain', async () => {
    await withReference({}, async (ref) => {
      await patchProject(ref, { inviteDomains: ['Example.com'] });
      expect((await addPerson(ref, { permission: 'member', email: 'outsider@example.org' })).status).toBe(400);
      expect((await addPerson(ref, { permission: 'member', email: 'insider@EXAMPLE.COM' })).status).toBe(200);
      await patchProject(ref, { inviteDomains: ['ANY'] });
      expect((await addPerson(ref, { permission: 'member', email: 'outsider@example.org' })).status).toBe(200);
    });
  });

  it.each([
    ['no email', { permission: 'member' }],
    ['no permission', { email: 'a@example.com' }],
    ['a malformed e-mail', { permission: 'member', email: 'not-an-email' }],
    ['permission owner', { permission: 'owner', email: 'a@example.com' }],
    ['a negative rate', { permission: 'member', email: 'a@example.com', rate: -1 }],
    ['rateTime biweekly', { permission: 'member', email: 'a@example.com', rateTime: 'biweekly' }],
    ['an unknown role', { permission: 'member', email: 'a@example.com', role: 'ffffffffffffffffffffffff' }],
    ['an unknown property', { permission: 'member', email: 'a@example.com', nickname: 'A' }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    await withReference({}, async (ref) => {
      const before = ref.snapshot();
      const answer = await addPerson(ref, body);
      expect(answer.status).toBe(400);
      expect(isErrorBody(answer.json)).toBe(true);
      expect(ref.snapshot()).toEqual(before);
    });
  });

  it('refuses a member with 400', async () => {
    await withReference({}, async (ref) => {
      expect((await addPerson(ref, { permission: 'member', email: 'a@example.com' }, { token: ref.config.memberToken })).status).toBe(400);
    });
  });
});

describe('DELETE /projects/{projectId}/people/{personId}', () => {
  it('removes a person added before: 200 with no body, and the person is gone', async () => {
    await withReference({}, async (ref) => {
      const person = record(await addPerson(ref, { permission: 'member', email: 'temp@example.com' })).person as string;
      const answer = await removePerson(ref, person);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe('');
      expect(peopleOn(ref, ref.config.projectId)).not.toContain(person);
      expect((await removePerson(ref, person)).status).toBe(400);
    });
  });

  it.each([
    ['a person on another project of the organisation', FIXTURE_IDS.people.colleagueA],
    ['an unknown person id', 'ffffffffffffffffffffffff'],
  ])('refuses %s with 400 and changes nothing', async (_name, personId) => {
    await withReference({}, async (ref) => {
      const before = ref.snapshot();
      const answer = await removePerson(ref, personId);
      expect(answer.status).toBe(400);
      expect(isErrorBody(answer.json)).toBe(true);
      expect(ref.snapshot()).toEqual(before);
    });
  });

  it('refuses a member with 400', async () => {
    await withReference({}, async (ref) => {
      expect((await removePerson(ref, FIXTURE_IDS.people.managerA, { token: ref.config.memberToken })).status).toBe(400);
      expect(peopleOn(ref, ref.config.projectId)).toContain(FIXTURE_IDS.people.managerA);
    });
  });

  it('removes through the project path only: the same person stays on their other project', async () => {
    await withReference({}, async (ref) => {
      const second = ref.config.secondProjectId ?? '';
      expect((await call(ref, { method: 'DELETE', path: `/projects/${second}/people/${FIXTURE_IDS.people.adminA}` })).status).toBe(200);
      expect(peopleOn(ref, second)).not.toContain(FIXTURE_IDS.people.adminA);
      expect(peopleOn(ref, ref.config.projectId)).toContain(FIXTURE_IDS.people.adminA);
    });
  });
});
