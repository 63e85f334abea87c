import fc from 'fast-check';
import type { Request } from 'autocannon';
import type { ConnectionConfig } from '../engine/connection.js';
import { pathFor } from '../engine/http/client.js';
import { isQuietable } from '../engine/http/quiet.js';
import { invalidPayloads, validPayload, type InvalidSample } from '../generators/index.js';
import { documentRead, fixtureParams, PROFILES, profileOf, unreachable, type OperationProfile } from '../specs/operation-profiles/index.js';
import { parseOperationKey, SPECIFIED_OPERATIONS, type OperationKey } from '../specs/operations.js';
import type { RequestSchemaName } from '../specs/schemas/index.js';
import { collectReferences, preparePayload, type ReferencePool } from '../suites/runtime/payloads.js';

/** Bodies generated per kind of request; autocannon cycles through them. */
const SAMPLES = 100;

const updateProject = profileOf(SPECIFIED_OPERATIONS.updateProject.key);
const removePerson = profileOf(SPECIFIED_OPERATIONS.removePerson.key);

/** The operations that take a body, with its schema, in the spec's order (from the profiles). */
const BODY_PROFILES = PROFILES.flatMap((profile): [OperationProfile, RequestSchemaName][] => (profile.requestSchema ? [[profile, profile.requestSchema]] : []));

let emailCounter = 0;
const uniqueEmail = () => `pmc-bench-${process.pid}-${(emailCounter += 1)}@example.com`;

function urlPath(config: ConnectionConfig, operation: OperationKey, params: Record<string, string>): string {
  const base = new URL(config.baseUrl).pathname.replace(/\/$/, '');
  return `${base}${pathFor(operation, params)}${isQuietable(operation) ? '?notify=false' : ''}`;
}

/** A request to the fixture project, as the suite sends it to read it or to open it to any domain. */
async function send(config: ConnectionConfig, request: { operation: OperationKey; params: Record<string, string>; body: unknown }): Promise<unknown> {
  const url = new URL(urlPath(config, request.operation, request.params), new URL(config.baseUrl).origin);
  const response = await fetch(url, {
    method: parseOperationKey(request.operation).method,
    headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });
  if (response.status !== 200) throw new Error(`${request.operation} answered ${response.status}`);
  return response.json();
}

/** The references the fixture project holds, read through the profile's read of it (PATCH {}, which the reference server answers). */
async function referencePool(config: ConnectionConfig): Promise<ReferencePool> {
  const read = documentRead(updateProject, 'patch', fixtureParams(updateProject, config));
  if (!read || !updateProject.requestSchema) throw new Error(`${updateProject.key} has no read`);
  return collectReferences(updateProject.requestSchema, await send(config, { ...read, body: read.body }));
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
  await send(config, { operation: updateProject.key, params: fixtureParams(updateProject, config), body: { inviteDomains: ['ANY'] } });
  const headers = { authorization: `Bearer ${config.token}`, 'content-type': 'application/json', accept: 'application/json' };
  const params = { projectId: config.projectId, timesheetId: config.timesheetId };
  const invalid: Request[] = [];
  const valid: Request[] = [];
  for (const [profile, schema] of BODY_PROFILES) {
    const operation = profile.key;
    const method = parseOperationKey(operation).method;
    const path = urlPath(config, operation, params);
    const refused = fc
      .sample(invalidPayloads(schema) as fc.Arbitrary<InvalidSample>, { seed, numRuns: SAMPLES })
      .map((sample) => JSON.stringify(preparePayload(schema, sample.payload, { pool, email: uniqueEmail, keep: sample.label.pointer })));
    const nextRefused = cycle(refused);
    invalid.push({ method, path, headers, setupRequest: (request) => ({ ...request, body: nextRefused() }) });
    const accepted = fc
      .sample(validPayload(schema) as fc.Arbitrary<unknown>, { seed, numRuns: SAMPLES })
      .map((payload) => openToAnyDomain(preparePayload(schema, payload, { pool, email: uniqueEmail })));
    switch (profile.kind) {
      case 'update': {
        const nextAccepted = cycle(accepted.map((body) => JSON.stringify(body)));
        valid.push({ method, path, headers, setupRequest: (request) => ({ ...request, body: nextAccepted() }) });
        break;
      }
      case 'add-person': {
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
          method: parseOperationKey(removePerson.key).method,
          headers: { authorization: headers.authorization, accept: headers.accept },
          setupRequest: (request, context) => ({
            ...request,
            path: urlPath(config, removePerson.key, fixtureParams(removePerson, config, { personId: String(context.personId ?? 'none') })),
          }),
        });
        break;
      }
      case 'remove-person':
        break; // takes no body: never among the body profiles
      default:
        unreachable(profile.kind);
    }
  }
  return [...invalid, ...valid];
}
