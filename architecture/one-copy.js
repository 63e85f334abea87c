// Small helpers that were written again in several folders, each kept in one file (the lowest layer
// that needs it). Each has a lint rule that reads the AST (architecture/rules/): a new copy anywhere
// in the layers fails `npm run lint`, pointed at the one home.

/** rule (in architecture/rules/) → the helper it guards and its one home. */
export const ONE_COPY = [
  { rule: 'json-object-check', helper: 'the JSON-object guard (isJsonObject)', home: 'specs/json-type.ts' },
  { rule: 'json-type-name', helper: 'the JSON type name of a value (jsonTypeOf)', home: 'specs/json-type.ts' },
  { rule: 'json-pointer', helper: 'JSON Pointer encoding and decoding (RFC 6901)', home: 'specs/json-pointer.ts' },
  { rule: 'documented-statuses', helper: 'the documented statuses', home: 'specs/operations.ts' },
  { rule: 'schema-by-id', helper: 'the $ref resolver (schemas by $id)', home: 'specs/schema-walk/node.ts' },
  { rule: 'ok-body', helper: 'the body of a 200 answer (okBody)', home: 'engine/answer.ts' },
  { rule: 'markdown-cell', helper: 'the Markdown cell escaper (mdCell)', home: 'reports/formats/markdown-text.ts' },
];

/** Libraries wrapped once: only the home imports the package. */
export const ONE_WRAPPER = [{ name: 'http-link-header', helper: 'the RFC 8288 Link parser', home: 'engine/deprecation/link-header.ts' }];
