import type fc from 'fast-check';
import { schemas, type RequestSchemaName } from '../../specs/schemas/index.js';
import type { AddPerson, ProjectUpdate, TimesheetUpdate } from '../../specs/types.js';
import { arbitraryFor } from '../arbitraries/compile.js';

/** The body type of each request schema (types inferred from the schemas by specs/types.ts). */
export interface RequestPayloads {
  'project-update': ProjectUpdate;
  'timesheet-update': TimesheetUpdate;
  'add-person': AddPerson;
}

// Fails to compile when a request schema is added or removed without updating the map above.
type SameKeys<A, B> = [Exclude<keyof A, B>, Exclude<B, keyof A>] extends [never, never] ? true : never;
const requestPayloadsCoverRequestSchemas: SameKeys<RequestPayloads, RequestSchemaName> = true;
void requestPayloadsCoverRequestSchemas;

/**
 * Valid request bodies for a request schema (VALIDATION.REJECT's counterpart: these must not be
 * refused for their shape). Every sample validates with `validatorFor(name)`.
 */
export function validPayload<N extends RequestSchemaName>(name: N): fc.Arbitrary<RequestPayloads[N]> {
  const schema = schemas[name];
  if (!schema) throw new Error(`generators: unknown request schema "${String(name)}"`);
  return arbitraryFor(schema) as fc.Arbitrary<RequestPayloads[N]>;
}
