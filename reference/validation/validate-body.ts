import type { ErrorObject } from 'ajv';
import { validatorFor } from '../../specs/ajv.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import { activeFaults } from '../faults/catalogue.js';
import { crash, refuse } from '../http/refusal.js';
import type { Document } from '../state/model.js';
import { hasFault, type World } from '../world.js';
import { asSent } from '../personalities/behaviour.js';
import { mapBody, type ValueHook } from './map-body.js';
import { stripViolations } from './strip.js';
import { tolerates, type Tolerance } from './tolerance.js';

/** The personality's tolerances and those of the active faults (their catalogue entries). */
function tolerancesOf(world: World): Tolerance[] {
  const fromFaults = activeFaults(world.faults).flatMap((fault) => fault.tolerance ?? []);
  return [...world.behaviour.tolerances, ...fromFaults];
}

const summary = (error: ErrorObject) => ({ path: error.instancePath, keyword: error.keyword, message: error.message ?? '' });

/** "/budget must be >= 0", "body must NOT have additional properties: extra". */
function describe(error: ErrorObject): string {
  const unknown = (error.params as { additionalProperty?: string }).additionalProperty;
  return `${error.instancePath || 'body'} ${error.message ?? 'is invalid'}${unknown === undefined ? '' : `: ${unknown}`}`;
}

/**
 * Validates a request body against its specs/ schema (the one truth about fields, types and bounds),
 * after the personality's casts. Violations are refused with 400 and listed in `data.errors`, except
 * those a tolerance lets through: kept as sent, or stripped when the tolerance ignores them. Returns
 * the body to apply, each value as the personality stores it.
 */
export function validateBody(schema: RequestSchemaName, sent: Document, world: World): Document {
  const { castValue, storeValue } = world.behaviour;
  const stored = hooked(schema, checked(schema, hooked(schema, sent, castValue), world), storeValue);
  // Faults that only change what a value is stored as (their catalogue entries' `store`), in catalogue order.
  return activeFaults(world.faults).reduce((body, fault) => (fault.store ? mapBody(schema, body, fault.store) : body), stored);
}

/**
 * The body with a behaviour's hook applied to each declared value. The identity hook leaves the body
 * as it is: the copy mapBody would make holds the same values, and nothing keeps or changes the body
 * sent (parsed afresh for each request).
 */
const hooked = (schema: RequestSchemaName, body: Document, hook: ValueHook): Document => (hook === asSent ? body : mapBody(schema, body, hook));

/** The body if valid; otherwise a 400, unless every violation is tolerated (kept or stripped). */
function checked(schema: RequestSchemaName, body: Document, world: World): Document {
  const validate = validatorFor(schema);
  if (validate(body)) return body;
  const errors = [...(validate.errors ?? [])];
  if (hasFault(world, 'crash-on-invalid-enum') && errors.some((error) => error.keyword === 'enum')) crash('invalid enum value');
  const tolerances = tolerancesOf(world);
  const matching = errors.map((error) => ({ error, by: tolerances.filter((tolerance) => tolerates(tolerance, schema, error, body)) }));
  const refused = matching.filter(({ by }) => by.length === 0).map(({ error }) => error);
  const [first] = refused;
  if (first) refuse('invalid', 'VALIDATION_FAILED', describe(first), { errors: refused.map(summary) });
  // A violation some tolerance keeps is kept, even when another would strip it.
  const ignored = matching.filter(({ by }) => by.every((tolerance) => tolerance.action === 'strip')).map(({ error }) => error);
  return ignored.length === 0 ? body : stripViolations(body, ignored);
}
