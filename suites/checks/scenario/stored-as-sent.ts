import { fullValue } from '../../../generators/index.js';
import type { Derivation } from '../../../generators/round-trip/value-classes.js';
import { resolveRef } from '../../../specs/annotations.js';
import { profileOf, unreachable, type FixtureIdKey } from '../../../specs/operation-profiles/index.js';
import type { ConnectionConfig } from '../../../engine/connection.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { personIdOf } from '../../../specs/person-id.js';
import { schemas, timesheetShapeASchema, timesheetShapeBSchema, type RequestSchemaName } from '../../../specs/schemas/index.js';
import { timesheetShapeOf } from '../../../specs/schemas/timesheet.js';
import { defineScenarioCheck } from '../../runtime/check-types.js';
import { addPerson, allowAnyDomain, okBody, prepare, referencePool, removePerson } from '../../runtime/fixtures.js';
import { readDocumentAt } from '../../runtime/read-document.js';
import type { Exchange } from '../../../engine/exchange.js';
import { collectReferences } from '../../runtime/payloads.js';
import { addBatches, fieldVariants, updateBatches, type Item } from '../../runtime/round-trip/batches.js';
import { RoundTripPhase, type Target } from '../../runtime/round-trip/phase.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { statusOf } from '../../runtime/statuses.js';
import { statusWithheld } from '../../runtime/safe-status.js';
import { STATE_FIELDS } from '../../runtime/status-graph.js';

const bodyOf = (items: readonly Item[]) => Object.fromEntries(items.map((item) => [item.field, item.variant.value]));

/** Entry fields the shape of a timesheet forbids (taskId in shape A): not sent to it. */
function forbiddenEntryPaths(document: Record<string, unknown>): Set<string> {
  // Shape B is told apart by planItem (specs/schemas/timesheet.ts), as every check tells it.
  const shape = timesheetShapeOf(document) === 'timesheet-shape-b' ? timesheetShapeBSchema : timesheetShapeASchema;
  const entry = (resolveRef(shape.properties.entries.items) as { properties: Record<string, unknown> }).properties;
  return new Set(
    Object.keys(entry)
      .filter((key) => entry[key] === false)
      .map((key) => `entries[].${key}`),
  );
}

function persistsOf(operation: SpecifiedOperationKey) {
  const { requirements } = profileOf(operation);
  return requirements.persists ?? requirements.response;
}

/** What judges the 200 answer of an update (the profile's `answers`), when the operation has one. */
function answersOf(operation: SpecifiedOperationKey) {
  const { answers } = profileOf(operation).requirements;
  return answers === undefined ? {} : { answers };
}

/** One fixture document an update operation changes: its classes sent two fields a request, each read back. */
async function updateRoundTrip(ctx: ScenarioContext, operation: SpecifiedOperationKey, id: string, noun: string): Promise<void> {
  const profile = profileOf(operation);
  const schema = profile.requestSchema as RequestSchemaName;
  const params = Object.fromEntries(Object.keys(profile.pathParameters).map((name) => [name, id]));
  const read = (purpose: string) => readDocumentAt(ctx, operation, params, purpose) as Promise<Exchange>;
  const first = await read('read the document before the round trip');
  const stored = okBody(first);
  if (!stored) return ctx.skip(`${noun} could not be read (${statusOf(first)})`);
  const pool = collectReferences(schema, stored);
  const omitted = profile.responseSchema === 'timesheet' ? forbiddenEntryPaths(stored) : new Set<string>();
  const derivation: Derivation = { references: (kind) => pool.get(kind) ?? [], omit: (path) => omitted.has(path) };
  const variants = fieldVariants(schemas[schema], derivation);
  const target: Target = {
    schema,
    persists: persistsOf(operation),
    ...answersOf(operation),
    noun,
    bodyOf,
    send: (body, purpose) => ctx.send({ operation, params, body, purpose }),
    readBack: read,
    withheld: (body) => {
      const withheld = statusWithheld(ctx, operation, body, params);
      return withheld && { reason: withheld.reason, requirement: STATE_FIELDS[withheld.operation].requirement };
    },
  };
  await new RoundTripPhase(ctx, target, variants, stored).run(updateBatches(variants));
}

