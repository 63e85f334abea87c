import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../runner/plan.js';
import { GROWTHS, valueSizeGrowth } from '../../../suites/checks/scenario/value-size-growth.js';
import { documentServer, type Doc } from '../fake-documents.js';
import { runOffline, verdictsOf, type FakeAnswer } from '../offline-context.js';

/** The value sent in a custom property, and its depth and longest array. */
const valueOf = (body: Doc) => ((body.customProperties as Doc[] | undefined)?.[0] ?? {}).value;
function depthOf(value: unknown): number {
  return typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
}
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const refusing = (when: (value: unknown) => boolean, answer: FakeAnswer) =>
  documentServer({ refuse: (body) => (when(valueOf(body)) ? answer : undefined) }).server;

describe('value-size-growth', () => {
  it('runs on the project update alone: the one request that takes a value of any type', () => {
    expect(operationsOf(valueSizeGrowth)).toEqual(['PATCH /projects/{projectId}']);
  });

  const operation = 'PATCH /projects/{projectId}';

  it('grows both values to the largest size on a server that takes them, and passes', async () => {
    const { findings, requests } = await runOffline(valueSizeGrowth, operation, documentServer().server);
    expect(requests.map((request) => `${depthOf(valueOf(request.body as Doc))}/${lengthOf(valueOf(request.body as Doc))}`)).toEqual([
      ...GROWTHS[0].sizes.map((size) => `${size}/0`),
      ...GROWTHS[1].sizes.map((size) => `1/${size}`),
    ]);
    expect(verdictsOf(findings)).toEqual(['observe LIMITS.RATE', 'pass SERVER.NO_5XX', 'observe LIMITS.RATE', 'pass SERVER.NO_5XX']);
    expect(findings[0]?.message).toBe('customProperties[].value: 2,048 levels (nesting depth) taken, the largest sent');
  });

  it('stops at the size refused and reports it, with the largest taken', async () => {
    const { findings, requests } = await runOffline(
      valueSizeGrowth,
      operation,
      refusing((value) => depthOf(value) > 64, { status: 400, json: { message: 'too deep' } }),
    );
    expect(requests).toHaveLength(2 + GROWTHS[1].sizes.length);
    expect(findings[0]?.message).toBe('customProperties[].value: 256 levels (nesting depth) refused with 400; 32 were taken');
    expect(verdictsOf(findings).filter((verdict) => !verdict.startsWith('observe'))).toEqual(['pass SERVER.NO_5XX', 'pass SERVER.NO_5XX']);
  });

  it('fails a 5xx at any size, naming the size and what was taken before it', async () => {
    const { findings } = await runOffline(
      valueSizeGrowth,
      operation,
      refusing((value) => lengthOf(value) > 5_000, { status: 500, json: { message: 'boom' } }),
    );
    const failed = findings.filter((finding) => finding.verdict === 'fail');
    expect(verdictsOf(failed)).toEqual(['fail SERVER.NO_5XX']);
    expect(failed[0]?.message).toMatch(/^Received 500 for customProperties\[\]\.value of 10,000 elements \(array length; 100 were taken\)/);
  });
});
