import { okBody } from '../../engine/answer.js';
import { foundDocument } from '../../engine/fixture-state/fixtures.js';
import type { Exchange } from '../../engine/exchange.js';
import type { Caller } from '../../engine/http/client.js';
import { collectReferences, preparePayload, type Preparation, type ReferencePool } from './payloads.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import type { ScenarioContext } from './scenario-context.js';
import { personIdOf } from '../../specs/person-id.js';
import { throwawayPerson } from '../../specs/operation-profiles/index.js';
import { canRead, NotAssessable, readDocumentAt } from './read-document.js';
import { withoutLockingStatus } from './safe-status.js';
import { stateOperationOf } from './status-graph.js';

// okBody is the engine's (engine/answer.ts); the runtime's callers take it from here with the fixtures.
export { okBody };

/**
 * Reads a project through the run's reader of projects (GET when the server offers it, else PATCH {},
 * which changes nothing and answers the complete Project); throws NotAssessable when the server offers no read.
 */
export function readProject(ctx: ScenarioContext, projectId: string, caller: Caller = 'admin', purpose = 'read the project'): Promise<Exchange> {
  return readDocumentAt(ctx, 'PATCH /projects/{projectId}', { projectId }, purpose, caller) as Promise<Exchange>;
}

/** Reads a timesheet as the run reads timesheets (see readProject). */
export function readTimesheet(ctx: ScenarioContext, timesheetId: string, caller: Caller = 'admin', purpose = 'read the timesheet'): Promise<Exchange> {
  return readDocumentAt(ctx, 'PATCH /timesheets/{timesheetId}', { timesheetId }, purpose, caller) as Promise<Exchange>;
}

export function patchProject(ctx: ScenarioContext, projectId: string, body: unknown, purpose: string, caller: Caller = 'admin'): Promise<Exchange> {
  return ctx.send({ operation: 'PATCH /projects/{projectId}', params: { projectId }, body, caller, purpose });
}

export function addPerson(
  ctx: ScenarioContext,
  projectId: string,
  body: unknown,
  purpose: string,
  caller: Caller = 'admin',
  query?: Record<string, string>,
): Promise<Exchange> {
  return ctx.send({ operation: 'POST /projects/{projectId}/people', params: { projectId }, body, caller, purpose, ...(query ? { query } : {}) });
}

export function removePerson(ctx: ScenarioContext, projectId: string, personId: string, purpose: string, caller: Caller = 'admin'): Promise<Exchange> {
  return ctx.send({ operation: 'DELETE /projects/{projectId}/people/{personId}', params: { projectId, personId }, caller, purpose });
}

/**
 * Addresses made so far by each check × operation of each run (units run side by side: a counter of
 * the run would interleave; a counter of the process would differ between two runs of one seed in it).
 */
const emailCounts = new WeakMap<object, Map<string, number>>();

/**
 * An address on a reserved domain, unique to this run and call: the unit's seed, the process (no
 * address of an earlier run with the same seed, left behind, is ever met again) and the unit's count.
 */
export function uniqueEmail(ctx: ScenarioContext, domain = 'example.com'): string {
  const unit = `${ctx.check.id}|${ctx.operation}`;
  let counts = emailCounts.get(ctx.settings);
  if (!counts) emailCounts.set(ctx.settings, (counts = new Map()));
  const count = (counts.get(unit) ?? 0) + 1;
  counts.set(unit, count);
  return `pmc-${(ctx.seedFor('email') >>> 0).toString(36)}-${process.pid.toString(36)}-${count}@${domain}`;
}

/** References the fixture project holds, so generated payloads point at records that exist. */
export async function referencePool(ctx: ScenarioContext): Promise<ReferencePool> {
  // The project as the run found it, which every unit starts from: no read, and none that a unit
  // changing the project beside this one could disturb (units run side by side, runner/lanes.ts).
  const found = foundDocument(ctx.settings.snapshot, 'PATCH /projects/{projectId}', { projectId: ctx.config.projectId });
  if (found) return collectReferences('project-update', found);
  // With no read, generated bodies carry no references the project holds (checks that need none still run).
  let project: Exchange | undefined;
  try {
    project = await readProject(ctx, ctx.config.projectId, 'admin', 'read the references the fixture project holds');
  } catch (error) {
    if (!(error instanceof NotAssessable)) throw error;
  }
  return collectReferences('project-update', okBody(project));
}

/**
 * Whether the run can read the references the fixture project holds (false when the server offers no
 * read of it: generated bodies may then name records the organisation does not hold).
 */
export function referencesKnown(ctx: ScenarioContext): boolean {
  return canRead(ctx, 'PATCH /projects/{projectId}');
}

export function preparationFor(ctx: ScenarioContext, pool: ReferencePool, keep?: string): Preparation {
  return { pool, email: () => uniqueEmail(ctx), ...(keep ? { keep } : {}) };
}

export function prepare(ctx: ScenarioContext, schema: RequestSchemaName, payload: unknown, pool: ReferencePool, keep?: string): unknown {
  const prepared = preparePayload(schema, payload, preparationFor(ctx, pool, keep));
  const operation = stateOperationOf(schema);
  return operation ? withoutLockingStatus(ctx, operation, prepared) : prepared;
}

/** Adds a person for a scenario; returns their person id when the server accepted. */
export async function addTemporaryPerson(ctx: ScenarioContext, projectId: string, purpose: string): Promise<{ exchange: Exchange; personId?: string }> {
  const exchange = await addPerson(ctx, projectId, throwawayPerson(uniqueEmail(ctx)), purpose);
  const personId = personIdOf(okBody(exchange));
  return { exchange, ...(personId ? { personId } : {}) };
}

/**
 * Opens the project to any e-mail domain ("ANY") so that adding people is not refused for their domain.
 * On a server with no read of the project, nothing could put inviteDomains back: the project is left
 * as it is ("When omitted, defaults to … ANY") and the adds say whether its domains take them.
 */
export async function allowAnyDomain(ctx: ScenarioContext, projectId: string): Promise<boolean> {
  if (!canRead(ctx, 'PATCH /projects/{projectId}') && !ctx.settings.allowUnrestorable) return true;
  const exchange = await patchProject(ctx, projectId, { inviteDomains: ['ANY'] }, 'allow any invite domain before adding people');
  return exchange.response?.status === 200;
}
