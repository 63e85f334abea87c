import type { Level, RequirementId } from '../../specs/requirements.js';

/** A query or path parameter value with what it is meant to exercise. */
export interface LabelledParameter<K extends string> {
  /** The raw value; the caller percent-encodes it (encodeURIComponent) when building the URL. */
  readonly value: string;
  readonly kind: K;
  readonly description: string;
  readonly requirement: RequirementId;
  readonly level: Level;
}
