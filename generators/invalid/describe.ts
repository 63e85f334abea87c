/** A short rendering of a value for labels: JSON, cut at 40 characters. */
export function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** "one of open, completed, cancelled", or the count for long enums (ISO 4217 has 180 codes). */
export function enumText(values: readonly unknown[]): string {
  return values.length <= 7 ? `one of ${values.map(String).join(', ')}` : `one of its ${values.length} allowed values`;
}
