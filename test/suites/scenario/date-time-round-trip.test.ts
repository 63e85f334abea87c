import { describe, expect, it } from 'vitest';
import { dateTimeRoundTrip } from '../../../suites/checks/scenario/date-time-round-trip.js';
import type { ApiRequest } from '../../../engine/http/client.js';
import { documentServer, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

const OPERATION = 'PATCH /projects/{projectId}';
const DATES = ['startDate', 'endDate'] as const;
/** The date-times the check sent, field by field, in the order it judges them. */
const sentDates = (requests: readonly ApiRequest[]) =>
  requests.filter((request) => request.purpose === 'send date-times with offsets').flatMap((request) => Object.entries(request.body as Doc));
/** Keeps the wall-clock time and drops the offset: the same digits, another instant unless the offset was Z. */
const dropOffset = (value: unknown) => (typeof value === 'string' ? value.replace(/(Z|[+-]\d\d:\d\d)$/, 'Z') : value);

describe('date-time-round-trip', () => {
  it('passes a server that stores each date-time as sent', async () => {
    const { findings, requests } = await runOffline(dateTimeRoundTrip, OPERATION, documentServer().server);
    const sent = sentDates(requests);
    expect(sent.map(([field]) => field).sort()).toEqual(expect.arrayContaining([...DATES]));
    expect(verdictsOf(findings)).toEqual(sent.map(() => 'pass PROJECT.DATES'));
  });

  it('passes a server that answers the same instants in UTC (the form of a standard ISO string conversion)', async () => {
    const { server } = documentServer({
      update: (merged) => ({ ...merged, ...Object.fromEntries(DATES.map((f) => [f, new Date(merged[f] as string).toISOString()])) }),
    });
    const { findings, requests } = await runOffline(dateTimeRoundTrip, OPERATION, server);
    expect(verdictsOf(findings)).toEqual(sentDates(requests).map(() => 'pass PROJECT.DATES'));
  });

  it('fails each date-time stored as another instant (its offset dropped), naming the field and the instant sent', async () => {
    const { server } = documentServer({ update: (merged) => ({ ...merged, ...Object.fromEntries(DATES.map((f) => [f, dropOffset(merged[f])])) }) });
    const { findings, requests } = await runOffline(dateTimeRoundTrip, OPERATION, server);
    const sent = sentDates(requests);
    // Only a value sent in UTC keeps its instant when the offset is dropped.
    expect(verdictsOf(findings)).toEqual(sent.map(([, value]) => (String(value).endsWith('Z') ? 'pass PROJECT.DATES' : 'fail PROJECT.DATES')));
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(failed.length).toBeGreaterThan(0);
    for (const finding of failed) expect(finding.message).toMatch(/^Received (startDate|endDate) "[^"]+" for \S+, i\.e\. \S+Z: another instant/);
  });

  it('observes, not fails, an instant stored with less than millisecond precision', async () => {
    const toSeconds = (value: unknown) => new Date(value as string).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const { server } = documentServer({ update: (merged) => ({ ...merged, ...Object.fromEntries(DATES.map((f) => [f, toSeconds(merged[f])])) }) });
    const { findings, requests } = await runOffline(dateTimeRoundTrip, OPERATION, server);
    const withFraction = (value: unknown) => /\.\d*[1-9]/.test(String(value));
    expect(verdictsOf(findings)).toEqual(sentDates(requests).map(([, value]) => (withFraction(value) ? 'observe PROJECT.DATES' : 'pass PROJECT.DATES')));
    expect(findings.some((finding) => finding.verdict === 'observe' && /less than millisecond precision/.test(finding.message))).toBe(true);
  });

  it('observes each refused set of dates (ERROR.CONDITIONS) and reads nothing back', async () => {
    const { server } = documentServer({ refuse: () => ({ status: 400, json: { message: 'no' } }) });
    const { findings, requests } = await runOffline(dateTimeRoundTrip, OPERATION, server);
    const sends = requests.filter((request) => request.purpose === 'send date-times with offsets');
    expect(sends.length).toBeGreaterThan(0);
    expect(requests).toHaveLength(sends.length);
    expect(verdictsOf(findings)).toEqual(sends.map(() => 'observe ERROR.CONDITIONS'));
    expect(findings[0]?.message).toBe(`dates ${JSON.stringify(sends[0]?.body)} refused`);
  });
});
