import { ISO_4217_ACTIVE, ISO_4217_ANY, NEVER_ISO_4217 } from '../currencies.js';

/**
 * Primitive fragments reused by the object schemas. Annotations starting with `x-` are declared as
 * an ajv vocabulary (see ../ajv.ts): `x-faker` picks a realistic generator, `x-requirement` names the
 * catalogue entry a violation of that node breaks, `x-reference` marks references to organisation
 * records (a server may refuse unknown ones), `x-expandable` marks fields the spec calls "Expandable",
 * `x-invalid-examples` lists values that are invalid in every reading of the spec (used for mutations),
 * `x-set` marks lists the spec describes as a collection of references or domains, with no order and
 * no meaning for a repeated entry (a server may store them as a set: read-backs ignore order and duplicates),
 * `x-conditional` quotes the spec's condition on an optional property that some readings refuse outside it
 * (a taskId on a shape-A timesheet): the fullest body leaves such a property out; `x-required-unshown`
 * marks objects whose properties the spec leaves required or optional ("not shown"): a server may require any.
 */

/** "ObjectId = string document identifier." The spec gives no length or alphabet. */
export const objectId = { type: 'string', minLength: 1, 'x-faker': 'database.mongodbObjectId' } as const;

/** "date-time = string in ISO 8601 form, as produced by a standard ISO string conversion." */
export const dateTime = { type: 'string', format: 'date-time' } as const;

/** "ISO 4217 code." The active list (see ../currencies.ts for source and date). */
export const currencyCode = {
  type: 'string',
  enum: ISO_4217_ACTIVE,
  'x-requirement': 'PROJECT.CURRENCY',
  'x-invalid-examples': NEVER_ISO_4217,
} as const;

/**
 * A currency as a response shows it: any ISO 4217 alphabetic code, active or historic (list three). A
 * project stored before a code was withdrawn (HRK, 2023) still holds an ISO 4217 code; failing the
 * server for showing it would fail it for its data, not its behaviour. Three capitals that were never
 * a code (BTC) are not an ISO 4217 code.
 */
export const currencyCodeShown = { type: 'string', enum: ISO_4217_ANY, 'x-requirement': 'PROJECT.CURRENCY' } as const;

/** Generated e-mails use reserved example domains (RFC 2606): a run must never invite a real address. */
export const email = { type: 'string', format: 'email', 'x-faker': 'internet.exampleEmail' } as const;

/** An organisation record reference, optionally expanded into an object ("Expandable"). */
export const expandableReference = {
  'x-expandable': true,
  anyOf: [objectId, { type: 'object' }],
} as const;
