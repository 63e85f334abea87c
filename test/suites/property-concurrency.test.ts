import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exchange } from '../../engine/exchange.js';
import { ApiClient, type ApiRequest } from '../../engine/http/client.js';
import { validPayload } from '../../generators/index.js';
import { startReferenceServer, type RunningReference } from '../../reference/index.js';
import { personRoundTrip } from '../../suites/checks/scenario/person-round-trip.js';
import { projectUpdatePersists } from '../../suites/checks/scenario/project-update-persists.js';
import { defineScenarioCheck, type ScenarioCheck } from '../../suites/runtime/check-types.js';
import { operationsOf } from '../../runner/plan.js';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import { checkProperty, SAMPLES_PER_BATCH, type PropertyRun } from '../../suites/runtime/property.js';
import { Recorder } from '../../suites/runtime/recorder.js';
import type { CheckFinding } from '../../engine/finding.js';
import { ScenarioContext } from '../../suites/runtime/scenario-context.js';
import type { RunSettings } from '../../engine/settings.js';
import { Journal } from '../../engine/fixture-state/journal.js';
import { exchangeChecks } from '../../suites/checks/exchange/index.js';
import type { ConnectionConfig } from '../../engine/connection.js';
import { CollectingRecorder, offlineSettings } from './offline-context.js';

// Correctness of --concurrency in the property runner: cases fired together, failures still shrunk
// to a minimal payload, stateful sequences still in order. No timing is asserted.

const CONFIG: ConnectionConfig = { baseUrl: 'http://127.0.0.1:9/v1', token: 't', projectId: 'p', timesheetId: 't' };

/** The offline settings at a concurrency and sample count (40 samples unless told). */
const settingsFor = (connection: ConnectionConfig, concurrency: number, numRuns = 40): RunSettings => offlineSettings(connection, { concurrency, numRuns });

const check = defineScenarioCheck({
  id: 'test-check',
  requirement: 'PROJECT.BUDGET',
  title: 'test',
  group: 'validation',
  appliesTo: { kinds: ['update'], answers: 'project' },
  run: async () => {},
});

/** A context whose client is never called (checkProperty only needs settings, seeds and reports). */
function offlineContext(concurrency: number, numRuns?: number) {
  const recorder = new Recorder();
  const settings = settingsFor(CONFIG, concurrency, numRuns);
  const ctx = new ScenarioContext(check, 'PATCH /projects/{projectId}', recorder, {
    settings,
    client: new ApiClient(CONFIG, settings),
    journal: new Journal(),
    exchangeChecks,
  });
  return { ctx, rows: () => recorder.findings('test', 0).rows };
}

/** Runs evaluate() while counting how many calls are in flight at once. */
function tracked<T>(evaluate: (sample: T) => CheckFinding[], log?: string[]) {
  let inFlight = 0;
  let maxInFlight = 0;
  let calls = 0;
  const run = async (sample: T) => {
    const id = (calls += 1);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    log?.push(`start ${id}`);
    await new Promise((resolve) => setImmediate(resolve));
    log?.push(`write ${id}`);
    await new Promise((resolve) => setImmediate(resolve));
    log?.push(`read ${id}`);
    inFlight -= 1;
    return evaluate(sample);
  };
  return { run, stats: () => ({ maxInFlight, calls }) };
}

const failWhen =
  (failing: (sample: number) => boolean) =>
  (sample: number): CheckFinding[] => [failing(sample) ? { verdict: 'fail', message: `failed for ${sample}` } : { verdict: 'pass', message: 'ok' }];

