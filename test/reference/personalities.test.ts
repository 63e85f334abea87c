import { describe, expect, it } from 'vitest';
import { validatorFor } from '../../specs/ajv.js';
import { parseHttpDate } from '../../engine/deprecation/http-date.js';
import { PER_SECOND_LIMIT } from '../../reference/personalities/rate-limited-per-second.js';
import { TOKEN_BUCKET_RATE } from '../../reference/personalities/token-bucket.js';
import { READ_LAG_MS } from '../../reference/personalities/read-replica-lag.js';
import { PERSONALITY_NAMES, personalityCatalogue, type PersonalityName, type RunningReference } from '../../reference/index.js';
import { FIXTURE_IDS } from '../../reference/state/seed/index.js';
import { recordIds, seedOrgs } from '../../reference/state/seed/orgs.js';
import { addPerson, call, patchProject, patchTimesheet, record, removePerson, stateOf, withReference } from './http.js';

const isErrorBody = validatorFor('error-body');
const UNKNOWN = '/projects/ffffffffffffffffffffffff';
const [department1, department2] = recordIds(seedOrgs()[0], 'departments');
const bytewise = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
/** Keys in jsonb's order: shorter first, then bytewise. */
const jsonbOrdered = (keys: string[]) =>
  keys.slice(1).every((key, i) => {
    const previous = keys[i] ?? '';
    return key.length > previous.length || (key.length === previous.length && bytewise(previous, key) < 0);
  });

/** Bursts of a second's worth of reads at once, until one is answered 429 (or six bursts went through). */
async function burstUntilLimited(ref: RunningReference, perSecond: number) {
  const answers: Awaited<ReturnType<typeof patchProject>>[] = [];
  for (let round = 0; round < 6 && !answers.some((answer) => answer.status === 429); round += 1)
    answers.push(...(await Promise.all(Array.from({ length: perSecond }, () => patchProject(ref, {})))));
  return answers;
}

