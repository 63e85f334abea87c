import { describe, expect, it } from 'vitest';
import { validatorFor } from '../../specs/ajv.js';
import { seed, FIXTURE_IDS } from '../../reference/state/seed/index.js';
import { renderPerson } from '../../reference/render/person.js';
import { behaviourFor } from '../../reference/personalities/index.js';
import { Clock } from '../../reference/state/clock.js';
import { IdSource } from '../../reference/state/ids.js';
import { Replica } from '../../reference/state/replica.js';
import { patchProject, patchTimesheet, withReference } from './http.js';

describe('seeded fixtures', () => {
  it.each([
    ['projectId', FIXTURE_IDS.projectId, 'token'],
    ['secondProjectId', FIXTURE_IDS.secondProjectId, 'token'],
    ["the other organisation's project", FIXTURE_IDS.otherOrgProjectId, 'otherOrgToken'],
  ] as const)('%s reads as a valid Project', async (_name, id, tokenKey) => {
    await withReference({}, async (ref) => {
      const answer = await patchProject(ref, {}, { path: `/projects/${id}`, token: ref.config[tokenKey] ?? null });
      expect(answer.status).toBe(200);
      expect(validatorFor('project')(answer.json), JSON.stringify(validatorFor('project').errors)).toBe(true);
    });
  });

  it.each([
    ['timesheetId', FIXTURE_IDS.timesheetId, 'timesheet-shape-a', 'token'],
    ['projectTimesheetId', FIXTURE_IDS.projectTimesheetId, 'timesheet-shape-b', 'token'],
    ["the other organisation's timesheet", FIXTURE_IDS.otherOrgTimesheetId, 'timesheet-shape-a', 'otherOrgToken'],
  ] as const)('%s reads as a valid %s', async (_name, id, shape, tokenKey) => {
    await withReference({}, async (ref) => {
      const answer = await patchTimesheet(ref, id, {}, { token: ref.config[tokenKey] ?? null });
      expect(validatorFor(shape)(answer.json)).toBe(true);
    });
  });

  it('seeds project person records that are valid Project person records of org people', () => {
    const { state, handles } = seed();
    const world = { state, handles, ids: new IdSource(), clock: new Clock(), behaviour: behaviourFor(), faults: new Set<never>(), replica: new Replica(0) };
    for (const project of state.projects.values()) {
      for (const person of project.people) {
        expect(validatorFor('project-person')(renderPerson(person, world))).toBe(true);
        expect(state.orgs.get(project.org)?.people.get(person.person as string)?.email).toBe(person.email);
      }
    }
  });

  it('hands out new tokens on every start, the same ids', () => {
    const [first, second] = [seed().handles, seed().handles];
    expect(second.token).not.toBe(first.token);
    expect(second.memberToken).not.toBe(first.memberToken);
    const blank = { token: '', memberToken: '', otherOrgToken: '', observerToken: '', managerToken: '' };
    expect({ ...second, ...blank }).toEqual({ ...first, ...blank });
  });
});
