import type { ApiRequest, Caller } from '../../engine/http/client.js';
import { profileOf } from '../../specs/operation-profiles/index.js';
import { validatorFor } from '../../specs/ajv.js';
import { project } from './exchange-factory.js';
import type { FakeAnswer, FakeServer } from './offline-context.js';

export type Doc = Record<string, unknown>;

const timesheet: Doc = { _id: 't1', createdAt: project.createdAt, updatedAt: project.updatedAt, createdBy: 'u1', status: 'draft', entries: [] };

/** The body a request carries, as a server parses it: a raw body is parsed (undefined when it is no JSON). */
export function parsedBody(request: ApiRequest): unknown {
  if (request.rawBody === undefined) return request.body;
  try {
    return JSON.parse(request.rawBody) as unknown;
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How a fake document server departs from the conforming one; each hook returns what it does instead. */
export interface Deviations {
  /** The answer to a body that is not a JSON object (conforming: 400); `store` is stored, and answered. */
  readonly notAnObject?: (doc: Doc, request: ApiRequest) => FakeAnswer | { readonly store: Doc };
  /** An answer instead of applying an update that names fields (a refusal), or undefined to apply it. */
  readonly refuse?: (body: Doc, doc: Doc) => FakeAnswer | undefined;
  /** The answer to a person DELETE instead of the conforming one (200 removing them, 404 for one not on the project); `keep` leaves them on. */
  readonly remove?: (onProject: boolean) => (FakeAnswer & { readonly keep?: true }) | undefined;
  /** The answer to a person POST instead of adding them (a refusal), or undefined to add them. */
  readonly add?: (body: Doc) => FakeAnswer | undefined;
  /** A DELETE removes the person from whichever project holds them, whatever project its path names. */
  readonly unscopedDelete?: true;
  /** The field of the person record a DELETE path's personId is matched against (conforming: person). */
  readonly deleteKey?: 'person' | '_id';
  /** An answer instead of serving a request, by who sends it (servesOnly refuses all callers but some), or undefined to serve it. */
  readonly authorize?: (request: ApiRequest) => FakeAnswer | undefined;
  /** An add of an e-mail already on the project is refused (409), instead of adding another record. */
  readonly refuseDuplicates?: true;
  /** The document stored after an update, from the conforming one (the sent fields merged in) and the one before. */
  readonly update?: (merged: Doc, before: Doc) => Doc;
  /** An update is answered with the document as it was before it (Mongoose's findOneAndUpdate without new: true), and stored. */
  readonly answersPrevious?: true;
}

/** Each project's people, by "projectId/personId": a POST adds a record, a DELETE removes it. */
function peopleServer(deviations: Deviations, projects: ReadonlyMap<string, Doc>): FakeServer {
  const people = new Map<string, Doc>();
  let added = 0;
  const keyOf = (projectId: string, personId: string) =>
    deviations.unscopedDelete ? ([...people.keys()].find((key) => key.endsWith(`/${personId}`)) ?? '') : `${projectId}/${personId}`;
  return (request) => {
    const projectId = request.params?.projectId ?? '';
    if (!projects.has(projectId)) return { status: 404, json: { message: 'no such project' } };
    if (request.operation === 'POST /projects/{projectId}/people') {
      const body = parsedBody(request);
      if (!isObject(body) || typeof body.email !== 'string') return { status: 400, json: { message: 'email is required' } };
      const refusal = deviations.add?.(body);
      if (refusal) return refusal;
      const onProject = [...people].some(([key, record]) => key.startsWith(`${projectId}/`) && record.email === body.email);
      if (deviations.refuseDuplicates && onProject) return { status: 409, json: { message: 'already on the project' } };
      added += 1;
      const record = { ...body, _id: `r${added}`, person: `u${added}` };
      people.set(`${projectId}/${record[deviations.deleteKey ?? 'person']}`, record);
      return { status: 200, json: record };
    }
    const key = keyOf(projectId, request.params?.personId ?? '');
    const onProject = people.has(key);
    const answer =
      deviations.remove?.(onProject) ?? (onProject ? { status: 200, json: people.get(key) } : { status: 404, json: { message: 'not on the project' } });
    if (answer.status === 200 && !('keep' in answer)) people.delete(key);
    return { status: answer.status, ...(answer.json === undefined ? {} : { json: answer.json }) };
  };
}

/**
 * A conforming project and timesheet server in memory (PATCH merges the sent fields and answers the
 * document; PATCH {} reads it; people are added and removed), unless `deviations` says otherwise.
 * `stored` shows the documents.
 */
export function documentServer(deviations: Deviations = {}): { server: FakeServer; stored: Map<string, Doc> } {
  const stored = new Map<string, Doc>([
    ['p1', structuredClone(project) as Doc],
    ['p2', { ...structuredClone(project), _id: 'p2' }],
    ['t1', structuredClone(timesheet)],
  ]);
  const people = peopleServer(deviations, stored);
  let clock = Date.parse(project.updatedAt);
  const server: FakeServer = (request) => {
    const denied = deviations.authorize?.(request);
    if (denied) return denied;
    if (request.operation.includes('/people')) return people(request);
    const id = request.params?.projectId ?? request.params?.timesheetId ?? '';
    const doc = stored.get(id);
    if (!doc || !request.operation.startsWith('PATCH ')) return { status: 404, json: { message: 'not found' } };
    const body = parsedBody(request);
    if (!isObject(body)) {
      const answer = deviations.notAnObject?.(doc, request) ?? { status: 400, json: { message: 'a JSON object is required' } };
      if (!('store' in answer)) return answer;
      stored.set(id, answer.store);
    }
    const refusal = isObject(body) && Object.keys(body).length > 0 ? deviations.refuse?.(body, doc) : undefined;
    if (refusal) return refusal;
    if (isObject(body) && Object.keys(body).length > 0) {
      clock += 1000;
      const merged = { ...doc, ...body, updatedAt: new Date(clock).toISOString() };
      stored.set(id, deviations.update ? deviations.update(merged, doc) : merged);
      if (deviations.answersPrevious) return { status: 200, json: structuredClone(doc) };
    }
    return { status: 200, json: structuredClone(stored.get(id)) };
  };
  return { server, stored };
}

/** Refuses (401) every request but those of `callers`; a request that names no caller is the admin's. */
export const servesOnly =
  (...callers: readonly Caller[]) =>
  (request: ApiRequest): FakeAnswer | undefined =>
    callers.includes(request.caller ?? 'admin') ? undefined : { status: 401, json: { message: 'unauthorized' } };

/**
 * `server` behind a validation of each body against its operation's request schema: a body the schema
 * rejects is refused with 400 before `server` sees it, or — `appliedFirst` — after `server` applied it
 * (a refusal that left its effect behind).
 */
export function validating(server: FakeServer, appliedFirst = false): FakeServer {
  return (request) => {
    const schema = profileOf(request.operation)?.requestSchema;
    const validate = schema ? validatorFor(schema) : undefined;
    if (!validate || validate(parsedBody(request))) return server(request);
    if (appliedFirst) server(request);
    return { status: 400, json: { message: 'invalid body', code: 'VALIDATION' } };
  };
}
