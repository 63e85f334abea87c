import type { Exchange, TransportProblem } from '../../../engine/exchange.js';
import type { ApiRequest } from '../../../engine/http/api-request.js';
import type { Send } from '../../../engine/http/layers/layer.js';

export const REQUEST: ApiRequest = { operation: 'PATCH /projects/{projectId}', params: { projectId: 'p' }, body: {}, purpose: 'read the project' };
/** Writes: a PATCH that names a field, an add, a remove. */
export const CHANGE: ApiRequest = { ...REQUEST, body: { description: 'changed' }, purpose: 'change the description' };
export const ADD: ApiRequest = {
  operation: 'POST /projects/{projectId}/people',
  params: { projectId: 'p' },
  body: { permission: 'member', email: 'a@example.com' },
  purpose: 'add a person',
};
export const REMOVE: ApiRequest = {
  operation: 'DELETE /projects/{projectId}/people/{personId}',
  params: { projectId: 'p', personId: 'x' },
  purpose: 'remove a person',
};
/** A read. */
export const GET: ApiRequest = { operation: 'GET /projects/{projectId}', params: { projectId: 'p' }, purpose: 'read the project' };
export const TIMESHEET: ApiRequest = { operation: 'PATCH /timesheets/{timesheetId}', params: { timesheetId: 't' }, body: {}, purpose: 'read the timesheet' };

/** What a fake server answers: a status with header fields and a body, or a transport problem. */
export type Scripted = { readonly status: number; readonly headers?: Record<string, string>; readonly body?: string } | { readonly problem: TransportProblem };

/** An exchange as the transport gives it (unredacted, not parsed). */
export function answerOf(request: ApiRequest, scripted: Scripted): Exchange {
  const base = {
    request: { method: 'PATCH', url: `http://127.0.0.1:1/v1/${request.operation}`, operation: request.operation, headers: { ...request.headers } },
    startedAt: new Date().toISOString(),
    durationMs: 1,
    purpose: request.purpose,
  };
  if ('problem' in scripted) return { ...base, problem: scripted.problem };
  return { ...base, response: { status: scripted.status, headers: scripted.headers ?? {}, bodyText: scripted.body ?? '{}' } };
}

/** A `next` that answers from a script, one entry per call (the last one again once the script is spent), and logs what it was sent. */
export function scripted(...script: Scripted[]): { readonly send: Send; readonly sent: ApiRequest[] } {
  const sent: ApiRequest[] = [];
  const send: Send = (request) => {
    sent.push(request);
    const entry = script[Math.min(sent.length - 1, script.length - 1)];
    if (!entry) throw new Error('empty script');
    return Promise.resolve(answerOf(request, entry));
  };
  return { send, sent };
}

export const RESET: TransportProblem = { kind: 'reset', message: 'connection reset by the server' };
export const REFUSED: TransportProblem = { kind: 'refused', message: 'connection refused' };
export const TIMEOUT: TransportProblem = { kind: 'timeout', message: 'no complete answer within 100 ms' };