describe('checkProperty with --concurrency', () => {
  it('judges a batch of samples at once, whatever --concurrency (the client bounds the requests in flight), and every one', async () => {
    for (const concurrency of [1, 4]) {
      const { ctx, rows } = offlineContext(concurrency, 40);
      const evaluate = tracked(failWhen(() => false));
      await checkProperty(ctx, { purpose: 'all pass', arbitrary: fc.integer(), evaluate: evaluate.run });
      expect(evaluate.stats()).toEqual({ maxInFlight: SAMPLES_PER_BATCH, calls: 40 });
      expect(rows()[0]?.counts.pass).toBe(40);
    }
  });

  it('sends the same samples whatever order answers come in: the batch holding the first failure is the last', async () => {
    const sent = async (delays: (sample: number) => number) => {
      const { ctx } = offlineContext(4, 40);
      const seen: number[] = [];
      await checkProperty(ctx, {
        purpose: 'order',
        arbitrary: fc.integer({ min: 0, max: 1_000 }),
        evaluate: async (sample) => {
          seen.push(sample);
          await new Promise((resolve) => setTimeout(resolve, delays(sample)));
          return failWhen((value) => value > 500)(sample);
        },
      });
      return seen;
    };
    const fastFirst = await sent((sample) => sample % 7);
    const slowFirst = await sent((sample) => 7 - (sample % 7));
    // The same samples in the same order, the shrinking after the first failure included.
    expect(slowFirst).toEqual(fastFirst);
    expect(fastFirst.some((sample) => sample > 500)).toBe(true);
  });

  it('still shrinks a failure found among concurrent cases to the minimal value', async () => {
    const { ctx, rows } = offlineContext(4, 200);
    const evaluate = tracked(failWhen((sample) => sample >= 100));
    await checkProperty(ctx, { purpose: 'threshold', arbitrary: fc.integer({ min: 0, max: 10_000 }), evaluate: evaluate.run });
    expect(evaluate.stats().maxInFlight).toBe(SAMPLES_PER_BATCH);
    const row = rows()[0];
    expect(row?.counts.fail).toBe(1);
    expect(row?.fail?.counterexample).toBe(100);
    expect(row?.fail?.message).toMatch(/fast-check seed -?\d+, path "[\d:]+", shrunk \d+ times/);
  });

  it('still shrinks a failing payload to its minimal form among concurrent cases', async () => {
    const { ctx, rows } = offlineContext(8, 200);
    const long = (payload: { description?: unknown }) => typeof payload.description === 'string' && payload.description.length > 5;
    const run: PropertyRun<{ description?: unknown }> = {
      purpose: 'long description',
      arbitrary: validPayload('project-update') as fc.Arbitrary<{ description?: unknown }>,
      evaluate: async (payload) => [long(payload) ? { verdict: 'fail', message: 'description too long' } : { verdict: 'pass', message: 'ok' }],
    };
    await checkProperty(ctx, run);
    const counterexample = rows()[0]?.fail?.counterexample as Record<string, unknown>;
    expect(Object.keys(counterexample)).toEqual(['description']);
    expect(counterexample.description).toHaveLength(6);
  });

  it('stops every case in flight when one throws, and throws only once they have stopped', async () => {
    const { ctx } = offlineContext(4, 40);
    let calls = 0;
    let inFlight = 0;
    const outcome = checkProperty(ctx, {
      purpose: 'throws',
      arbitrary: fc.integer(),
      evaluate: async () => {
        const call = (calls += 1);
        inFlight += 1;
        await new Promise((resolve) => setImmediate(resolve));
        inFlight -= 1;
        if (call === 3) throw new Error('a check bug');
        return [{ verdict: 'pass', message: 'ok' }];
      },
    });
    await expect(outcome).rejects.toThrow('a check bug');
    const atRejection = calls;
    expect(inFlight).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(atRejection);
    expect(calls).toBeLessThan(40);
  });

  it('runs a stateful sequence one case at a time whatever --concurrency says', async () => {
    const { ctx } = offlineContext(8, 40);
    const log: string[] = [];
    const evaluate = tracked(
      failWhen(() => false),
      log,
    );
    await checkProperty(ctx, { purpose: 'sequence', arbitrary: fc.integer(), evaluate: evaluate.run, batchSize: 1 });
    expect(evaluate.stats()).toEqual({ maxInFlight: 1, calls: 40 });
    expect(log).toEqual(Array.from({ length: 40 }, (_, index) => [`start ${index + 1}`, `write ${index + 1}`, `read ${index + 1}`]).flat());
  });
});

/** Records when each request starts and is answered, in order. */
class RecordingClient extends ApiClient {
  readonly events: { kind: 'start' | 'end'; id: number; request: ApiRequest; exchange?: Exchange }[] = [];
  private next = 0;

