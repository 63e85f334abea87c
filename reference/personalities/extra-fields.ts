import { definePersonality } from './personality.js';

/**
 * Adds fields of its own to every object of a JSON body. It does not descend into a property named
 * `value`: that is the caller's data (a custom property's value), returned exactly as stored.
 */
export function addExtraFields(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(addExtraFields);
  if (typeof json !== 'object' || json === null) return json;
  const entries = Object.entries(json).map(([key, value]) => [key, key === 'value' ? value : addExtraFields(value)]);
  return { ...Object.fromEntries(entries), __v: 0, _meta: { servedBy: 'pm-conformance reference' } };
}

/** Extra response fields (the schemas allow them), a charset parameter, and client expanded ("Expandable"). */
export const extraFields = definePersonality({
  name: 'extra-fields',
  description: 'Adds extra fields to every response object, answers Content-Type: application/json; charset=utf-8 and expands client as { _id, name }.',
  overrides: { decorate: addExtraFields, contentType: 'application/json; charset=utf-8', expandClient: true },
});
