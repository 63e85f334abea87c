import type fc from 'fast-check';
import { invalidCatalogue, invalidPayloads, type InvalidSample } from '../../../generators/index.js';
import type { RequestSchemaName } from '../../../specs/schemas/index.js';
import { bodySetup } from '../../runtime/body-setup.js';
import { okBody, prepare } from '../../runtime/fixtures.js';
import { readDocument } from '../../runtime/read-document.js';
import { SharedRead } from '../../runtime/shared-read.js';
import type { Exchange } from '../../../engine/exchange.js';
import type { ReferencePool } from '../../runtime/payloads.js';
import { freeTextField } from '../../runtime/free-text.js';
import { checkProperty } from '../../runtime/property.js';
import { changedFields, describeChanges } from '../../runtime/read-back.js';
import type { CheckFinding } from '../../../engine/finding.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { refused, statusOf } from '../../runtime/statuses.js';
import { bodySchemaOf, fixtureParams, type BodyOperation } from '../../runtime/targets.js';
import { profileOf, unreachable, WRITE_KINDS } from '../../../specs/operation-profiles/index.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { REFUSED, refusedAddJudge } from './refused-add-no-effect.js';
import { violates } from '../../../engine/message.js';
import { isJsonObject } from '../../../specs/json-type.js';

/** The invalid body plus one valid change of a free-text field it does not carry: applied in part, it shows. */
function validChange(schema: RequestSchemaName): (body: unknown) => unknown {
  // Counted per unit: units run side by side, and a sample's probe must not depend on what ran beside it.
  let count = 0;
  return (body) => {
    if (!isJsonObject(body)) return body;
    const field = freeTextField(schema, Object.keys(body));
    count += 1;
    return field ? { [field]: `pmc-refused-change-${process.pid.toString(36)}-${count}`, ...body } : body;
  };
}

/** Judges one sample, sending through the sample's own context. */
type Evaluate = (sample: InvalidSample, ctx: ScenarioContext) => Promise<CheckFinding[]>;

/** What a read after a batch of refused updates showed, and the state before the batch. */
interface Round {
  readonly previous: Record<string, unknown>;
  readonly after?: Record<string, unknown>;
}

/** The fields the body carried that a read shows changed; only those: others may change meanwhile on a living server. */
const changesOf = (body: unknown, previous: Record<string, unknown>, after: Record<string, unknown>) =>
  changedFields(previous, after, typeof body === 'object' && body !== null ? Object.keys(body) : undefined);

/**
 * A PATCH: after a 4xx, a read must show the fields the body carried as the previous read did. A batch
 * of samples is sent side by side and read back once (SharedRead); a change seen there may be another
 * sample's doing, so that sample is sent again alone (a fresh probe value, read before and after, one
 * at a time), and what it does alone is the verdict.
 */
async function updateJudge(ctx: ScenarioContext, op: BodyOperation, schema: RequestSchemaName, pool: ReferencePool): Promise<Evaluate | undefined> {
  const params = fixtureParams(op, ctx.config);
  const read = (through: ScenarioContext, purpose: string) => readDocument(through, op, purpose);
  let latest = okBody(await read(ctx, 'read before the refused updates'));
  if (!latest) return undefined;
  const withChange = validChange(schema);
  const shared = new SharedRead<Round>(async () => {
    const previous = latest ?? {};
    const after = okBody(await read(ctx, 'read back after the answers'));
    if (after) latest = after;
    return { previous, ...(after ? { after } : {}) };
  });
  let alone: Promise<unknown> = Promise.resolve();
  const oneAtATime = <R>(work: () => Promise<R>): Promise<R> => {
    const run = alone.then(work);
    alone = run.catch(() => undefined);
    return run;
  };
  const judgeAlone = async (sample: InvalidSample, ctx: ScenarioContext, prepared: unknown): Promise<CheckFinding[]> => {
    const before = okBody(await read(ctx, 'read before sending it again, alone'));
    const body = withChange(prepared);
    const exchange = await ctx.send({ operation: op, params, body, purpose: `invalid, with a valid change, alone: ${sample.label.description}` });
    const readBack = await read(ctx, 'read back after the answer');
    const after = okBody(readBack);
    if (after) latest = after;
    if (!refused(exchange) || !after || !before) return [];
    const changed = changesOf(body, before, after);
    return changed.length === 0
      ? [{ verdict: 'pass', message: `a refused update (${statusOf(exchange)}) changed nothing` }]
      : [
          {
            verdict: 'fail',
            exchange: readBack,
            evidence: 'effect',
            counterexample: body,
            message: violates(
              REFUSED,
              `${statusOf(exchange)} for a body with ${sample.label.description}, yet a read-back shows ${describeChanges(changed, before, after)}`,
            ),
          },
        ];
  };
  return async (sample, ctx) => {
    const prepared = prepare(ctx, schema, sample.payload, pool, sample.label.pointer);
    const body = withChange(prepared);
    const ticket = shared.enter();
    let exchange: Exchange;
    try {
      exchange = await ctx.send({ operation: op, params, body, purpose: `invalid, with a valid change: ${sample.label.description}` });
    } catch (error) {
      shared.leave();
      throw error;
    }
    const { previous, after } = await shared.after(ticket);
    if (!refused(exchange) || !after) return []; // what an accepted invalid body did is judged by invalid-payloads-rejected
    if (changesOf(body, previous, after).length === 0) return [{ verdict: 'pass', message: `a refused update (${statusOf(exchange)}) changed nothing` }];
    return oneAtATime(() => judgeAlone(sample, ctx, prepared));
  };
}