  override async send(request: ApiRequest): Promise<Exchange> {
    const id = (this.next += 1);
    this.events.push({ kind: 'start', id, request });
    const exchange = await super.send(request);
    this.events.push({ kind: 'end', id, request, exchange });
    return exchange;
  }

  maxInFlight(): number {
    let inFlight = 0;
    let max = 0;
    for (const event of this.events) max = Math.max(max, (inFlight += event.kind === 'start' ? 1 : -1));
    return max;
  }
}

describe('stateful checks against the reference server at --concurrency 8', () => {
  let reference: RunningReference;
  beforeAll(async () => {
    reference = await startReferenceServer();
  });
  afterAll(async () => {
    await reference.close();
  });

  async function runCheck(scenario: ScenarioCheck): Promise<{ client: RecordingClient; rows: Recorder }> {
    const settings = settingsFor(reference.config, 8, 40);
    const client = new RecordingClient(reference.config, settings);
    const recorder = new Recorder();
    const operation = operationsOf(scenario)[0] as SpecifiedOperationKey;
    await scenario.run(new ScenarioContext(scenario, operation, recorder, { settings, client, journal: new Journal(), exchangeChecks }), operation);
    await client.close();
    return { client, rows: recorder };
  }

  it('gives each concurrent sample a sequence of its own: a warning carries the requests of its sample only', async () => {
    const settings = settingsFor(reference.config, 4, 12);
    const client = new ApiClient(reference.config, settings);
    const recorder = new CollectingRecorder();
    const ctx = new ScenarioContext(check, 'PATCH /projects/{projectId}', recorder, { settings, client, journal: new Journal(), exchangeChecks: [] });
    await checkProperty(ctx, {
      purpose: 'own sequence',
      arbitrary: fc.integer({ min: 0, max: 1_000_000 }),
      evaluate: async (sample, ctx) => {
        for (const step of [1, 2])
          await ctx.send({
            operation: 'PATCH /projects/{projectId}',
            params: { projectId: reference.config.projectId },
            body: {},
            purpose: `${sample}: ${step}`,
          });
        return [{ verdict: 'warn', message: String(sample) }];
      },
    });
    await client.close();
    const warnings = recorder.all.filter((finding) => finding.verdict === 'warn');
    expect(warnings).toHaveLength(12);
    for (const warning of warnings) expect(warning.sequence?.map((step) => step.purpose)).toEqual([`${warning.message}: 1`, `${warning.message}: 2`]);
  });

  it('PATCH then read back: each update is read back before the next one is sent', async () => {
    const { client, rows } = await runCheck(projectUpdatePersists);
    expect(client.maxInFlight()).toBe(1);
    const sent = client.events.filter((event) => event.kind === 'start').map((event) => event.request);
    const updates = sent.flatMap((request, index) => (request.purpose === 'update the project' ? [index] : []));
    expect(updates.length).toBeGreaterThanOrEqual(10);
    for (const index of updates) expect(sent[index + 1]?.purpose).toBe('read the update back');
    expect(rows.findings('test', 0).rows.every((row) => row.counts.fail === 0)).toBe(true);
  });

  it('add then delete: cases overlap, but each person is deleted only after their add was answered', async () => {
    const { client, rows } = await runCheck(personRoundTrip);
    expect(client.maxInFlight()).toBeGreaterThan(1);
    const answeredAdds = new Map<string, number>();
    client.events.forEach((event, position) => {
      const person = event.exchange?.response?.json as { person?: string } | undefined;
      if (event.kind === 'end' && event.request.operation === 'POST /projects/{projectId}/people' && person?.person) answeredAdds.set(person.person, position);
    });
    const deletes = client.events.flatMap((event, position) =>
      event.kind === 'start' && event.request.operation === 'DELETE /projects/{projectId}/people/{personId}'
        ? [{ position, person: event.request.params?.personId ?? '' }]
        : [],
    );
    expect(deletes.length).toBe(answeredAdds.size);
    for (const { position, person } of deletes) expect(answeredAdds.get(person)).toBeLessThan(position);
    expect(rows.findings('test', 0).rows.every((row) => row.counts.fail === 0)).toBe(true);
  });
});
