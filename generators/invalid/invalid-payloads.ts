import fc from 'fast-check';
import { requirementAt } from '../../specs/annotations.js';
import { requirement, type RequirementId } from '../../specs/requirements.js';
import { schemas, type RequestSchemaName } from '../../specs/schemas/index.js';
import { arbitraryFor } from '../arbitraries/compile.js';
import { applyEdit } from '../schema/edit.js';
import { cloneJson } from '../schema/clone-json.js';
import type { SchemaNode } from '../../specs/schema-walk/node.js';
import { locations, type Location } from '../../specs/schema-walk/walk.js';
import { fullArbitraryFor } from '../valid/full-arbitrary.js';
import { fullValue, minimalValue } from '../valid/examples.js';
import { MUTATIONS } from './mutations/index.js';
import type { BaseBody, InvalidLabel, InvalidSample, Mutation, Violation } from './types.js';

interface Site {
  readonly location: Location;
  readonly mutation: Mutation;
}

/**
 * The valid bodies of the catalogue. The smallest isolates the violation from every optional property;
 * the fullest (every optional property valid in every reading, present and valid) keeps a server that
 * requires a property the spec leaves optional from refusing the body for that instead of for the violation.
 */
const BASE_VALUES = { smallest: minimalValue, fullest: fullValue } as const satisfies Partial<Record<BaseBody, (node: SchemaNode) => unknown>>;

/** Every (location × mutation kind) of a schema where that mutation applies. */
function sitesOf(root: SchemaNode): Site[] {
  return locations(root).flatMap((location) => MUTATIONS.filter((mutation) => mutation.appliesTo(location)).map((mutation) => ({ location, mutation })));
}

/**
 * `x-requirement` of the violated node, else of its nearest annotated ancestor (for a missing required
 * property, `x-requirement-required` first); level from the catalogue.
 */
function labelOf(root: SchemaNode, mutation: Mutation, violation: Violation, base: BaseBody): InvalidLabel {
  const node = root as Record<string, unknown>;
  const required = mutation.kind === 'missing-required' ? requirementAt(node, violation.pointer, 'x-requirement-required') : undefined;
  const id: RequirementId | undefined = mutation.requirement ?? required ?? requirementAt(node, violation.pointer);
  if (!id) throw new Error(`generators: no x-requirement on ${violation.pointer || 'the root'} or its ancestors`);
  const { pointer, keyword } = violation;
  const description = base === 'fullest' ? `${violation.description} in the fullest body` : violation.description;
  return { kind: mutation.kind, pointer, keyword, description, requirement: id, level: requirement(id).level };
}

/** Nodes whose valid values fill the containers a violation's path needs (prefixes 1 … n-1). */
function containerNodes(site: Site, violation: Violation): SchemaNode[] {
  return violation.path.slice(0, -1).map((_, depth) => site.location.nodes[depth + 1] as SchemaNode);
}

function sampleOf(root: SchemaNode, site: Site, body: unknown, fills: readonly unknown[], violation: Violation, base: BaseBody): InvalidSample {
  return { payload: applyEdit(body, violation.path, fills, violation.edit), label: labelOf(root, site.mutation, violation, base), base };
}

/** One sample per site on one base body (each of a mutation's examples, where it has several). */
function catalogueOn(root: SchemaNode, base: keyof typeof BASE_VALUES): InvalidSample[] {
  const value = BASE_VALUES[base];
  const body = value(root);
  return sitesOf(root).flatMap((site) =>
    (site.mutation.examples?.(site.location) ?? [site.mutation.example(site.location)]).map((violation) =>
      sampleOf(root, site, body, containerNodes(site, violation).map(value), violation, base),
    ),
  );
}

/**
 * The deterministic catalogue of a schema: one sample per (location × mutation kind) on the smallest
 * valid body, then the same on the fullest one; a fullest-body sample equal to a smallest-body one
 * (a violation that replaces the whole body) is sent once.
 */
export function invalidCatalogueOf(root: SchemaNode): InvalidSample[] {
  const smallest = catalogueOn(root, 'smallest');
  const sent = new Set(smallest.map(({ payload }) => JSON.stringify(payload)));
  return [...smallest, ...catalogueOn(root, 'fullest').filter(({ payload }) => !sent.has(JSON.stringify(payload)))];
}

/**
 * Random invalid samples of a schema: one random violation at a random site of a random valid body —
 * half of the time a body with any subset of the optional properties, half of the time a fullest one.
 */
export function invalidArbitraryOf(root: SchemaNode): fc.Arbitrary<InvalidSample> {
  const bodies = fc.oneof(
    arbitraryFor(root).map((body) => [body, 'random'] as const),
    fullArbitraryFor(root).map((body) => [body, 'fullest'] as const),
  );
  const arbitraries = sitesOf(root).map((site) => {
    const probe = site.mutation.example(site.location);
    const fills = fc.tuple(...containerNodes(site, probe).map(arbitraryFor));
    return fc
      .tuple(bodies, fills, site.mutation.arbitrary(site.location))
      .map(([[body, base], filled, violation]) => sampleOf(root, site, body, filled, violation, base));
  });
  return fc.oneof(...arbitraries);
}

const catalogues = new Map<RequestSchemaName, readonly InvalidSample[]>();

/**
 * The coverage phase of VALIDATION.REJECT for a request schema (run before the random invalid samples).
 * Deterministic, and asked by more than one check per operation: built once, each caller given its own copy.
 */
export function invalidCatalogue(name: RequestSchemaName): InvalidSample[] {
  let catalogue = catalogues.get(name);
  if (!catalogue) catalogues.set(name, (catalogue = invalidCatalogueOf(schemas[name])));
  return cloneJson(catalogue) as InvalidSample[];
}

const arbitraries = new Map<RequestSchemaName, fc.Arbitrary<InvalidSample>>();

/**
 * Invalid request bodies, each with exactly one labelled violation (VALIDATION.REJECT). An arbitrary
 * holds no state (the run's seed drives it), and building one samples every site's probe: built once.
 */
export function invalidPayloads(name: RequestSchemaName): fc.Arbitrary<InvalidSample> {
  let arbitrary = arbitraries.get(name);
  if (!arbitrary) arbitraries.set(name, (arbitrary = invalidArbitraryOf(schemas[name])));
  return arbitrary;
}