/** For each personality, a probe that is true when its distinguishing behaviour shows. */
const distinguishing: Record<PersonalityName, (ref: RunningReference) => Promise<boolean>> = {
  'status-404': async (ref) => {
    const unknown = await call(ref, { method: 'PATCH', path: UNKNOWN, body: {} });
    const otherOrg = await patchProject(ref, {}, { token: ref.config.otherOrgToken ?? null });
    return unknown.status === 404 && otherOrg.status === 404 && isErrorBody(unknown.json) && isErrorBody(otherOrg.json);
  },
  'auth-401': async (ref) => {
    const missing = await patchProject(ref, {}, { token: null });
    const otherOrg = await patchProject(ref, {}, { token: ref.config.otherOrgToken ?? null });
    return missing.status === 401 && missing.headers['www-authenticate'] === 'Bearer' && otherOrg.status === 403;
  },
  'extra-fields': async (ref) => {
    const answer = await patchProject(ref, {});
    const project = record(answer);
    const client = project.client as Record<string, unknown>;
    return (
      answer.headers['content-type'] === 'application/json; charset=utf-8' &&
      '__v' in project &&
      typeof client === 'object' &&
      typeof client._id === 'string' &&
      typeof client.name === 'string' &&
      ((project.customProperties ?? []) as Record<string, unknown>[]).every((property) => '__v' in property)
    );
  },
  'minimal-errors': async (ref) => JSON.stringify((await patchProject(ref, { budget: -1 })).json) === '{}',
  'no-deprecation-headers': async (ref) => {
    const { headers } = await patchProject(ref, {});
    return headers.deprecation === undefined && headers.sunset === undefined && headers.link === undefined;
  },
  'strict-transitions': async (ref) => {
    await patchTimesheet(ref, ref.config.timesheetId, { status: 'approved' });
    await patchProject(ref, { projectStatus: 'cancelled' });
    const timesheet = await patchTimesheet(ref, ref.config.timesheetId, { status: 'draft' });
    const project = await patchProject(ref, { projectStatus: 'open' });
    return timesheet.status === 400 && project.status === 400 && isErrorBody(project.json);
  },
  lenient: async (ref) => {
    const unknownIgnored = await patchProject(ref, { title: 'lenient', colour: 'blue' });
    const noMilliseconds = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/.test(record(unknownIgnored).updatedAt as string);
    const absentDelete = await removePerson(ref, 'ffffffffffffffffffffffff');
    const unknownClient = await patchProject(ref, { client: 'ffffffffffffffffffffffff' });
    return (
      unknownIgnored.status === 200 &&
      !('colour' in record(await patchProject(ref, {}))) &&
      noMilliseconds &&
      absentDelete.status === 200 &&
      unknownClient.status === 200 &&
      record(await patchProject(ref, {})).client === 'ffffffffffffffffffffffff'
    );
  },
  'member-no-read': async (ref) => (await patchProject(ref, {}, { token: ref.config.memberToken })).status === 403,
  'mongoose-express': async (ref) => {
    const cast = await patchProject(ref, {
      budget: '12',
      timeTrackingEnabled: 'true',
      title: 12,
      currency: 'usd',
      startDate: '2024-01-01',
      colour: 'blue',
      org: 'x',
    });
    const read = record(await patchProject(ref, {}));
    const casts =
      cast.status === 200 &&
      read.budget === 12 &&
      read.timeTrackingEnabled === true &&
      read.title === '12' &&
      read.currency === 'USD' &&
      read.startDate === '2024-01-01T00:00:00.000Z' &&
      !('colour' in read) &&
      read.org === FIXTURE_IDS.orgA &&
      read.__v === 0;
    const noBody = await call(ref, { method: 'PATCH', path: `/projects/${ref.config.projectId}` });
    const caseVariant = await patchProject(ref, { projectStatus: 'OPEN' });
    return casts && noBody.status === 200 && caseVariant.status === 400;
  },
  'java-jackson': async (ref) => {
    const stored = await patchProject(ref, { budget: 1234.567, startDate: '2024-01-01T10:00:00.000+00:00', endDate: '2024-01-01T10:00:00.500Z' });
    const read = record(await patchProject(ref, {}));
    const unknown = await patchProject(ref, { colour: 'blue' });
    const coerced = record(await patchProject(ref, { budget: '12' }));
    return (
      stored.status === 200 &&
      read.budget === 1234.5670166015625 &&
      read.startDate === '2024-01-01T10:00:00Z' &&
      read.endDate === '2024-01-01T10:00:00.500Z' &&
      unknown.status === 400 &&
      coerced.budget === 12
    );
  },
  'postgres-jsonb': async (ref) => {
    const sent = await patchProject(ref, { departments: [department2, department1, department2], inviteDomains: ['b.example', 'a.example', 'b.example'] });
    const read = record(await patchProject(ref, {}));
    return (
      sent.status === 200 &&
      JSON.stringify(read.departments) === JSON.stringify([department1, department2].sort()) &&
      JSON.stringify(read.inviteDomains) === '["a.example","b.example"]' &&
      jsonbOrdered(Object.keys(read)) &&
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/.test(read.updatedAt as string)
    );
  },
  'defaults-every-patch': async (ref) => {
    const submitted = await patchTimesheet(ref, ref.config.timesheetId, { status: 'submitted' });
    const read = await patchTimesheet(ref, ref.config.timesheetId, {});
    return record(submitted).status === 'submitted' && record(read).status === 'draft';
  },
  'idempotent-delete': async (ref) => {
    const absent = await removePerson(ref, 'ffffffffffffffffffffffff');
    const malformed = await removePerson(ref, 'not-an-id');
    return absent.status === 200 && absent.text === '' && malformed.status === 400 && isErrorBody(malformed.json);
  },
  'rate-limited': async (ref) => {
    const answers = [];
    for (let n = 0; n < 120; n += 1) answers.push(await patchProject(ref, {}));
    const limited = answers.filter((answer) => answer.status === 429);
    return (
      limited.length === 1 &&
      limited[0]?.headers['retry-after'] === '1' &&
      isErrorBody(limited[0].json) &&
      answers.every((answer) => answer.status === 429 || answer.status === 200)
    );
  },
  'rate-limited-per-second': async (ref) => {
    const answers = await burstUntilLimited(ref, PER_SECOND_LIMIT);
    const limited = answers.find((answer) => answer.status === 429);
    const retryAt = parseHttpDate(limited?.headers['retry-after'] ?? '');
    return (
      limited?.status === 429 &&
      isErrorBody(limited.json) &&
      retryAt.ok &&
      retryAt.value.getTime() % 1000 === 0 &&
      answers.every(
        (answer) => answer.headers['ratelimit-policy'] === `"second";q=${PER_SECOND_LIMIT};w=1` && /^"second";r=\d+;t=1$/.test(answer.headers.ratelimit ?? ''),
      )
    );
  },
  'token-bucket': async (ref) => {
    const answers = await burstUntilLimited(ref, TOKEN_BUCKET_RATE);
    const limited = answers.find((answer) => answer.status === 429);
    return (
      limited?.status === 429 &&
      limited.headers['retry-after'] === '1' &&
      isErrorBody(limited.json) &&
      answers.every((answer) => answer.headers['ratelimit-policy'] === undefined)
    );
  },
  'size-limits': async (ref) => {
    const long = await patchProject(ref, { title: 'x'.repeat(5_000) });
    const huge = await patchProject(ref, { budget: Number.MAX_VALUE });
    const ordinary = await patchProject(ref, { title: 'x'.repeat(2_000), budget: Number.MAX_SAFE_INTEGER });
    return long.status === 400 && isErrorBody(long.json) && huge.status === 400 && ordinary.status === 200;
  },
  'mysql-strict': async (ref) => {
    const long = await patchProject(ref, { title: 'x'.repeat(256) });
    const large = await patchProject(ref, { budget: 2 ** 31 });
    const fits = await patchProject(ref, {
      title: 'x'.repeat(255),
      budget: 2 ** 31 - 1,
      customProperties: [{ name: 'n', value: 'x'.repeat(1_000), canView: 'member' }],
    });
    return long.status === 400 && isErrorBody(long.json) && large.status === 400 && fits.status === 200;
  },
  'no-document-get': async (ref) => {
    const get = await call(ref, { method: 'GET', path: `/projects/${ref.config.projectId}` });
    const getTimesheet = await call(ref, { method: 'GET', path: `/timesheets/${ref.config.timesheetId}` });
    return get.status === 404 && getTimesheet.status === 404 && (await patchProject(ref, {})).status === 200;
  },
  'refuses-empty-update': async (ref) => {
    const empty = await patchProject(ref, {});
    const emptyTimesheet = await patchTimesheet(ref, ref.config.timesheetId, {});
    const get = await call(ref, { method: 'GET', path: `/projects/${ref.config.projectId}` });
    return (
      empty.status === 400 &&
      record(empty).message === 'nothing to update' &&
      emptyTimesheet.status === 400 &&
      get.status === 404 &&
      (await patchProject(ref, { title: 'named' })).status === 200
    );
  },
  'strict-query': async (ref) => {
    const unknown = await patchProject(ref, {}, { query: { pmcUnknown: '1' } });
    const notify = await patchTimesheet(ref, ref.config.timesheetId, {}, { query: { notify: 'false' } });
    const notifyOnProject = await patchProject(ref, {}, { query: { notify: 'false' } });
    return unknown.status === 400 && isErrorBody(unknown.json) && notify.status === 200 && notifyOnProject.status === 400;
  },
  'enum-case-insensitive': async (ref) => {
    const project = record(await patchProject(ref, { projectStatus: 'COMPLETED', currency: 'usd' }));
    const person = record(await addPerson(ref, { permission: 'Member', rateTime: 'HOURLY', email: 'cased.person@example.com' }));
    const timesheet = record(await patchTimesheet(ref, ref.config.timesheetId, { status: 'Submitted' }));
    const unknown = await patchProject(ref, { projectStatus: 'closed' });
    return (
      project.projectStatus === 'completed' &&
      project.currency === 'USD' &&
      person.permission === 'member' &&
      person.rateTime === 'hourly' &&
      timesheet.status === 'submitted' &&
      unknown.status === 400
    );
  },
  'conflict-409': async (ref) => {
    const [first, second] = await Promise.all([
      addPerson(ref, { permission: 'member', email: 'twice@example.com' }),
      addPerson(ref, { permission: 'member', email: 'twice@example.com' }),
    ]);
    return [first.status, second.status].sort().join() === '200,409' && isErrorBody((first.status === 409 ? first : second).json);
  },
  slow: async (ref) => {
    const started = Date.now();
    await patchProject(ref, {});
    return Date.now() - started >= 150;
  },
  'approval-workflow': async (ref) => {
    const id = ref.config.timesheetId;
    const approved = await patchTimesheet(ref, id, { status: 'approved' });
    const locked = await patchTimesheet(ref, id, { customId: 'locked?' });
    const direct = await patchTimesheet(ref, id, { status: 'draft' });
    const rejected = await patchTimesheet(ref, id, { status: 'rejected' });
    const draft = await patchTimesheet(ref, id, { status: 'draft' });
    return approved.status === 200 && locked.status === 400 && direct.status === 400 && rejected.status === 200 && draft.status === 200;
  },
  'approval-locks': async (ref) => {
    const id = ref.config.timesheetId;
    const submitted = await patchTimesheet(ref, id, { status: 'submitted' });
    const back = await patchTimesheet(ref, id, { status: 'draft' });
    const approved = await patchTimesheet(ref, id, { status: 'approved' });
    const out = await Promise.all(['rejected', 'draft', 'submitted'].map((status) => patchTimesheet(ref, id, { status })));
    const locked = await patchTimesheet(ref, id, { customId: 'locked?' });
    return submitted.status === 200 && back.status === 400 && approved.status === 200 && out.every((answer) => answer.status === 400) && locked.status === 400;
  },
  'mongoose-required-entries': async (ref) => {
    const id = ref.config.timesheetId;
    const whole = { description: 'd', hours: [{ day: 'MON', value: 1 }], codeId: 'c' };
    const accepted = await patchTimesheet(ref, id, { entries: [whole] });
    const noDescription = await patchTimesheet(ref, id, { entries: [{ hours: [], codeId: 'c' }] });
    const noDay = await patchTimesheet(ref, id, { entries: [{ ...whole, hours: [{ value: 1 }] }] });
    return (
      accepted.status === 200 && noDescription.status === 400 && noDay.status === 400 && record(noDescription).message === 'Path `description` is required.'
    );
  },
  'answers-previous-document': async (ref) => {
    const before = record(await patchProject(ref, {})).title;
    const answered = record(await patchProject(ref, { title: 'Renamed' })).title;
    const timesheet = record(await patchTimesheet(ref, ref.config.timesheetId, { customId: 'renamed' })).customId;
    const stored = stateOf(ref);
    return (
      answered === before &&
      answered !== 'Renamed' &&
      timesheet !== 'renamed' &&
      stored.projects.get(ref.config.projectId)?.doc.title === 'Renamed' &&
      stored.timesheets.get(ref.config.timesheetId)?.doc.customId === 'renamed'
    );
  },
  'read-replica-lag': async (ref) => {
    const path = `/projects/${ref.config.projectId}`;
    const before = record(await call(ref, { method: 'GET', path })).title;
    const answered = record(await patchProject(ref, { title: 'Renamed' })).title;
    const atOnce = record(await call(ref, { method: 'GET', path })).title;
    await new Promise((resolve) => setTimeout(resolve, READ_LAG_MS + 20));
    const later = record(await call(ref, { method: 'GET', path })).title;
    return before !== 'Renamed' && answered === 'Renamed' && atOnce === before && later === 'Renamed';
  },
  'timesheet-extra-properties': async (ref) => {
    const person = record(await patchTimesheet(ref, ref.config.timesheetId, {}));
    const project = record(await patchTimesheet(ref, ref.config.projectTimesheetId ?? '', {}));
    const entries = person.entries as Record<string, unknown>[];
    return (
      person.project === null &&
      !('planItem' in person) &&
      project.person === null &&
      typeof person.totalHours === 'number' &&
      entries.length > 0 &&
      entries.every((entry) => typeof entry._id === 'string')
    );
  },
};

