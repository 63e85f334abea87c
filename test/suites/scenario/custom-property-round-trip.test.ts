import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { customPropertyRoundTrip } from '../../../suites/checks/scenario/custom-property-round-trip.js';
import type { ApiRequest } from '../../../engine/http/client.js';
import { documentServer, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf } from '../offline-context.js';

const OPERATION = 'PATCH /projects/{projectId}';
const PROBE_PURPOSE = 'add one custom property per JSON value type';
/** The probes the check sent (the properties it added to those the fixture held). */
function probesSent(requests: readonly ApiRequest[], existing: readonly unknown[]): Doc[] {
  const sent = (requests.find((request) => request.purpose === PROBE_PURPOSE)?.body as { customProperties?: Doc[] } | undefined)?.customProperties ?? [];
  return sent.filter((property) => !existing.some((held) => isDeepStrictEqual(held, property)));
}
/** A store that keeps every value that is not a string as its JSON text. */
const asText = (merged: Doc) => ({
  ...merged,
  customProperties: ((merged.customProperties ?? []) as Doc[]).map((p) => ({ ...p, value: typeof p.value === 'string' ? p.value : JSON.stringify(p.value) })),
});

describe('custom-property-round-trip', () => {
  it('passes a server that keeps every custom property whole, in the answer and a later read, and puts the fixture back', async () => {
    const { server, stored } = documentServer();
    const existing = structuredClone(stored.get('p1')?.customProperties) as unknown[];
    const { findings, requests } = await runOffline(customPropertyRoundTrip, OPERATION, server);
    const probes = probesSent(requests, existing);
    expect(new Set(probes.map((probe) => (probe.value === null ? 'null' : Array.isArray(probe.value) ? 'array' : typeof probe.value)))).toEqual(
      new Set(['null', 'boolean', 'number', 'string', 'array', 'object']),
    );
    // Each probe in the 200 answer (read as the project after the update: a SHOULD), then in a later read.
    expect(verdictsOf(findings)).toEqual([...probes.map(() => 'pass PROJECT.UPDATE.ANSWER'), ...probes.map(() => 'pass CUSTOM_PROPERTY.ROUND_TRIP')]);
    expect(stored.get('p1')?.customProperties).toEqual(existing);
  });

  it('fails each value stored as text, in the answer and the later read, with what was seen', async () => {
    const { server, stored } = documentServer({ update: asText });
    const existing = structuredClone(stored.get('p1')?.customProperties) as unknown[];
    const { findings, requests } = await runOffline(customPropertyRoundTrip, OPERATION, server);
    const probes = probesSent(requests, existing);
    const answered = (probe: Doc) => `${typeof probe.value === 'string' ? 'pass' : 'warn'} PROJECT.UPDATE.ANSWER`;
    const read = (probe: Doc) => `${typeof probe.value === 'string' ? 'pass' : 'fail'} CUSTOM_PROPERTY.ROUND_TRIP`;
    // Failures are confirmed before they are recorded (the repeat comes back the same): compared as a multiset.
    expect(verdictsOf(findings).sort()).toEqual([...probes.map(answered), ...probes.map(read)].sort());
    expect(findings.filter((finding) => finding.verdict === 'warn').map((finding) => finding.message)).toContainEqual(
      expect.stringMatching(/^Received the 200 answer showing .*"value":"42.5".* \(value of type string\) for the custom property sent as /),
    );
    expect(findings.filter((finding) => finding.verdict === 'fail').map((finding) => finding.message)).toContainEqual(
      expect.stringMatching(/^Received a later PATCH \/projects\/\{projectId\} with \{\} showing .*\(value of type string\)/),
    );
  });

  it('fails a property dropped by the store: "no such property"', async () => {
    const dropsArrays = (merged: Doc) => ({ ...merged, customProperties: ((merged.customProperties ?? []) as Doc[]).filter((p) => !Array.isArray(p.value)) });
    const { findings } = await runOffline(customPropertyRoundTrip, OPERATION, documentServer({ update: dropsArrays }).server);
    const judged = findings.filter((finding) => finding.verdict === 'fail' || finding.verdict === 'warn');
    expect(verdictsOf(judged)).toEqual(['warn PROJECT.UPDATE.ANSWER', 'fail CUSTOM_PROPERTY.ROUND_TRIP']);
    expect(judged[1]?.message).toMatch(/showing no such property for the custom property sent as \{"name":"pmc-round-trip-array-/);
  });

  it("only warns a server that answers the project as it was before the update (Mongoose's findOneAndUpdate without new: true)", async () => {
    const { server, stored } = documentServer({ answersPrevious: true });
    const existing = structuredClone(stored.get('p1')?.customProperties) as unknown[];
    const { findings, requests } = await runOffline(customPropertyRoundTrip, OPERATION, server);
    const probes = probesSent(requests, existing);
    expect(verdictsOf(findings)).toEqual([...probes.map(() => 'warn PROJECT.UPDATE.ANSWER'), ...probes.map(() => 'pass CUSTOM_PROPERTY.ROUND_TRIP')]);
    expect(findings[0]?.message).toMatch(/^Received the 200 answer showing no such property for the custom property sent as /);
  });

  it('skips, with the status, when the admin cannot set custom properties, and still restores them', async () => {
    const { server } = documentServer({ refuse: (body) => ('customProperties' in body ? { status: 400, json: { message: 'no' } } : undefined) });
    const { findings, requests } = await runOffline(customPropertyRoundTrip, OPERATION, server);
    expect(findings.map((finding) => [finding.verdict, finding.message])).toEqual([['skip', 'the admin could not set custom properties (400)']]);
    expect(requests.at(-1)?.purpose).toBe('restore the custom properties');
  });
});
