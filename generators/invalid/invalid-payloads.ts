import fc from 'fast-check';
import { requirementAt } from '../../specs/annotations.js';
import { requirement, type RequirementId } from '../../specs/requirements.js';
import { schemas, type RequestSchemaName } from '../../specs/schemas/index.js';
import { arbitraryFor } from '../arbitraries/compile.js';
import { applyEdit } from '../schema/edit.js';
import type { SchemaNode } from '../schema/node.js';
import { locations, type Location } from '../schema/walk.js';
import { minimalValue } from '../valid/examples.js';
import { MUTATIONS } from './mutations/index.js';
import type { InvalidLabel, InvalidSample, Mutation, Violation } from './types.js';

interface Site { readonly location: Location; readonly mutation: Mutation }

/** Every (location × mutation kind) of a schema where that mutation applies. */
function sitesOf(root: SchemaNode): Site[] {
  return locations(root).flatMap((location) => MUTATIONS.filter((mutation) => mutation.appliesTo(location)).map((mutation) => ({ location, mutation })));
}

/**
 * `x-requirement` of the violated node, else of its nearest annotated ancestor (for a missing required
 * property, `x-requirement-required` first); level from the catalogue.
 */
function labelOf(root: SchemaNode, mutation: Mutation, violation: Violation): InvalidLabel {
  const node = root as Record<string, unknown>;
  const required = mutation.kind === 'missing-required' ? requirementAt(node, violation.pointer, 'x-requirement-required') : undefined;
  const id: RequirementId | undefined = mutation.requirement ?? required ?? requirementAt(node, violation.pointer);
  if (!id) throw new Error(`generators: no x-requirement on ${violation.pointer || 'the root'} or its ancestors`);
  const { pointer, keyword, description } = violation;
  return { kind: mutation.kind, pointer, keyword, description, requirement: id, level: requirement(id).level };
}

/** Nodes whose valid values fill the containers a violation's path needs (prefixes 1 … n-1). */
function containerNodes(site: Site, violation: Violation): SchemaNode[] {
  return violation.path.slice(0, -1).map((_, depth) => site.location.nodes[depth + 1] as SchemaNode);
}

function sampleOf(root: SchemaNode, site: Site, base: unknown, fills: readonly unknown[], violation: Violation): InvalidSample {
  return { payload: applyEdit(base, violation.path, fills, violation.edit), label: labelOf(root, site.mutation, violation) };
}

/** The deterministic catalogue of a schema: one sample per (location × mutation kind), on the smallest valid body. */
export function invalidCatalogueOf(root: SchemaNode): InvalidSample[] {
  const base = minimalValue(root);
  return sitesOf(root).map((site) => {
    const violation = site.mutation.example(site.location);
    return sampleOf(root, site, base, containerNodes(site, violation).map(minimalValue), violation);
  });
}

/** Random invalid samples of a schema: a random valid body, one random violation at a random site. */
export function invalidArbitraryOf(root: SchemaNode): fc.Arbitrary<InvalidSample> {
  const arbitraries = sitesOf(root).map((site) => {
    const probe = site.mutation.example(site.location);
    const fills = fc.tuple(...containerNodes(site, probe).map(arbitraryFor));
    return fc.tuple(arbitraryFor(root), fills, site.mutation.arbitrary(site.location))
      .map(([base, filled, violation]) => sampleOf(root, site, base, filled, violation));
  });
  return fc.oneof(...arbitraries);
}

/** The coverage phase of VALIDATION.REJECT for a request schema (run before the random invalid samples). */
export function invalidCatalogue(name: RequestSchemaName): InvalidSample[] {
  return invalidCatalogueOf(schemas[name]);
}

/** Invalid request bodies, each with exactly one labelled violation (VALIDATION.REJECT). */
export function invalidPayloads(name: RequestSchemaName): fc.Arbitrary<InvalidSample> {
  return invalidArbitraryOf(schemas[name]);
}
