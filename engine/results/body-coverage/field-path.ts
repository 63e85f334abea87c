/**
 * How coverage names a place in a request body: property names joined by ".", the items of an array
 * written "[]" whatever their index — `budget`, `departments[]`, `customProperties[].canView`,
 * `entries[].hours[].value`. The body itself is "". Indices fold into "[]" so that a set of paths is
 * never larger than the schema.
 */
export const childPath = (parent: string, segment: string | number): string =>
  typeof segment === 'number' ? `${parent}[]` : parent === '' ? segment : `${parent}.${segment}`;

/** One key for every name the schema does not document under `parent`: random names must not grow the sets. */
export const unknownFieldOf = (parent: string): string => childPath(parent, '(unknown field)');

/** A name the request does not document but the response does (sent by a client that echoes a read). */
export const responseOnlyOf = (path: string): string => `${path} (response-only)`;
