import { isNever, objectOf, propertiesOf, type SchemaNode } from '../../../specs/schema-walk/node.js';
import { variantsOf, type Derivation, type Variant } from '../../../generators/round-trip/value-classes.js';

/** One field's variant in a request of the phase. */
export interface Item {
  readonly field: string;
  readonly variant: Variant;
}

/** The writable top-level fields of a request schema (response-only ones are `not {}`), each with its variants. */
export function fieldVariants(schema: SchemaNode, derivation: Derivation): Map<string, Variant[]> {
  const fields = Object.entries(propertiesOf(objectOf(schema))).filter(([, node]) => !isNever(node));
  return new Map(fields.map(([name, node]) => [name, variantsOf(node, name, derivation)]));
}

/**
 * Requests of an update, at most `perRequest` fields each: every request takes the next variant of the
 * fields with the most left, so the phase needs as many requests as the longest field has variants (the
 * currency enum) and most requests carry two fields — which also shows a server dropping one field of
 * a two-field update. A refused request is split into single fields (phase.ts), so a refusal names its class.
 */
export function updateBatches(fields: ReadonlyMap<string, readonly Variant[]>, perRequest = 2): Item[][] {
  const left = new Map([...fields].filter(([, variants]) => variants.length > 0).map(([field, variants]) => [field, [...variants]]));
  const order = [...left.keys()];
  const batches: Item[][] = [];
  while (left.size > 0) {
    const chosen = [...left.keys()]
      .sort((a, b) => (left.get(b)?.length ?? 0) - (left.get(a)?.length ?? 0) || order.indexOf(a) - order.indexOf(b))
      .slice(0, perRequest);
    batches.push(
      chosen.map((field) => {
        const variants = left.get(field) ?? [];
        const variant = variants.shift() as Variant;
        if (variants.length === 0) left.delete(field);
        return { field, variant };
      }),
    );
  }
  return batches;
}

/** Adds of a person: the i-th add carries the i-th variant of every field that has one (a new record has no stored value to differ from). */
export function addBatches(fields: ReadonlyMap<string, readonly Variant[]>): Item[][] {
  const count = Math.max(0, ...[...fields.values()].map((variants) => variants.length));
  return Array.from({ length: count }, (_, index) =>
    [...fields].flatMap(([field, variants]) => (variants[index] ? [{ field, variant: variants[index] }] : [])),
  );
}
