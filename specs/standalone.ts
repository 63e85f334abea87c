import { schemas } from './schemas/index.js';

/** The schemas as standalone 2020-12 documents, as published in specs/json/. */
export function standaloneSchemas(): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, { $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema }]));
}
