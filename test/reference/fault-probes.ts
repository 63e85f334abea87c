import { parseDeprecation } from '../../engine/deprecation/deprecation-header.js';
import { parseHttpDate } from '../../engine/deprecation/http-date.js';
import { deprecationLinks } from '../../engine/deprecation/link-header.js';
import { validatorFor } from '../../specs/ajv.js';
import { ISO_4217_ACTIVE } from '../../specs/currencies.js';
import type { FaultName, RunningReference } from '../../reference/index.js';
import { DEPRECATION_LINK_TARGET } from '../../reference/http/deprecation-headers.js';
import { FIXTURE_IDS } from '../../reference/state/seed/index.js';
import { DEEP_NESTING, deepValue } from '../../generators/boundary/extremes.js';
import { addPerson, call, patchProject, patchTimesheet, record, removePerson, type Answer } from './http.js';

type Shows = (ref: RunningReference) => Promise<boolean>;

const read = async (ref: RunningReference, token?: string) => record(await patchProject(ref, {}, token === undefined ? {} : { token }));
const readTimesheet = async (ref: RunningReference, id: string) => record(await patchTimesheet(ref, id, {}));
const accepted = (answer: Answer) => answer.status === 200;
const newPerson = (extra: Record<string, unknown> = {}) => ({ permission: 'manager', email: 'fresh.person@example.com', ...extra });
const canViews = (project: Record<string, unknown>) => ((project.customProperties ?? []) as { canView?: unknown }[]).map((property) => property.canView);
const days = (timesheet: Record<string, unknown>) =>
  ((timesheet.entries ?? []) as { hours?: { day?: unknown }[] }[]).flatMap((entry) => (entry.hours ?? []).map((hour) => hour.day));
const headersOf = async (ref: RunningReference) => (await call(ref, { method: 'GET', path: '/orgs/me' })).headers;

/** A DELETE of a fixture person with `token` is refused, yet the admin's DELETE then finds nobody to remove. */
async function refusedButRemoved(ref: RunningReference, token: string | null): Promise<boolean> {
  const attempt = await removePerson(ref, FIXTURE_IDS.people.memberA, { token });
  return !accepted(attempt) && !accepted(await removePerson(ref, FIXTURE_IDS.people.memberA));
}

const customProperties = ([, stored]: [unknown, Record<string, unknown>]) => (stored.customProperties ?? []) as Record<string, unknown>[];

/** A project update whose answer shows the change, followed by a read: [answer, read]. */
async function updateThenRead(ref: RunningReference, body: Record<string, unknown>): Promise<[Record<string, unknown>, Record<string, unknown>]> {
  const answer = record(await patchProject(ref, body));
  return [answer, await read(ref)];
}

/**
 * For each fault, a probe that returns true when the deviation shows. The test runs every probe
 * against the clean reference (must be false) and against a server with only that fault on (true).
 */
