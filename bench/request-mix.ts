import fc from 'fast-check';
import type { Request } from 'autocannon';
import type { ConnectionConfig } from '../engine/connection.js';
import { pathFor } from '../engine/http/client.js';
import { isQuietable } from '../engine/http/quiet.js';
import { invalidPayloads, validPayload, type InvalidSample } from '../generators/index.js';
import type { OperationKey } from '../specs/operations.js';
import type { RequestSchemaName } from '../specs/schemas/index.js';
import { collectReferences, preparePayload, type ReferencePool } from '../suites/runtime/payloads.js';

/** Bodies generated per kind of request; autocannon cycles through them. */
const SAMPLES = 100;

const BODY_OPERATIONS: readonly [OperationKey, RequestSchemaName][] = [
  ['PATCH /projects/{projectId}', 'project-update'],
  ['PATCH /timesheets/{timesheetId}', 'timesheet-update'],
  ['POST /projects/{projectId}/people', 'add-person'],
];

let emailCounter = 0;
const uniqueEmail = () => `pmc-bench-${process.pid}-${(emailCounter += 1)}@example.com`;

function urlPath(config: ConnectionConfig, operation: OperationKey, params: Record<string, string>): string {
  const base = new URL(config.baseUrl).pathname.replace(/\/$/, '');
  return `${base}${pathFor(operation, params)}${isQuietable(operation) ? '?notify=false' : ''}`;
}

/** PATCH of the fixture project, as the suite sends it to read (`{}`) or open it to any domain. */
async function send(config: ConnectionConfig, operation: 'PATCH /projects/{projectId}', body: unknown): Promise<unknown> {
  const url = new URL(urlPath(config, operation, { projectId: config.projectId }), new URL(config.baseUrl).origin);
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${operation} answered ${response.status}`);
  return response.json();
}

/** The references the fixture project holds, read as the suite reads them (PATCH {}). */
async function referencePool(config: ConnectionConfig): Promise<ReferencePool> {
  return collectReferences('project-update', await send(config, 'PATCH /projects/{projectId}', {}));
}

/**
 * The suite adds people only after opening the project to any e-mail domain, and its project
 * updates never run at the same time; here they do, so a valid update keeps the project open.
 */
function openToAnyDomain(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'inviteDomains' in body ? { ...body, inviteDomains: ['ANY'] } : body;
}

/** Cycles through bodies; each call to next() gives the following one. */
function cycle(bodies: readonly string[]): () => string {
  let index = 0;
  return () => bodies[(index += 1) % bodies.length] as string;
}

/**
 * The requests of the invalid-payload and valid-payload phases, one of each per cycle, in the
 * proportions the suite sends them: per body operation an invalid body (refused) and a valid one
 * (accepted), and the DELETE that removes the person a valid body added. Bodies come from the suite's
 * own generators and are prepared as the suite prepares them (fixture references, unique e-mails on
 * a reserved domain), so the server does the same work for autocannon as for the suite.
 */
export async function requestMix(config: ConnectionConfig, seed: number): Promise<Request[]> {
  const pool = await referencePool(config);
  await send(config, 'PATCH /projects/{projectId}', { inviteDomains: ['ANY'] });
  const headers = { authorization: `Bearer ${config.token}`, 'content-type': 'application/json', accept: 'application/json' };
  const params = { projectId: config.projectId, timesheetId: config.timesheetId };
  const invalid: Request[] = [];
  const valid: Request[] = [];
  for (const [operation, schema] of BODY_OPERATIONS) {
    const method = operation.split(' ')[0] as string;
    const path = urlPath(config, operation, params);
    const refused = fc
      .sample(invalidPayloads(schema) as fc.Arbitrary<InvalidSample>, { seed, numRuns: SAMPLES })
      .map((sample) => JSON.stringify(preparePayload(schema, sample.payload, { pool, email: uniqueEmail, keep: sample.label.pointer })));
    const nextRefused = cycle(refused);
    invalid.push({ method, path, headers, setupRequest: (request) => ({ ...request, body: nextRefused() }) });
    const accepted = fc
      .sample(validPayload(schema) as fc.Arbitrary<unknown>, { seed, numRuns: SAMPLES })
      .map((payload) => openToAnyDomain(preparePayload(schema, payload, { pool, email: uniqueEmail })));
    if (schema !== 'add-person') {
      const nextAccepted = cycle(accepted.map((body) => JSON.stringify(body)));
      valid.push({ method, path, headers, setupRequest: (request) => ({ ...request, body: nextAccepted() }) });
      continue;
    }
    // A person is added with an e-mail never used before (the same one twice is a duplicate), and
    // removed by the next request of the same connection, as the suite removes them.
    let index = 0;
    valid.push({
      method,
      path,
      headers,
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...(accepted[(index += 1) % accepted.length] as object), email: uniqueEmail() }) }),
      onResponse: (status, body, context) => {
        context.personId = status === 200 ? (JSON.parse(body) as { person?: unknown }).person : undefined;
      },
    });
    valid.push({
      method: 'DELETE',
      headers: { authorization: headers.authorization, accept: headers.accept },
      setupRequest: (request, context) => ({
        ...request,
        path: urlPath(config, 'DELETE /projects/{projectId}/people/{personId}', { projectId: config.projectId, personId: String(context.personId ?? 'none') }),
      }),
    });
  }
  return [...invalid, ...valid];
}
