import { request } from 'undici';
import { startReferenceServer, type ReferenceOptions, type RunningReference } from '../../reference/index.js';
import { seedOrgs, recordIds } from '../../reference/state/seed/orgs.js';
import type { State } from '../../reference/state/model.js';

/** One request to a running reference. `token: null` sends no Authorization header. */
export interface Call {
  readonly method: string;
  readonly path: string;
  readonly token?: string | null;
  /** A raw Authorization header value, instead of `Bearer <token>`. */
  readonly authorization?: string;
  readonly body?: unknown;
  readonly rawBody?: string;
  readonly query?: Readonly<Record<string, string>>;
}

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
  readonly json?: unknown;
}

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export async function call(ref: RunningReference, spec: Call): Promise<Answer> {
  const url = new URL(`${ref.url}${spec.path}`);
  for (const [key, value] of Object.entries(spec.query ?? {})) url.searchParams.set(key, value);
  const token = spec.token === undefined ? ref.config.token : spec.token;
  const authorization = spec.authorization ?? (token === null ? undefined : `Bearer ${token}`);
  const body = spec.rawBody ?? (spec.body === undefined ? undefined : JSON.stringify(spec.body));
  const headers: Record<string, string> = {
    ...(authorization === undefined ? {} : { authorization }),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const response = await request(url, { method: spec.method as 'GET', headers, body });
  const text = await response.body.text();
  const flat = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]));
  return { status: response.statusCode, headers: flat, text, json: parse(text) };
}

/** Runs `fn` against a fresh server (its own fixtures), always closing it. */
export async function withReference<T>(options: ReferenceOptions, fn: (ref: RunningReference) => Promise<T>): Promise<T> {
  const ref = await startReferenceServer(options);
  try {
    return await fn(ref);
  } finally {
    await ref.close();
  }
}

/** Shorthands for the four specified operations. */
export const patchProject = (ref: RunningReference, body: unknown, extra: Partial<Call> = {}) =>
  call(ref, { method: 'PATCH', path: `/projects/${ref.config.projectId}`, body, ...extra });
export const patchTimesheet = (ref: RunningReference, id: string, body: unknown, extra: Partial<Call> = {}) =>
  call(ref, { method: 'PATCH', path: `/timesheets/${id}`, body, ...extra });
export const addPerson = (ref: RunningReference, body: unknown, extra: Partial<Call> = {}) =>
  call(ref, { method: 'POST', path: `/projects/${ref.config.projectId}/people`, body, ...extra });
export const removePerson = (ref: RunningReference, personId: string, extra: Partial<Call> = {}) =>
  call(ref, { method: 'DELETE', path: `/projects/${ref.config.projectId}/people/${personId}`, ...extra });

export const record = (answer: Answer): Record<string, unknown> => (answer.json ?? {}) as Record<string, unknown>;

/** The stored state of a reference (snapshot() is typed unknown for callers outside the reference). */
export const stateOf = (ref: RunningReference): State => ref.snapshot() as State;

/** Ids of the seeded records of one kind of an organisation ("clients"). */
export function orgRecords(orgId: string, kind: string): string[] {
  const org = seedOrgs().find((candidate) => candidate._id === orgId);
  return org ? recordIds(org, kind) : [];
}
