import { propertySchema, referenceKind } from '../annotations.js';
import { schemas, type RequestSchemaName, type SchemaName } from '../schemas/index.js';
import { anyValueSlot } from '../schema-walk/any-value-slot.js';
import { unreachable, type OperationProfile, type WriteKind } from './profile.js';

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
  readonly kinds: readonly WriteKind[];
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

function takes(profile: OperationProfile, what: Takes): boolean {
  switch (what) {
    case 'body':
      return profile.requestSchema !== undefined;
    case 'notify':
      return profile.quietable;
    case 'reference':
      return profile.requestSchema !== undefined && hasReference(profile.requestSchema);
    case 'any-value':
      return profile.requestSchema !== undefined && anyValueSlot(schemas[profile.requestSchema]) !== undefined;
    default:
      return unreachable(what);
  }
}

/** Whether a check declared with `appliesTo` applies to the operation of this profile. */
export function applies(appliesTo: AppliesTo, profile: OperationProfile): boolean {
  return (
    appliesTo.kinds.includes(profile.kind) &&
    (appliesTo.answers === undefined || profile.responseSchema === appliesTo.answers) &&
    (appliesTo.takes === undefined || takes(profile, appliesTo.takes))
  );
}
