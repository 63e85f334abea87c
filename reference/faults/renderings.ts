import type { OperationKey } from '../../specs/operations.js';
import type { ErrorBody } from '../../specs/types.js';
import type { DeprecationDates } from '../http/deprecation-dates.js';
import type { Reply } from '../http/reply.js';
import type { FixtureHandles } from '../state/seed/index.js';
import type { CallerRole, Document, Role } from '../state/model.js';

// The renderings a fault's catalogue entry may carry: each only changes how one part of an answer
// is shown, never what is stored or which answer is given. The code that renders that part applies
// the renderings of the active faults in catalogue order, each to what the ones before it show.

/** The answers a fault's rendering bends (render/fault-renderings.ts applies it). */
export type RenderedResource = 'project' | 'person' | 'timesheet';

/** What a rendering of a resource sees besides the answer: the stored document and the fixtures. */
export interface DocumentContext {
  readonly stored: Document;
  readonly handles: FixtureHandles;
}

/** What a field rendering sees besides the value shown: the document, the field, the fixtures. */
export interface RenderContext extends DocumentContext {
  readonly field: string;
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

/** A fault that changes a resource's answer as a whole (adds fields it never carries), after the field renderings. */
export interface DocumentRendering {
  readonly resource: RenderedResource;
  readonly as: (shown: Document, context: DocumentContext) => Document;
}

/** The deprecation metadata every routed answer carries (http/deprecation-headers.ts). */
export type DeprecationHeader = 'deprecation' | 'sunset' | 'link';

/** A fault that only changes one deprecation header: `as` gives the value sent, from the one shown and the dates (undefined: left out). */
export interface HeaderRendering {
  readonly header: DeprecationHeader;
  readonly as: (shown: string, dates: DeprecationDates) => string | undefined;
}

/** The body of an error answer: JSON, or text (sent as text/plain). */
export type ErrorPayload = Pick<Reply, 'json' | 'text'>;

/** What an error body rendering sees besides the payload: the conforming error body and the status. */
export interface ErrorContext {
  readonly body: ErrorBody;
  readonly status: number;
}

/**
 * A fault that only changes the body of error answers of one status (of every status when absent):
 * `as` gives the payload sent, from the one shown (the personality's body, or an earlier rendering's).
 */
export interface ErrorBodyRendering {
  readonly status?: number;
  readonly as: (shown: ErrorPayload, context: ErrorContext) => ErrorPayload;
}

/** A fault that only changes which custom properties a role sees: those whose canView is at or below `sees`. */
export interface VisibilityRendering {
  readonly role: CallerRole;
  readonly sees: Role;
}

/**
 * A fault that only changes how the success answers of one operation (of every operation when absent)
 * are sent: the status instead of 200, the content type of a JSON body, the body (undefined: none).
 */
export interface SuccessRendering {
  readonly operation?: OperationKey;
  readonly status?: number;
  readonly contentType?: string;
  readonly body?: (shown: unknown) => unknown;
}
