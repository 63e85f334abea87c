/** The media type of a Content-Type value, lower-cased, without parameters ('' when absent). */
export const mediaTypeOf = (contentType: string | undefined): string => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** application/json or any +json type, with parameters (charset) allowed. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const type = mediaTypeOf(contentType);
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}
