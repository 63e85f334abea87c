import type { FromSchema } from 'json-schema-to-ts';
/**
 * JSON Schema of the --accept file (JSON or YAML). An entry matches failed results by check and,
 * when given, requirement, operation and a message pattern; it accepts them until the end of `expires`.
 */
export const acceptFileSchema = {
  $id: 'https://pm-conformance.dev/schemas/accept-file.json',
  type: 'object',
  required: ['accepted'],
  additionalProperties: false,
  properties: {
    accepted: {
      type: 'array',
      items: {
        type: 'object',
        required: ['check', 'reason', 'expires'],
        additionalProperties: false,
        properties: {
          check: { type: 'string', minLength: 1 },
          requirement: { type: 'string', minLength: 1 },
          operation: { type: 'string', minLength: 1 },
          /** A regular expression searched in the result's message. */
          message: { type: 'string', minLength: 1 },
          reason: { type: 'string', minLength: 1 },
          /** YYYY-MM-DD, a real calendar date. */
          expires: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' },
        },
      },
    },
  },
} as const;

/** One entry as written in the file: the type is the schema's (one truth). */
export type AcceptEntry = FromSchema<typeof acceptFileSchema>['accepted'][number];

/** An entry with where it is in the file. */
export interface LocatedEntry extends AcceptEntry {
  readonly entry: number;
  readonly line?: number;
}
