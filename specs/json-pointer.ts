/**
 * JSON Pointer (RFC 6901), as ajv reports `instancePath` and as the accept file, the schema walk and
 * the reports name places: one encoder and one decoder for every layer.
 */

/** A name as one segment of a pointer: "~" → "~0", "/" → "~1". */
export const escapeSegment = (name: string): string => (name.includes('~') || name.includes('/') ? name.replace(/~/g, '~0').replace(/\//g, '~1') : name);

/** A segment of a pointer as the name it stands for: "~1" → "/", "~0" → "~". */
export const unescapeSegment = (segment: string): string => (segment.includes('~') ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : segment);

/** The pointer of an instance path ([] → "", ["entries", 0] → "/entries/0"). */
export const pointerOf = (path: readonly (string | number)[]): string => path.map((segment) => `/${escapeSegment(String(segment))}`).join('');

/** The names a pointer walks through ("" → [], "/a~1b/0" → ["a/b", "0"]). */
export const segmentsOf = (pointer: string): string[] => (pointer === '' ? [] : pointer.split('/').slice(1).map(unescapeSegment));

/** The value at a pointer in a JSON document, or undefined when the document has no such place. */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  let node = document;
  for (const key of segmentsOf(pointer)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