/** Answers every personality must still give as a conforming server. */
async function conformingAnswers(ref: RunningReference): Promise<string[]> {
  const problems: string[] = [];
  const expectValid = (name: Parameters<typeof validatorFor>[0], json: unknown, what: string) => {
    if (!validatorFor(name)(json)) problems.push(`${what}: ${JSON.stringify(validatorFor(name).errors)}`);
  };
  const updated = await patchProject(ref, { title: 'Conforming', startDate: '2030-01-01T10:00:00.000+02:00' });
  expectValid('project', updated.json, 'PATCH /projects');
  // Read as the stored state shows it: a personality may refuse PATCH {} (refuses-empty-update).
  if (stateOf(ref).projects.get(ref.config.projectId)?.doc.title !== 'Conforming') problems.push('the update did not persist');
  expectValid('timesheet', (await patchTimesheet(ref, ref.config.timesheetId, { status: 'submitted' })).json, 'PATCH /timesheets (A)');
  expectValid('timesheet', (await patchTimesheet(ref, ref.config.projectTimesheetId ?? '', { customId: 'conforming' })).json, 'PATCH /timesheets (B)');
  const added = await addPerson(ref, { permission: 'member', email: 'conforming@example.com' }, { query: { notify: 'false' } });
  expectValid('project-person', added.json, 'POST people');
  const removed = await removePerson(ref, record(added).person as string);
  if (removed.status !== 200 || removed.text !== '') problems.push(`DELETE answered ${removed.status} ${removed.text}`);
  const refused = await patchProject(ref, { budget: -1 });
  if (refused.status !== 400) problems.push(`a negative budget answered ${refused.status}`);
  expectValid('error-body', refused.json, 'error body');
  return problems;
}

