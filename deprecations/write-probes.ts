import type { ConnectionConfig } from '../engine/connection.js';
import type { ApiClient } from '../engine/http/client.js';
import { minimalValue } from '../generators/index.js';
import { emptyUpdate, profileOf } from '../specs/operation-profiles/index.js';
import { DEPRECATED_OPERATIONS, parseOperationKey, pathParameters, type OperationKey } from '../specs/operations.js';
import { schemas } from '../specs/schemas/index.js';
import { excerpt } from '../engine/excerpt.js';
import { accepted } from '../engine/answer.js';
import { sendProbe, type ProbeOutcome } from './probe-operation.js';
import { fixtureIdFor, quietQuery, type Probe } from './probe-plan.js';

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The DELETE that undoes a POST, from the Versioning table: the POST's path plus an id
 * ("POST /projects" → "DELETE /projects/{projectId}"), or the collection of that name at the top
 * ("POST /projects/{projectId}/planItems" → "DELETE /planItems/{planItemId}").
 */
export function undoOf(post: OperationKey): OperationKey | undefined {
  const { path } = parseOperationKey(post);
  return DEPRECATED_OPERATIONS.find((operation) => {
    const candidate = parseOperationKey(operation);
    return candidate.method === 'DELETE' && [path, `/${lastSegment(path)}`].includes(parentOf(candidate.path));
  });
}

/** The id a DELETE needs for what a POST created: the person field for people (the spec's personId), else _id. */
export function createdIdOf(json: unknown, parameter: string): string | undefined {
  const record = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const value = parameter === 'personId' ? record.person : record._id;
  const id = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)._id : value;
  return typeof id === 'string' ? id : undefined;
}

/** The body of a creating POST: the schema's smallest valid body for a specified operation (e-mail on a reserved domain), a labelled name/title otherwise (shapes not shown). */
function creationBody(operation: OperationKey, nonce: string): unknown {
  const label = `pmc-probe-${nonce}`;
  const schema = profileOf(operation)?.requestSchema;
  if (!schema) return { name: label, title: label };
  const minimal = minimalValue(schemas[schema]) as Record<string, unknown>;
  return { ...minimal, ...('email' in minimal ? { email: `${label}@example.com` } : {}) };
}

function fixtureParams(operation: OperationKey, config: ConnectionConfig): Record<string, string> | undefined {
  const names = pathParameters(parseOperationKey(operation).path);
  const entries = names.map((name) => [name, fixtureIdFor(config, name)] as const);
  return entries.every(([, id]) => id !== undefined) ? (Object.fromEntries(entries) as Record<string, string>) : undefined;
}

const writeProbe = (request: Probe['request']): Probe => ({ request, kind: 'write', namesUnknownId: false });

export interface WriteProbes {
  readonly outcomes: readonly ProbeOutcome[];
  /** What a creating probe left on the server: the user must remove it. */
  readonly leftovers: readonly string[];
}

async function createAndUndo(client: ApiClient, post: OperationKey, params: Record<string, string>, nonce: string): Promise<WriteProbes> {
  const query = quietQuery(post);
  const created = await sendProbe(
    client,
    writeProbe({
      operation: post,
      params,
      body: creationBody(post, nonce),
      ...(query ? { query } : {}),
      purpose: 'write probe (--allow-writes): create a labelled record, removed right after',
    }),
    nonce,
  );
  const response = created.exchange.response;
  if (!response || !accepted(created.exchange)) return { outcomes: [created], leftovers: [] };
  const undo = undoOf(post);
  const idName = undo ? (pathParameters(parseOperationKey(undo).path).at(-1) ?? '') : '';
  const id = createdIdOf(response.json, idName);
  if (!undo || !id)
    return {
      outcomes: [created],
      leftovers: [
        `${post} answered ${response.status} (${excerpt(response.bodyText, 120)}) with no id to remove it by: if it created a record, remove it by hand`,
      ],
    };
  const removed = await sendProbe(
    client,
    writeProbe({ operation: undo, params: { ...params, [idName]: id }, purpose: `write probe (--allow-writes): remove what ${post} created` }),
    nonce,
  );
  const answer = removed.exchange.response?.status ?? removed.exchange.problem?.message;
  return {
    outcomes: [created, removed],
    leftovers: accepted(removed.exchange)
      ? []
      : [`${post} answered ${response.status} with id ${id}, and ${undo} answered ${answer}: if that record exists, remove it by hand`],
  };
}

/**
 * Probes that may change data, sent only with --allow-writes: PATCH {} on the fixtures (a read for
 * the specified operations), and each creating POST followed by the DELETE that undoes it.
 */
export async function writeProbes(client: ApiClient, config: ConnectionConfig, nonce: string): Promise<WriteProbes> {
  const patches = DEPRECATED_OPERATIONS.flatMap((operation) => {
    const params = parseOperationKey(operation).method === 'PATCH' ? fixtureParams(operation, config) : undefined;
    const query = quietQuery(operation);
    return params
      ? [
          sendProbe(
            client,
            writeProbe({ ...emptyUpdate(operation, params), ...(query ? { query } : {}), purpose: 'write probe (--allow-writes): PATCH {} on a fixture' }),
            nonce,
          ),
        ]
      : [];
  });
  const posts = DEPRECATED_OPERATIONS.flatMap((operation) => {
    const params = parseOperationKey(operation).method === 'POST' ? fixtureParams(operation, config) : undefined;
    return params ? [createAndUndo(client, operation, params, nonce)] : [];
  });
  const results = [{ outcomes: await Promise.all(patches), leftovers: [] }, ...(await Promise.all(posts))];
  return { outcomes: results.flatMap((result) => result.outcomes), leftovers: results.flatMap((result) => result.leftovers) };
}
