/** A short rendering of a value for labels: JSON, cut at 40 characters. */
export function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** The JSON type name of a value, as JSON Schema's `type` would call it. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** "one of open, completed, cancelled", or the count for long enums (ISO 4217 has 180 codes). */
export function enumText(values: readonly unknown[]): string {
  return values.length <= 7 ? `one of ${values.map(String).join(', ')}` : `one of its ${values.length} allowed values`;
}