describe('personalities', () => {
  it('lists each personality once with a description', () => {
    expect(new Set(PERSONALITY_NAMES).size).toBe(PERSONALITY_NAMES.length);
    expect(personalityCatalogue.map((entry) => entry.name)).toEqual(PERSONALITY_NAMES);
    for (const entry of personalityCatalogue) expect(entry.description.length).toBeGreaterThan(10);
  });

  it.each(PERSONALITY_NAMES)('%s: its distinguishing behaviour shows, and not on the plain reference', async (name) => {
    expect(await withReference({}, distinguishing[name]), 'plain reference').toBe(false);
    expect(await withReference({ personality: name }, distinguishing[name]), name).toBe(true);
  });

  it.each(PERSONALITY_NAMES)('%s still answers as a conforming server', async (name) => {
    expect(await withReference({ personality: name }, conformingAnswers)).toEqual([]);
  });

  it('keeps the fixtures of the other organisation out of reach under every status choice', async () => {
    for (const personality of ['status-404', 'auth-401'] as const) {
      await withReference({ personality }, async (ref) => {
        const before = ref.snapshot();
        const answer = await call(ref, { method: 'DELETE', path: `/projects/${FIXTURE_IDS.otherOrgProjectId}/people/${FIXTURE_IDS.people.adminB}` });
        expect(answer.status).not.toBe(200);
        expect(ref.snapshot()).toEqual(before);
      });
    }
  });
});
