import { matchesFormat } from '../../specs/ajv.js';
import { propertySchema, referenceKind, resolveRef } from '../../specs/annotations.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import { isJsonObject } from '../../specs/json-type.js';

type Schema = Record<string, unknown>;
/** Organisation records known to exist, by kind ("clients" → ids), read from the fixtures. */
export type ReferencePool = ReadonlyMap<string, readonly string[]>;

export const isEmail = (value: unknown) => typeof value === 'string' && matchesFormat('email', value);
const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { _id?: unknown })._id : value);

/** References a document holds, read through the request schema of the same resource. */
export function collectReferences(schema: RequestSchemaName, document: unknown): Map<string, string[]> {
  const pool = new Map<string, string[]>();
  if (typeof document !== 'object' || document === null) return pool;
  for (const [key, value] of Object.entries(document)) {
    const node = propertySchema(schema, key);
    const kind = node && referenceKind(node);
    if (!kind) continue;
    const ids = (Array.isArray(value) ? value : [value]).map(idOf).filter((id): id is string => typeof id === 'string');
    pool.set(kind, [...(pool.get(kind) ?? []), ...ids]);
  }
  return pool;
}

export interface Preparation {
  readonly pool: ReferencePool;
  /** Makes each valid e-mail unique to this run, on a reserved domain (RFC 2606). */
  readonly email: (original: string) => string;
  /** JSON pointer left untouched (the violation of an invalid sample). */
  readonly keep?: string;
}

function substitute(value: unknown, node: Schema, kind: string, pool: ReferencePool): unknown {
  const known = pool.get(kind) ?? [];
  const pick = (index: number) => known[index % known.length];
  if (Array.isArray(value)) return value.map((_, index) => pick(index));
  return node.type === 'array' ? [pick(0)] : pick(0);
}

/**
 * Makes a generated payload safe and meaningful against a real server, field by field as the schema
 * says: references to organisation records become ones the fixtures hold (or are dropped when none
 * is known — an unknown reference may rightly be refused), and e-mails never reach a real mailbox.
 */
export function preparePayload(schema: RequestSchemaName, payload: unknown, preparation: Preparation): unknown {
  if (!isJsonObject(payload)) return payload;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    const node = propertySchema(schema, key);
    const kind = node && referenceKind(node);
    if (`/${key}` === preparation.keep || !node || preparation.keep?.startsWith(`/${key}/`)) out[key] = value;
    else if (kind && (preparation.pool.get(kind)?.length ?? 0) === 0) continue;
    else if (kind) out[key] = substitute(value, resolveRef(node) as Schema, kind, preparation.pool);
    else out[key] = node.format === 'email' && isEmail(value) ? preparation.email(value as string) : value;
  }
  return out;
}
