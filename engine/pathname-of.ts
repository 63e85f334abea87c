/**
 * A URL of an http(s) origin whose path holds only characters the URL parser keeps as they are (no
 * dot segment, percent sign, backslash, space or other character it would encode or drop): its
 * pathname is the text between the origin and the query or fragment.
 */
const PLAIN = /^(https?:\/\/[^/?#\\]*)(\/[A-Za-z0-9\-_~!$&'()*+,;=:@/]*)?(?:[?#]|$)/i;

/** Origins whose URLs the parser was seen to read so: their plain URLs need not be parsed again. */
const trusted = new Set<string>();
const MAX_TRUSTED = 16;

/**
 * The pathname of a recorded request's URL, as `new URL(url).pathname` gives it. Checks ask it of
 * every exchange, whose URLs share a few origins: the first plain URL of an origin is parsed and its
 * pathname compared; once they agree, that origin's plain URLs are read without the parser.
 */
export function pathnameOf(url: string): string {
  const match = PLAIN.exec(url);
  if (!match) return new URL(url).pathname;
  const origin = match[1] as string;
  const plain = match[2] ?? '/';
  if (trusted.has(origin)) return plain;
  const pathname = new URL(url).pathname;
  if (pathname === plain && trusted.size < MAX_TRUSTED) trusted.add(origin);
  return pathname;
}
