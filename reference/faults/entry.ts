import type { RequirementId } from '../../specs/requirements.js';
import type { Document } from '../state/model.js';
import type { FixtureHandles } from '../state/fixtures/index.js';
import type { Tolerance } from '../validation/tolerance.js';

/** The answers a fault's rendering bends (render/fault-renderings.ts applies it). */
export type RenderedResource = 'project' | 'person' | 'timesheet';

/** What a rendering sees besides the value shown: the stored document, the field, the fixtures. */
export interface RenderContext {
  readonly stored: Document;
  readonly field: string;
  readonly handles: FixtureHandles;
}

/**
 * A fault that only changes how fields of an answer are rendered: applied to each listed field the
 * answer carries, after the conforming rendering. `as` returns the value shown instead; undefined
 * leaves the field out.
 */
export interface FieldRendering {
  readonly resource: RenderedResource;
  readonly fields: readonly string[];
  readonly as: (shown: unknown, context: RenderContext) => unknown;
}

/** One named deviation of the reference server and the requirements a server showing it violates. */
export interface FaultEntry {
  readonly name: string;
  readonly description: string;
  readonly requirements: readonly RequirementId[];
  /** The checks that catch it (test/e2e/proof-faults.ts): one of them must report it, at its level. */
  readonly checks: readonly string[];
  /** A fault that weakens request validation: the one schema violation it lets through (validation/validate-body.ts). */
  readonly tolerance?: Tolerance;
  /** A fault that only bends how an answer renders a field (render/fault-renderings.ts). */
  readonly render?: FieldRendering;
}
