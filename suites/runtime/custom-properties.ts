import { customPropertyFields } from '../../specs/schemas/index.js';

/** A custom property as a request may carry it: only the fields the request schema defines. */
export function asRequest(property: unknown): Record<string, unknown> {
  const source = (property ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(customPropertyFields)
      .filter((key) => key in source)
      .map((key) => [key, source[key]]),
  );
}

/** The custom properties of a project body, as requests (so they can be sent back unchanged). */
export const requestPropertiesOf = (project: Record<string, unknown> | undefined): Record<string, unknown>[] =>
  ((project?.customProperties ?? []) as unknown[]).map(asRequest);
