import { escapeSegment } from '../specs/json-pointer.js';
import { typesOf, type InferredSchema, type JsonType } from './infer-schema.js';

export type DriftKind =
  | 'field-removed'
  | 'field-added'
  | 'field-optional'
  | 'type-changed'
  | 'type-narrowed'
  | 'status-changed'
  | 'success-to-error'
  | 'body-removed'
  | 'body-added'
  | 'media-type-changed'
  | 'header-changed'
  | 'not-compared';

/** One difference between the baseline and now. Breaking drift fails `baseline compare`; the rest warns. */
export interface Drift {
  readonly kind: DriftKind;
  /** JSON pointer into the body ('' for the whole answer). */
  readonly path: string;
  readonly breaking: boolean;
  readonly message: string;
}

const pointer = (path: string, key: string) => `${path}/${escapeSegment(key)}`;
const where = (path: string) => path || '(body)';

/** Integer and number are one kind here: a value going from 10 to 10.5 between runs is data, not drift. */
const kinds = (schema: InferredSchema) => new Set(typesOf(schema).map((type): JsonType => (type === 'integer' ? 'number' : type)));

function typeDrift(path: string, before: InferredSchema, after: InferredSchema): Drift[] {
  const [old, now] = [kinds(before), kinds(after)];
  const added = [...now].filter((type) => !old.has(type));
  const dropped = [...old].filter((type) => !now.has(type));
  if (added.length > 0) return [{ kind: 'type-changed', path, breaking: true, message: `${where(path)}: type ${[...old].join('|')} → ${[...now].join('|')}` }];
  if (dropped.length > 0)
    return [{ kind: 'type-narrowed', path, breaking: false, message: `${where(path)}: no longer ${dropped.join('|')} (now ${[...now].join('|')})` }];
  return [];
}

function propertyDrift(path: string, before: InferredSchema, after: InferredSchema): Drift[] {
  if (!before.properties || !after.properties) return [];
  const [old, now] = [before.properties, after.properties];
  return [...new Set([...Object.keys(old), ...Object.keys(now)])].sort().flatMap((key): Drift[] => {
    const at = pointer(path, key);
    const [was, is] = [Object.hasOwn(old, key) ? old[key] : undefined, Object.hasOwn(now, key) ? now[key] : undefined];
    if (was && !is) return [{ kind: 'field-removed', path: at, breaking: true, message: `${at}: field removed` }];
    if (!was && is) return [{ kind: 'field-added', path: at, breaking: false, message: `${at}: field added (${typesOf(is).join('|')})` }];
    const optional =
      before.required?.includes(key) && !after.required?.includes(key)
        ? [{ kind: 'field-optional' as const, path: at, breaking: false, message: `${at}: no longer present in every item` }]
        : [];
    return [...optional, ...schemaDrift(was as InferredSchema, is as InferredSchema, at)];
  });
}

/**
 * Differences between two inferred schemas: a field or a type gone is breaking (a client relying
 * on it breaks); a field added or a type narrowed is additive.
 */
export function schemaDrift(before: InferredSchema, after: InferredSchema, path = ''): Drift[] {
  const items = before.items && after.items ? schemaDrift(before.items, after.items, `${path}/*`) : [];
  return [...typeDrift(path, before, after), ...propertyDrift(path, before, after), ...items];
}
