/** Pact body paths (JSONPath as Pact writes them: `$.entries[*].hours[*].day`). */
export const ROOT_PATH = '$';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The path of a property; names that are not identifiers use the bracket form. */
export const childPath = (path: string, key: string): string => (IDENTIFIER.test(key) ? `${path}.${key}` : `${path}['${key.replace(/'/g, "\\'")}']`);

/** Every element of an array. */
export const itemsPath = (path: string): string => `${path}[*]`;

/** Every property of an object (lower weight than a named property, so named rules win). */
export const anyChildPath = (path: string): string => `${path}.*`;
