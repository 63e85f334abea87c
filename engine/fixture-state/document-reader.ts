import type { Exchange } from '../exchange.js';
import type { ApiClient, ApiRequest, Caller } from '../http/client.js';
import { documentRead, unreachable, type OperationProfile, type ReadPath } from '../../specs/operation-profiles/index.js';
import { parseOperationKey, type SpecifiedOperationKey } from '../../specs/operations.js';

/** What every reader says of itself: the document it reads, the update whose document that is, how it was chosen. */
interface ReaderIdentity {
  /** "project", "timesheet". */
  readonly document: string;
  /** The update whose document it reads (its path parameters name the document). */
  readonly operation: SpecifiedOperationKey;
  /** Chosen with --read-with rather than discovered. */
  readonly forced: boolean;
}

/**
 * How the run reads one kind of fixture document, resolved when the run opens: GET through the
 * document's read profile, or PATCH {} through its update. Everything that reads a document (the
 * snapshot, the restore's read-back, the checks' read-back, the minimiser, diff) reads through it,
 * and every message about a read quotes `describe()`: the request really sent.
 */
export interface DocumentReader extends ReaderIdentity {
  readonly via: ReadPath;
  /** The request that reads the document `params` name, as `caller` (default: the admin). */
  request(params: Readonly<Record<string, string>>, purpose: string, caller?: Caller): ApiRequest;
  /** The real request, by its route: "GET /projects/{projectId}", "PATCH /projects/{projectId} with {}". */
  describe(): string;
  /** Sends the read through `client` (a client, its pipeline, or a scenario's context). */
  read(client: Pick<ApiClient, 'send'>, params: Readonly<Record<string, string>>, purpose: string, caller?: Caller): Promise<Exchange>;
}

/** No read of the document: neither GET nor PATCH {} answers it (or --read-with named one it lacks). */
export interface NoReader extends ReaderIdentity {
  readonly via: 'none';
  /** Why, quoting the server's answers. */
  readonly reason: string;
}

export type Reader = DocumentReader | NoReader;

/** The reader of each update's document, as the run resolved them. */
export type Readers = Readonly<Partial<Record<SpecifiedOperationKey, Reader>>>;

const identityOf = (profile: OperationProfile, forced: boolean): ReaderIdentity => ({
  document: profile.fixtures?.noun ?? 'document',
  operation: profile.key,
  forced,
});

/**
 * The reader of the document `profile` changes along `via`, built from the profiles (the GET read
 * profile, or the update's readBack); undefined when that read does not exist (people have no read).
 */
export function documentReader(profile: OperationProfile, via: ReadPath, forced = false): DocumentReader | undefined {
  // The route's parameters by name, so that the description is the route, whatever the ids.
  const names = Object.fromEntries(Object.keys(profile.pathParameters).map((name) => [name, `{${name}}`]));
  const route = documentRead(profile, via, names);
  if (!route) return undefined;
  const { method, path } = parseOperationKey(route.operation);
  const description = route.body === undefined ? `${method} ${path}` : `${method} ${path} with ${JSON.stringify(route.body)}`;
  const { operation, body } = route;
  const request = (params: Readonly<Record<string, string>>, purpose: string, caller?: Caller): ApiRequest => ({
    operation,
    params: { ...params },
    ...(body === undefined ? {} : { body: { ...body } }),
    purpose,
    ...(caller === undefined ? {} : { caller }),
  });
  return {
    ...identityOf(profile, forced),
    via,
    request,
    describe: () => description,
    read: (client, params, purpose, caller) => client.send(request(params, purpose, caller)),
  };
}

/** No reader of the document `profile` changes, and why. */
export function noReader(profile: OperationProfile, reason: string, forced = false): NoReader {
  return { ...identityOf(profile, forced), via: 'none', reason };
}

/** The reader a run that resolved none uses (a test's, a pact state's): PATCH {}, which every update has. */
export function defaultReader(profile: OperationProfile): DocumentReader | undefined {
  return documentReader(profile, 'patch');
}

/** The reader of the document `profile` changes: as resolved, else the default; undefined when it has no read (people). */
export function readerOf(readers: Readers | undefined, profile: OperationProfile): Reader | undefined {
  return readers?.[profile.key] ?? defaultReader(profile);
}

/** "GET /projects/{projectId}", or "no read (why)": a reader named in a message. */
export function describeReader(reader: Reader): string {
  switch (reader.via) {
    case 'get':
    case 'patch':
      return reader.describe();
    case 'none':
      return `no read (${reader.reason})`;
    default:
      return unreachable(reader);
  }
}