/** An add: after a 4xx, nobody new on the project (see refused-add-no-effect.ts). */
function addJudge(operation: BodyOperation, pool: ReferencePool): Evaluate {
  const judge = refusedAddJudge();
  return async (sample, ctx) => {
    const body = prepare(ctx, bodySchemaOf(operation), sample.payload, pool, sample.label.pointer);
    const exchange = await ctx.send({ operation, params: fixtureParams(operation, ctx.config), body, purpose: `invalid: ${sample.label.description}` });
    return judge(ctx, sample, body, exchange);
  };
}

/** How a refusal's effect is looked for, by the operation's kind (a DELETE takes no body: its type leaves it out). */
async function judgeFor(ctx: ScenarioContext, op: BodyOperation, schema: RequestSchemaName, pool: ReferencePool): Promise<Evaluate | undefined> {
  const { kind } = profileOf(op);
  switch (kind) {
    case 'update':
      return updateJudge(ctx, op, schema, pool);
    case 'add-person':
      return addJudge(op, pool);
    default:
      return unreachable(kind);
  }
}

/**
 * One invalid sample of each kind of violation on each base body: whether a refusal leaves part of a
 * body applied depends on how the server refuses (which kind of check stopped it), not on which field
 * carried the violation, and every sample costs three requests. invalid-payloads-rejected sends them all.
 */
function oneOfEachKind(samples: readonly InvalidSample[]): InvalidSample[] {
  const seen = new Set<string>();
  return samples.filter((sample) => {
    const key = `${sample.label.kind}|${sample.base}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * REQUEST.REFUSED_NO_EFFECT — labelled invalid bodies are sent (a PATCH with a valid change added)
 * and what a refusal left behind is looked at: a batch of PATCHes read back once, an add by the admin
 * adding the same e-mail.
 */
export const refusedWriteNoEffect = defineScenarioCheck({
  id: 'refused-write-no-effect',
  requirement: 'REQUEST.REFUSED_NO_EFFECT',
  title: 'A refused update changes nothing',
  group: 'validation',
  wide: true,
  appliesTo: { kinds: WRITE_KINDS, takes: 'body' },
  run: async (ctx, operation) => {
    const op = operation;
    const { schema, pool } = await bodySetup(ctx, op);
    const evaluate = await judgeFor(ctx, op, schema, pool);
    if (!evaluate) return ctx.skip('the fixture could not be read');
    const arbitrary = invalidPayloads(schema) as fc.Arbitrary<InvalidSample>;
    await checkProperty(ctx, {
      purpose: `refused ${schema}`,
      examples: oneOfEachKind(invalidCatalogue(schema)),
      arbitrary,
      evaluate,
      // A batch of PATCHes shares its read-back: they start together.
      together: true,
      numRuns: Math.max(5, Math.ceil(ctx.settings.numRuns / 4)),
    });
  },
});