export const faultProbes: Record<FaultName, Shows> = {
  'json-content-type-missing': async (ref) => (await patchProject(ref, {})).headers['content-type'] === 'text/plain',
  'error-body-not-json': async (ref) => {
    const answer = await patchProject(ref, { budget: -1 });
    return answer.status === 400 && answer.json === undefined && answer.headers['content-type'] === 'text/plain';
  },
  'error-body-code-number': async (ref) => typeof record(await patchProject(ref, { budget: -1 })).code === 'number',
  'error-body-array': async (ref) => Array.isArray((await patchProject(ref, { budget: -1 })).json),
  'success-201-on-add': async (ref) => (await addPerson(ref, newPerson())).status === 201,
  'success-204-on-delete': async (ref) => (await removePerson(ref, FIXTURE_IDS.people.memberA)).status === 204,
  'crash-on-invalid-enum': async (ref) => (await patchProject(ref, { projectStatus: 'closed' })).status === 500,
  'crash-on-malformed-json': async (ref) => (await call(ref, { method: 'PATCH', path: `/projects/${ref.config.projectId}`, rawBody: '{' })).status === 500,
  'crash-on-unknown-id': async (ref) => (await call(ref, { method: 'PATCH', path: '/projects/ffffffffffffffffffffffff', body: {} })).status === 500,
  'crash-on-astral-chars': async (ref) => (await patchProject(ref, { title: 'launch \u{1F680}' })).status === 500,
  'deprecation-header-boolean': async (ref) => (await headersOf(ref)).deprecation === 'true',
  'deprecation-header-http-date': async (ref) => parseHttpDate((await headersOf(ref)).deprecation ?? '').ok,
  'sunset-malformed': async (ref) => !parseHttpDate((await headersOf(ref)).sunset ?? '').ok,
  'sunset-before-deprecation': async (ref) => {
    const headers = await headersOf(ref);
    const deprecation = parseDeprecation(headers.deprecation ?? '');
    const sunset = parseHttpDate(headers.sunset ?? '');
    return deprecation.ok && sunset.ok && sunset.value < deprecation.value;
  },
  'deprecation-link-malformed': async (ref) => {
    const links = deprecationLinks((await headersOf(ref)).link ?? '');
    return !links.ok || !links.value.includes(DEPRECATION_LINK_TARGET);
  },
  'project-budget-negative-accepted': async (ref) => accepted(await patchProject(ref, { budget: -5 })),
  'project-budget-type-unchecked': async (ref) => (await updateThenRead(ref, { budget: '1000' }))[1].budget === '1000',
  'project-status-enum-unchecked': async (ref) => accepted(await patchProject(ref, { projectStatus: 'closed' })),
  'project-revenue-type-unchecked': async (ref) => accepted(await patchProject(ref, { revenueType: 'fixed' })),
  'project-currency-unchecked': async (ref) => accepted(await patchProject(ref, { currency: 'EURO' })),
  'project-date-unchecked': async (ref) => (await updateThenRead(ref, { startDate: 'yesterday' }))[1].startDate === 'yesterday',
  'project-response-only-accepted': async (ref) => accepted(await patchProject(ref, { usageStorage: 5 })),
  'project-archived-writable': async (ref) => (await updateThenRead(ref, { archived: true }))[1].archived === true,
  'project-org-writable': async (ref) => {
    // Accepted with the org shown, and the admin can no longer read the project: it moved.
    const answer = await patchProject(ref, { org: 'ffffffffffffffffffffff01' });
    return accepted(answer) && record(answer).org === 'ffffffffffffffffffffff01' && (await patchProject(ref, {})).status !== 200;
  },
  'project-not-persisted': async (ref) => {
    const [answer, after] = await updateThenRead(ref, { title: 'Persisted?' });
    return answer.title === 'Persisted?' && after.title !== 'Persisted?';
  },
  'project-replace-not-merge': async (ref) => !('description' in (await updateThenRead(ref, { title: 'Only this' }))[1]),
  'project-wrong-id': async (ref) => (await read(ref))._id !== ref.config.projectId,
  'project-missing-response-only': async (ref) => !('usageStorage' in (await read(ref))),
  'project-type-changes': async (ref) => {
    const { projectType } = await read(ref);
    return (await updateThenRead(ref, { title: 'Any change' }))[1].projectType !== projectType;
  },
  'project-dates-not-iso': async (ref) => !validatorFor('project')(await read(ref)),
  'project-date-offset-ignored': async (ref) =>
    (await updateThenRead(ref, { startDate: '2031-05-04T10:20:30.000+05:30' }))[1].startDate !== '2031-05-04T04:50:30.000Z',
  'custom-property-required-unchecked': async (ref) => accepted(await patchProject(ref, { customProperties: [{ name: 'n', value: 1 }] })),
  'custom-property-can-view-unchecked': async (ref) => accepted(await patchProject(ref, { customProperties: [{ name: 'n', value: 1, canView: 'owner' }] })),
  'visibility-leak-manager': async (ref) => canViews(await read(ref, ref.config.memberToken)).includes('manager'),
  'visibility-admin-hidden': async (ref) => !canViews(await read(ref)).includes('admin'),
  'timesheet-shape-field-missing': async (ref) => !('person' in (await readTimesheet(ref, ref.config.timesheetId))),
  'timesheet-task-id-in-shape-a': async (ref) =>
    ((await readTimesheet(ref, ref.config.timesheetId)).entries as Record<string, unknown>[]).some((entry) => 'taskId' in entry),
  'timesheet-status-enum-unchecked': async (ref) => accepted(await patchTimesheet(ref, ref.config.timesheetId, { status: 'archived' })),
  'timesheet-not-persisted': async (ref) => {
    await patchTimesheet(ref, ref.config.timesheetId, { customId: 'kept?' });
    return (await readTimesheet(ref, ref.config.timesheetId)).customId !== 'kept?';
  },
  'timesheet-notify-rejected': async (ref) => !accepted(await patchTimesheet(ref, ref.config.timesheetId, {}, { query: { notify: 'false' } })),
  'timesheet-day-lowercase': async (ref) => days(await readTimesheet(ref, ref.config.timesheetId)).includes('mon'),
  'timesheet-hours-value-string-accepted': async (ref) =>
    accepted(await patchTimesheet(ref, ref.config.timesheetId, { entries: [{ hours: [{ day: 'MON', value: '8' }] }] })),
  'person-required-unchecked': async (ref) => accepted(await addPerson(ref, { permission: 'member' })),
  'person-email-unchecked': async (ref) => accepted(await addPerson(ref, newPerson({ email: 'not-an-email' }))),
  'person-rate-negative-accepted': async (ref) => accepted(await addPerson(ref, newPerson({ rate: -1 }))),
  'person-permission-ignored': async (ref) => record(await addPerson(ref, newPerson({ permission: 'observer' }))).permission !== 'observer',
  'person-pm-default-true': async (ref) => record(await addPerson(ref, newPerson())).isProjectManager === true,
  'person-invite-pending-string': async (ref) => typeof record(await addPerson(ref, newPerson())).invitePendingSince === 'string',
  'person-praise-negative': async (ref) => (record(await addPerson(ref, newPerson())).praise as number) < 0,
  'invite-domains-ignored': async (ref) => {
    await patchProject(ref, { inviteDomains: ['example.com'] });
    return accepted(await addPerson(ref, newPerson({ email: 'outsider@example.org' })));
  },
  'person-notify-rejected': async (ref) => !accepted(await addPerson(ref, newPerson(), { query: { notify: '0' } })),
  'delete-returns-body': async (ref) => (await removePerson(ref, FIXTURE_IDS.people.memberA)).text !== '',
  'delete-does-nothing': async (ref) => {
    await removePerson(ref, FIXTURE_IDS.people.memberA);
    return accepted(await removePerson(ref, FIXTURE_IDS.people.memberA));
  },
  'delete-cross-project': async (ref) => accepted(await removePerson(ref, FIXTURE_IDS.people.colleagueA)),
  'auth-missing-token-accepted': async (ref) => accepted(await patchProject(ref, { title: 'anonymous' }, { token: null })),
  'auth-any-token-accepted': async (ref) => accepted(await patchProject(ref, { title: 'forged' }, { token: 'pmc_forged' })),
  'org-isolation-broken': async (ref) => accepted(await patchProject(ref, { title: 'intruder' }, { token: ref.config.otherOrgToken ?? null })),
  'unknown-id-200': async (ref) => accepted(await call(ref, { method: 'PATCH', path: '/projects/ffffffffffffffffffffffff', body: {} })),
  // ── Issue 16 part A: the smallest body is refused, the same violation beside another property is stored ──
  'timesheet-day-required-hours-unchecked': async (ref) => {
    const alone = await patchTimesheet(ref, ref.config.timesheetId, { entries: [{ hours: [{ value: '8' }] }] });
    await patchTimesheet(ref, ref.config.timesheetId, { entries: [{ description: 'd', hours: [{ day: 'MON', value: '8' }] }] });
    const [entry] = (await readTimesheet(ref, ref.config.timesheetId)).entries as { hours: { value: unknown }[] }[];
    return !accepted(alone) && entry?.hours[0]?.value === '8';
  },
  'person-rate-unchecked-with-rate-time': async (ref) =>
    !accepted(await addPerson(ref, newPerson({ rate: -1 }))) &&
    record(await addPerson(ref, newPerson({ email: 'rated@example.com', rate: -1, rateTime: 'hourly' }))).rate === -1,
  'project-budget-unchecked-with-revenue-type': async (ref) =>
    !accepted(await patchProject(ref, { budget: -1 })) && (await updateThenRead(ref, { budget: -1, revenueType: 'milestones' }))[1].budget === -1,
  'custom-property-can-view-unchecked-with-description': async (ref) => {
    const alone = await patchProject(ref, { customProperties: [{ name: 'n', value: 1, canView: 'owner' }] });
    return (
      !accepted(alone) &&
      canViews((await updateThenRead(ref, { customProperties: [{ name: 'n', value: 1, canView: 'owner', description: 'd' }] }))[1]).includes('owner')
    );
  },
  'timesheet-status-unchecked-with-entries': async (ref) => {
    const alone = await patchTimesheet(ref, ref.config.timesheetId, { status: 'archived' });
    await patchTimesheet(ref, ref.config.timesheetId, { status: 'archived', entries: [] });
    return !accepted(alone) && (await readTimesheet(ref, ref.config.timesheetId)).status === 'archived';
  },
  'crash-on-unknown-query': async (ref) => (await patchProject(ref, {}, { query: { pmcUnknown: '1' } })).status === 500,
  'unknown-query-dry-run': async (ref) => {
    const answer = record(await patchProject(ref, { title: 'Dry run?' }, { query: { pmcUnknown: '1' } }));
    return answer.title === 'Dry run?' && (await read(ref)).title !== 'Dry run?';
  },
  'crash-on-unknown-reference': async (ref) => (await patchProject(ref, { client: 'ffffffffffffffffffffffff' })).status === 500,
  'crash-on-null': async (ref) => (await patchProject(ref, { customProperties: [{ name: 'n', value: null, canView: 'member' }] })).status === 500,
  'crash-on-deep-value': async (ref) =>
    (await patchProject(ref, { customProperties: [{ name: 'n', value: deepValue(DEEP_NESTING), canView: 'member' }] })).status === 500,
  'crash-on-long-string': async (ref) => (await patchProject(ref, { title: 'x'.repeat(5_000) })).status === 500,
  'crash-on-empty-array': async (ref) => (await patchProject(ref, { departments: [] })).status === 500,
  'crash-on-huge-number': async (ref) => (await patchProject(ref, { budget: Number.MAX_VALUE })).status === 500,
  'crash-on-long-date': async (ref) => (await patchProject(ref, { startDate: '2024-02-29T12:34:56Z'.repeat(100) })).status === 500,
  'crash-on-combining-chars': async (ref) => (await patchProject(ref, { title: 'Ame\u0301lie' })).status === 500,
  // Issue 16 part B: refusals that changed something, roles, domains, round trips.
  'refused-update-applied': async (ref) => !accepted(await patchProject(ref, { title: 'partly', budget: -1 })) && (await read(ref)).title === 'partly',
  'refused-timesheet-update-applied': async (ref) =>
    !accepted(await patchTimesheet(ref, ref.config.timesheetId, { customId: 'partly', status: 'bogus' })) &&
    (await readTimesheet(ref, ref.config.timesheetId)).customId === 'partly',
  'refused-add-applied': async (ref) => !accepted(await addPerson(ref, newPerson({ rate: -1 }))) && !accepted(await addPerson(ref, newPerson())),
  'auth-refused-update-applied': async (ref) =>
    !accepted(await patchProject(ref, { title: 'anonymous' }, { token: null })) && (await read(ref)).title === 'anonymous',
  'auth-refused-delete-applied': async (ref) => refusedButRemoved(ref, null),
  'org-isolation-timesheet-applied': async (ref) =>
    !accepted(await patchTimesheet(ref, ref.config.timesheetId, { customId: 'intruder' }, { token: ref.config.otherOrgToken ?? null })) &&
    (await readTimesheet(ref, ref.config.timesheetId)).customId === 'intruder',
  'org-isolation-delete-applied': async (ref) => refusedButRemoved(ref, ref.config.otherOrgToken ?? null),
  'org-isolation-add-applied': async (ref) =>
    !accepted(await addPerson(ref, newPerson(), { token: ref.config.otherOrgToken ?? null })) && !accepted(await addPerson(ref, newPerson())),
  'observer-can-change': async (ref) => accepted(await patchProject(ref, { title: 'observed' }, { token: ref.config.observerToken ?? null })),
  'observer-refused-but-deletes': async (ref) => refusedButRemoved(ref, ref.config.observerToken ?? null),
  'visibility-manager-hidden': async (ref) => !canViews(await read(ref, ref.config.managerToken)).includes('manager'),
  'invite-domains-suffix-match': async (ref) => {
    await patchProject(ref, { inviteDomains: ['example.test'] });
    return accepted(await addPerson(ref, newPerson({ email: 'outsider@notexample.test' })));
  },
  'invite-domains-listed-refused': async (ref) => {
    await patchProject(ref, { inviteDomains: ['example.com'] });
    return !accepted(await addPerson(ref, newPerson({ email: 'insider@example.com' })));
  },
  'delete-keys-on-record-id': async (ref) => !accepted(await removePerson(ref, FIXTURE_IDS.people.memberA)),
  'person-rate-time-dropped': async (ref) => !('rateTime' in record(await addPerson(ref, newPerson({ rateTime: 'daily' })))),
  'person-pm-ignored': async (ref) => record(await addPerson(ref, newPerson({ isProjectManager: true }))).isProjectManager !== true,
  'person-rate-rounded': async (ref) => record(await addPerson(ref, newPerson({ rate: 12.5 }))).rate !== 12.5,
  'person-invite-pending-float': async (ref) => !Number.isInteger(record(await addPerson(ref, newPerson())).invitePendingSince),
  'custom-property-description-dropped': async (ref) =>
    !customProperties(await updateThenRead(ref, { customProperties: [{ name: 'n', value: 1, canView: 'member', description: 'kept?' }] })).some(
      (property) => property.description === 'kept?',
    ),
  'custom-property-value-stringified': async (ref) =>
    customProperties(await updateThenRead(ref, { customProperties: [{ name: 'n', value: 1, canView: 'member' }] })).some((property) => property.value === '1'),
  'project-currency-not-iso': async (ref) => !(ISO_4217_ACTIVE as readonly unknown[]).includes((await read(ref)).currency),
  'project-status-case-kept': async (ref) => (await updateThenRead(ref, { projectStatus: 'OPEN' }))[1].projectStatus === 'OPEN',
  'project-currency-case-kept': async (ref) => (await updateThenRead(ref, { currency: 'usd' }))[1].currency === 'usd',
  'project-created-at-reset': async (ref) => {
    const { createdAt } = await read(ref);
    return (await updateThenRead(ref, { title: 'Any change' }))[1].createdAt !== createdAt;
  },
  'project-updated-at-frozen': async (ref) => {
    const { updatedAt } = await read(ref);
    return (await updateThenRead(ref, { title: 'Any change' }))[1].updatedAt === updatedAt;
  },
  'project-created-by-overwritten': async (ref) => {
    const { createdBy } = await read(ref);
    return (await updateThenRead(ref, { title: 'Any change' }))[1].createdBy !== createdBy;
  },
  'project-org-overwritten': async (ref) => {
    const { org } = await read(ref);
    return (await updateThenRead(ref, { title: 'Any change' }))[1].org !== org;
  },
  'timesheet-created-at-reset': async (ref) => {
    const { createdAt } = await readTimesheet(ref, ref.config.timesheetId);
    await patchTimesheet(ref, ref.config.timesheetId, { customId: 'any change' });
    return (await readTimesheet(ref, ref.config.timesheetId)).createdAt !== createdAt;
  },
  'invite-domains-case-sensitive': async (ref) => {
    await patchProject(ref, { inviteDomains: ['example.com'] });
    return !accepted(await addPerson(ref, newPerson({ email: 'insider@Example.COM' })));
  },
  'falsy-values-ignored': async (ref) => {
    await patchProject(ref, { budget: 10 });
    const [, after] = await updateThenRead(ref, { budget: 0 });
    return after.budget === 10;
  },
  'strings-cut-to-255': async (ref) => (await updateThenRead(ref, { title: 'x'.repeat(300) }))[1].title === 'x'.repeat(255),
  'astral-chars-replaced': async (ref) => (await updateThenRead(ref, { title: 'launch \u{1F680}' }))[1].title === 'launch ?',
  'decimals-rounded-to-cents': async (ref) => (await updateThenRead(ref, { budget: 1234.5678 }))[1].budget === 1234.57,
  'numbers-capped-to-int': async (ref) => (await updateThenRead(ref, { budget: 2 ** 40 }))[1].budget === 2 ** 31 - 1,
  'same-day-hours-merged': async (ref) => {
    const hours = [
      { day: 'MON', value: 1 },
      { day: 'MON', value: 2 },
    ];
    await patchTimesheet(ref, ref.config.timesheetId, { entries: [{ description: 'two items', hours }] });
    const entries = (await readTimesheet(ref, ref.config.timesheetId)).entries as { hours?: unknown[] }[];
    return entries[0]?.hours?.length === 1;
  },
  'strings-trimmed': async (ref) => (await updateThenRead(ref, { title: '  padded  ' }))[1].title === 'padded',
  'strings-html-escaped': async (ref) => (await updateThenRead(ref, { title: 'a < b & "c"' }))[1].title === 'a &lt; b &amp; &quot;c&quot;',
  'auth-scheme-case-sensitive': async (ref) =>
    (await call(ref, { method: 'PATCH', path: `/projects/${ref.config.projectId}`, body: {}, authorization: `bearer ${ref.config.token}` })).status !== 200,
  'update-applied-org-wide': async (ref) => {
    await patchProject(ref, { title: 'written to the first project' });
    return record(await call(ref, { method: 'PATCH', path: `/projects/${ref.config.secondProjectId}`, body: {} })).title === 'written to the first project';
  },
  'body-id-picks-document': async (ref) => {
    await patchProject(ref, { title: 'meant for the first project', _id: ref.config.secondProjectId });
    return record(await call(ref, { method: 'PATCH', path: `/projects/${ref.config.secondProjectId}`, body: {} })).title === 'meant for the first project';
  },
  'delete-absent-removes-last': async (ref) => {
    const added = record(await addPerson(ref, newPerson({ email: 'last.one@example.com' })));
    await removePerson(ref, 'ffffffffffffffffffffffff');
    return (await removePerson(ref, String(added.person))).status !== 200;
  },
  'crash-on-long-array': async (ref) =>
    (await patchProject(ref, { customProperties: [{ name: 'long', value: Array.from({ length: 6_000 }, () => 1), canView: 'member' }] })).status === 500,
  'created-by-follows-writer': async (ref) => {
    const before = await read(ref);
    await patchProject(ref, { title: 'written by the manager' }, { token: ref.config.managerToken ?? null });
    return (await read(ref)).createdBy !== before.createdBy;
  },
  'email-domain-case-sensitive': async (ref) => {
    const first = record(await addPerson(ref, newPerson({ email: 'known.person@example.com' })));
    await removePerson(ref, String(first.person));
    return record(await addPerson(ref, newPerson({ email: 'known.person@EXAMPLE.COM' }))).person !== first.person;
  },
  'validation-refused-422': async (ref) => (await patchProject(ref, { budget: -1 })).status === 422,
  'custom-property-operator-keys-removed': async (ref) => {
    const value = { $gt: 1, 'a.b': 2, kept: 3 };
    const [, after] = await updateThenRead(ref, { customProperties: [{ name: 'keys', value, canView: 'member' }] });
    return JSON.stringify((after.customProperties as { value?: unknown }[] | undefined)?.[0]?.value) === JSON.stringify({ kept: 3 });
  },
  'two-field-update-drops-one': async (ref) => {
    const [, after] = await updateThenRead(ref, { title: 'first of two', description: 'second of two' });
    return after.title === 'first of two' && after.description !== 'second of two';
  },
  // ── issue 26 ──
  'auth-token-prefix-compared': async (ref) => accepted(await patchProject(ref, {}, { token: ref.config.token.slice(0, -1) })),
  'auth-token-case-insensitive': async (ref) => accepted(await patchProject(ref, {}, { token: ref.config.token.toUpperCase() })),
  'auth-401-without-challenge': async (ref) => {
    const answer = await patchProject(ref, {}, { token: null });
    return answer.status === 401 && answer.headers['www-authenticate'] === undefined;
  },
  'error-stack-trace': async (ref) => /at handle \(/.test((await patchProject(ref, { budget: -1 })).text),
  'delete-repeat-500': async (ref) => {
    await removePerson(ref, FIXTURE_IDS.people.memberA);
    return (await removePerson(ref, FIXTURE_IDS.people.memberA)).status === 500;
  },
  'update-lost-under-concurrency': async (ref) => {
    await Promise.all([patchProject(ref, { title: 'raced title' }), patchProject(ref, { description: 'raced description' })]);
    const project = await read(ref);
    return project.title !== 'raced title' || project.description !== 'raced description';
  },
  'body-not-object-read-as-empty': async (ref) => accepted(await call(ref, { method: 'PATCH', path: `/projects/${ref.config.projectId}`, rawBody: '[]' })),
  'project-budget-zero-refused': async (ref) => !accepted(await patchProject(ref, { budget: 0 })),
  'project-dates-with-offset': async (ref) => String((await read(ref)).createdAt).endsWith('+00:00'),
  'project-updated-at-local-time': async (ref) => {
    const { createdAt, updatedAt } = await read(ref);
    return Date.parse(String(updatedAt)) < Date.parse(String(createdAt));
  },
  'deprecation-header-missing': async (ref) => {
    const headers = await headersOf(ref);
    return headers.deprecation === undefined && headers.sunset !== undefined;
  },
};
