/**
 * Identity of every schema: a stable $id under one base URI. The `.example` TLD is reserved,
 * so these identifiers can never be fetched by accident.
 */
export const SCHEMA_BASE = 'https://pm-conformance.example/schemas/v1/';

export const schemaId = <N extends string>(name: N) => `${SCHEMA_BASE}${name}.json` as const;
