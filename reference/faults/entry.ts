import type { RequirementId } from '../../specs/requirements.js';
import type { Tolerance } from '../validation/tolerance.js';
import type { ValueHook } from '../validation/map-body.js';
import type { DocumentRendering, ErrorBodyRendering, FieldRendering, HeaderRendering, SuccessRendering, VisibilityRendering } from './renderings.js';

/**
 * One named deviation of the reference server and the requirements a server showing it violates. A
 * fault that only weakens validation or only changes how an answer is shown carries that as data
 * (each applied by one function, named below); any other fault is code under its name.
 */
export interface FaultEntry {
  readonly name: string;
  readonly description: string;
  readonly requirements: readonly RequirementId[];
  /** The checks that catch it (test/e2e/proof-faults.ts): one of them must report it, at its level. */
  readonly checks: readonly string[];
  /** A fault that weakens request validation: the one schema violation it lets through (validation/validate-body.ts). */
  readonly tolerance?: Tolerance;
  /**
   * A fault that only changes what a valid request value is stored as (a column's width, scale or
   * character set): applied to every value of a validated body after the personality's storeValue
   * (validation/validate-body.ts), so the answer and every later read show it.
   */
  readonly store?: ValueHook;
  /** Fields of a resource's answer shown otherwise (render/fault-renderings.ts). */
  readonly render?: FieldRendering;
  /** A resource's answer shown otherwise as a whole (render/fault-renderings.ts). */
  readonly document?: DocumentRendering;
  /** A deprecation header shown otherwise (http/deprecation-headers.ts). */
  readonly header?: HeaderRendering;
  /** Error bodies sent otherwise (http/error-reply.ts). */
  readonly errorBody?: ErrorBodyRendering;
  /** Custom properties a role sees otherwise (render/visibility.ts). */
  readonly visibility?: VisibilityRendering;
  /** Success answers sent otherwise: status, content type, body (http/success-reply.ts). */
  readonly success?: SuccessRendering;
}
