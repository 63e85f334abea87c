import type { Exchange } from '../../engine/exchange.js';
import type { OperationKey } from '../../specs/operations.js';

const DEPRECATION_HEADERS = {
  deprecation: '@1735689600',
  sunset: 'Fri, 31 Dec 2027 23:59:59 GMT',
  link: '<https://example.com/deprecation>; rel="deprecation"',
};

export interface ExchangeSpec {
  operation?: OperationKey;
  url?: string;
  status?: number;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string | undefined>;
  problem?: Exchange['problem'];
}

/** An exchange as the client records it, with JSON and deprecation headers unless told otherwise. */
export function exchange(spec: ExchangeSpec = {}): Exchange {
  const bodyText = spec.rawBody ?? (spec.body === undefined ? '' : JSON.stringify(spec.body));
  let json: unknown;
  let parseError: string | undefined;
  try {
    json = bodyText ? JSON.parse(bodyText) : undefined;
  } catch (error) {
    parseError = (error as Error).message;
  }
  const headers = Object.fromEntries(
    Object.entries({ 'content-type': 'application/json', ...DEPRECATION_HEADERS, ...spec.headers }).filter(([, v]) => v !== undefined),
  ) as Record<string, string>;
  return {
    request: {
      method: 'PATCH',
      url: spec.url ?? 'http://127.0.0.1:1/v1/projects/p1',
      operation: spec.operation ?? 'PATCH /projects/{projectId}',
      headers: { authorization: 'Bearer $PMC_TOKEN' },
    },
    ...(spec.problem && spec.status === undefined
      ? {}
      : { response: { status: spec.status ?? 200, headers, bodyText, ...(json === undefined ? {} : { json }), ...(parseError ? { parseError } : {}) } }),
    ...(spec.problem ? { problem: spec.problem } : {}),
    startedAt: new Date(0).toISOString(),
    durationMs: 1,
    purpose: 'test',
  };
}

const now = '2025-03-01T10:00:00.000Z';
/** A Project every field of which the spec allows. */
export const project = {
  _id: 'p1',
  archived: false,
  createdBy: 'u1',
  createdAt: now,
  updatedAt: now,
  org: 'o1',
  projectType: 'mx-gantt',
  usageStorage: 0,
  planItems: [],
  budget: 10,
  currency: 'EUR',
  projectStatus: 'open',
  customProperties: [{ name: 'n', value: 1, canView: 'member' }],
};
