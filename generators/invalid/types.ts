import type fc from 'fast-check';
import type { Level, RequirementId } from '../../specs/requirements.js';
import type { Edit } from '../schema/edit.js';
import type { Location, Segment } from '../../specs/schema-walk/walk.js';

/** The kinds of single violations the generators make (Schemathesis's negative mutations). */
export type MutationKind =
  | 'wrong-type'
  | 'out-of-enum'
  | 'below-minimum'
  | 'missing-required'
  | 'response-only-injected'
  | 'malformed-format'
  | 'pattern-mismatch'
  | 'wrong-type-in-array'
  | 'wrong-type-in-nested-object'
  | 'unknown-property'
  | 'overlong-string'
  | 'other-case';

/** Why a sample is invalid: one violation, where, which ajv keyword rejects it, which requirement it breaks. */
export interface InvalidLabel {
  readonly kind: MutationKind;
  /** JSON pointer of the violated node as ajv reports it (`instancePath`); for required and additionalProperties, the object. */
  readonly pointer: string;
  /** The ajv keyword expected to reject the payload. */
  readonly keyword: string;
  /** E.g. "budget below minimum 0 (-1)". */
  readonly description: string;
  readonly requirement: RequirementId;
  readonly level: Level;
}

/**
 * The valid body a violation was set on: the smallest (required properties only), a random one (any
 * subset of the optional properties), or a fullest one (every optional property present and valid).
 */
export type BaseBody = 'smallest' | 'random' | 'fullest';

export interface InvalidSample {
  readonly payload: unknown;
  readonly label: InvalidLabel;
  readonly base: BaseBody;
}

/** One violation at one place: the edit that makes it, and how ajv will report it. */
export interface Violation {
  readonly path: readonly Segment[];
  readonly edit: Edit;
  readonly pointer: string;
  readonly keyword: string;
  readonly description: string;
}

/**
 * A mutation: where it applies (a predicate over schema locations), the deterministic violation used
 * by the coverage catalogue and the arbitrary of violations used by random runs.
 */
export interface Mutation {
  readonly kind: MutationKind;
  /** Overrides the requirement found by annotation (unknown properties are the spec's "not shown"). */
  readonly requirement?: RequirementId;
  appliesTo(location: Location): boolean;
  example(location: Location): Violation;
  /** Every deterministic violation the catalogue sends at a location, when there are several (default: the example). */
  examples?(location: Location): readonly Violation[];
  arbitrary(location: Location): fc.Arbitrary<Violation>;
}