/** Adds of a person carrying the classes of every field (required ones filled in), each removed again. */
async function addRoundTrip(ctx: ScenarioContext, operation: SpecifiedOperationKey): Promise<void> {
  const projectId = ctx.config.projectId;
  const pool = await referencePool(ctx);
  if (!(await allowAnyDomain(ctx, projectId))) return ctx.skip('the project could not be opened to any invite domain');
  const schema = profileOf(operation).requestSchema as RequestSchemaName;
  const node = schemas[schema] as { required?: readonly string[] };
  const base = fullValue(schemas[schema]) as Record<string, unknown>;
  const required = Object.fromEntries((node.required ?? []).map((field) => [field, base[field]]));
  const variants = fieldVariants(schemas[schema], { references: (kind) => pool.get(kind) ?? [] });
  const target: Target = {
    schema,
    persists: persistsOf(operation),
    noun: `a person added to project ${projectId}`,
    bodyOf: (items) => prepare(ctx, schema, { ...required, ...bodyOf(items) }, pool) as Record<string, unknown>,
    send: (body, purpose) => addPerson(ctx, projectId, body, purpose),
    afterAccepted: async (record) => {
      const personId = personIdOf(record);
      if (personId) await removePerson(ctx, projectId, personId, 'remove the person again');
    },
  };
  await new RoundTripPhase(ctx, target, variants).run(addBatches(variants));
}

/**
 * The fixtures an update's round trip runs on: each one where the checks use each (both timesheets,
 * shape A and shape B, whose entries carry taskId), else one, the last configured: the second project
 * when there is one. The phase is the run's longest chain of requests that wait on one another, and
 * on the second project it runs beside every other check of the projects (runner/lanes.ts).
 */
function roundTripFixtures(operation: SpecifiedOperationKey, config: ConnectionConfig): FixtureIdKey[] {
  const { fixtures } = profileOf(operation);
  const configured = (fixtures?.ids ?? []).filter((key) => config[key] !== undefined);
  return fixtures?.eachUsed ? configured : configured.slice(-1);
}

/**
 * PROJECT.UPDATE.PERSISTS, TIMESHEET.PERSISTS, ADD_PERSON.ROUND_TRIP — accepted means stored (issue 23):
 * a deterministic phase, the same every run whatever --num-runs and the seed, that sends every value
 * class (generators/round-trip/value-classes.ts) of every writable field of each body operation and
 * compares the 200 answer and the read-back with what was sent: the read-back judges an update's
 * persistence, its answer PROJECT.UPDATE.ANSWER and TIMESHEET.UPDATE.ANSWER (SHOULDs); an add's answer
 * is its record. The fixtures are restored after the unit.
 */
export const storedAsSent = defineScenarioCheck({
  id: 'stored-as-sent',
  requirement: 'PROJECT.UPDATE.PERSISTS',
  alsoJudges: ['TIMESHEET.PERSISTS', 'ADD_PERSON.ROUND_TRIP', 'VALUE.NORMALISED', 'PROJECT.UPDATE.ANSWER', 'TIMESHEET.UPDATE.ANSWER'],
  title: 'Every value class accepted is stored as sent',
  group: 'projects',
  appliesTo: { kinds: ['update', 'add-person'] },
  fixtures: (operation, config) => (profileOf(operation).kind === 'update' ? roundTripFixtures(operation, config) : undefined),
  run: async (ctx, operation) => {
    const profile = profileOf(operation);
    switch (profile.kind) {
      case 'add-person':
        return addRoundTrip(ctx, profile.key);
      case 'update': {
        for (const key of roundTripFixtures(profile.key, ctx.config)) {
          const id = ctx.config[key] as string;
          await updateRoundTrip(ctx, profile.key, id, `${profile.fixtures?.noun ?? 'document'} ${id}`);
        }
        return;
      }
      default:
        return unreachable(profile);
    }
  },
});
