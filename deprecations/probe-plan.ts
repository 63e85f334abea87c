import type { ConnectionConfig } from '../engine/connection.js';
import type { ApiRequest } from '../engine/http/client.js';
import { isQuietable } from '../specs/operation-profiles/index.js';
import { parseOperationKey, pathParameters, type OperationKey } from '../specs/operations.js';
import { REFUSAL_BODY } from '../generators/invalid/refusal-body.js';
import { unknownIdLike } from '../generators/parameters/unknown-id.js';

/**
 * read: a GET as it is. refusal: a write a live route must refuse (unknown ids, a body that is not
 * an object), so it changes nothing. write: a request that may change data (--allow-writes only).
 */
export type ProbeKind = 'read' | 'refusal' | 'write';

export interface Probe {
  readonly request: ApiRequest;
  readonly kind: ProbeKind;
  /**
   * The request names a document that does not exist: a 404 that differs from the answer of a route
   * that cannot exist may then mean "resource missing", not "route missing".
   */
  readonly namesUnknownId: boolean;
}

/** A route no server has: the same method and body are sent there to learn how "route missing" looks. */
export const impossiblePath = (nonce: string) => `/pmc-no-such-route-${nonce}`;

/** Operations whose spec declares `notify` are probed with notify=false: nobody is notified of a probe. */
export function quietQuery(operation: OperationKey): Record<string, string> | undefined {
  return isQuietable(operation) ? { notify: 'false' } : undefined;
}

/** The config's fixture id for a path parameter of the same name (projectId, timesheetId), if any. */
export function fixtureIdFor(config: ConnectionConfig, name: string): string | undefined {
  return (config as unknown as Record<string, string | undefined>)[name];
}

function readProbe(operation: OperationKey, config: ConnectionConfig): Probe {
  const names = pathParameters(parseOperationKey(operation).path);
  const params = Object.fromEntries(names.map((name) => [name, fixtureIdFor(config, name) ?? unknownIdLike(config.projectId)]));
  return {
    request: { operation, params, purpose: 'probe: read as it is (fixture ids where the config holds them)' },
    kind: 'read',
    namesUnknownId: names.some((name) => fixtureIdFor(config, name) === undefined),
  };
}

function refusalProbe(operation: OperationKey, config: ConnectionConfig): Probe {
  const { method, path } = parseOperationKey(operation);
  const names = pathParameters(path);
  const params = Object.fromEntries(names.map((name) => [name, unknownIdLike(fixtureIdFor(config, name) ?? config.projectId)]));
  const query = quietQuery(operation);
  const why = [...(names.length > 0 ? ['unknown ids'] : []), ...(method === 'DELETE' ? [] : ['a body that is not an object'])].join(' and ');
  return {
    request: {
      operation,
      params,
      ...(method === 'DELETE' ? {} : { rawBody: REFUSAL_BODY }),
      ...(query ? { query } : {}),
      purpose: `probe: a request a live route must refuse (${why})`,
    },
    kind: 'refusal',
    namesUnknownId: names.length > 0,
  };
}

/** The harmless probe of an operation: GETs as they are, writes in a form a live route must refuse. */
export function harmlessProbe(operation: OperationKey, config: ConnectionConfig): Probe {
  return parseOperationKey(operation).method === 'GET' ? readProbe(operation, config) : refusalProbe(operation, config);
}

/** The same request sent to a route that cannot exist. */
export function controlFor(probe: Probe, nonce: string): ApiRequest {
  const { params: _params, ...request } = probe.request;
  return {
    ...request,
    path: impossiblePath(nonce),
    purpose: `control: the same ${parseOperationKey(probe.request.operation).method} to a route that cannot exist`,
  };
}
