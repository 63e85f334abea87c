import { propertySchema, referenceKind } from '../annotations.js';
import { schemas, type RequestSchemaName, type SchemaName } from '../schemas/index.js';
import { anyValueSlot } from '../schema-walk/any-value-slot.js';
import type { OperationKey, SPECIFIED_OPERATIONS, SpecifiedOperationName } from '../operations.js';
import { unreachable, type AnyProfile, type OperationKind } from './profile.js';
import type { addPerson } from './add-person.js';
import type { readProject } from './read-project.js';
import type { readTimesheet } from './read-timesheet.js';
import type { removePerson } from './remove-person.js';
import type { updateProject } from './update-project.js';
import type { updateTimesheet } from './update-timesheet.js';

/**
 * What a request of the operation takes, read from its profile: a body, notify, a body field that
 * references an organisation record, a value of any type (a custom property's value).
 */
export type Takes = 'body' | 'notify' | 'reference' | 'any-value';

/**
 * Where a check applies, as an ajv keyword declares the data it applies to: the kinds of operation it
 * judges, narrowed only by what the profiles say of an operation. The engine (runner/plan.ts) runs the
 * check on every specified operation that matches, so a new operation of a kind is judged by the
 * checks of that kind without any check naming it.
 */
export interface AppliesTo {
  readonly kinds: readonly OperationKind[];
  /** Only the operations that answer this document (the profile's response schema): a check of a project's own fields. */
  readonly answers?: SchemaName;
  /** Only the operations whose request takes this. */
  readonly takes?: Takes;
}

/** Whether the request schema has a top-level field that references an organisation record (x-reference). */
function hasReference(schema: RequestSchemaName): boolean {
  return Object.keys(schemas[schema].properties).some((field) => {
    const node = propertySchema(schema, field);
    return node !== undefined && referenceKind(node) !== undefined;
  });
}

function takes(profile: AnyProfile, what: Takes): boolean {
  // A read takes no body and no notify.
  const requestSchema = profile.kind === 'read' ? undefined : profile.requestSchema;
  switch (what) {
    case 'body':
      return requestSchema !== undefined;
    case 'notify':
      return profile.kind !== 'read' && profile.quietable;
    case 'reference':
      return requestSchema !== undefined && hasReference(requestSchema);
    case 'any-value':
      return requestSchema !== undefined && anyValueSlot(schemas[requestSchema]) !== undefined;
    default:
      return unreachable(what);
  }
}

/** Whether a check declared with `appliesTo` applies to the operation of this profile. */
export function applies(appliesTo: AppliesTo, profile: AnyProfile): boolean {
  return (
    appliesTo.kinds.includes(profile.kind) &&
    (appliesTo.answers === undefined || profile.responseSchema === appliesTo.answers) &&
    (appliesTo.takes === undefined || takes(profile, appliesTo.takes))
  );
}

/** Every profile's type, its key and kind literal (the type-level table OperationOf reads). */
type Profile = typeof updateProject | typeof updateTimesheet | typeof addPerson | typeof removePerson | typeof readProject | typeof readTimesheet;

type Specified = typeof SPECIFIED_OPERATIONS;

/** The specified operations whose entry in the spec's table has the shape `P`. */
type SpecifiedWhere<P> = { [N in SpecifiedOperationName]: Specified[N] extends P ? Specified[N]['key'] : never }[SpecifiedOperationName];

/** Operations that take a request body (the spec's entry names a body schema). */
export type BodyOperation = SpecifiedWhere<{ readonly body: string }>;

/** Operations that take notify. */
export type QuietableOperation = SpecifiedWhere<{ readonly query: object }>;

/** Every operation a check can run on: the specified ones and the reads of their documents. */
export type ProfiledOperation = Profile['key'];

/** The operations of these kinds. */
export type OperationOfKind<Kd extends OperationKind> = Extract<Profile, { readonly kind: Kd }>['key'];

/** The operations whose answer is the document `S`: the updates that answer it, and the reads of their documents. */
type Answering<S extends SchemaName> =
  SpecifiedWhere<{ readonly response: S }> | Extract<Profile, { readonly kind: 'read'; readonly reads: SpecifiedWhere<{ readonly response: S }> }>['key'];

/** The operations whose request takes `T`: a reference or any value is a field of a body. */
type Taking<T extends Takes> = T extends 'notify' ? QuietableOperation : BodyOperation;

/**
 * The operations a check declared with `A` runs on, as a type: its kinds, narrowed by what it answers
 * and takes. `isOperationOf` is its run-time twin; test/specs/operation-of.test.ts holds them together.
 */
export type OperationOf<A extends AppliesTo> = Extract<
  ProfiledOperation,
  OperationOfKind<A['kinds'][number]> &
    (A extends { readonly answers: infer S extends SchemaName } ? Answering<S> : OperationKey) &
    (A extends { readonly takes: infer T extends Takes } ? Taking<T> : OperationKey)
>;
