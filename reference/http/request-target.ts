/** The path and query of a request, as the WHATWG URL parser reads its target. */
export interface RequestTarget {
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
}

/**
 * A target the URL parser leaves as written: an absolute path of letters, digits, "_", "-", "~" and "/"
 * (no dot segment, no %-escape, no "//" authority), and a query of those and ".", "=", "&" (nothing it
 * would encode or decode differently). Almost every request of a run has one.
 */
const AS_WRITTEN = /^\/(?!\/)[\w\-~/]*(?:\?([\w\-~.=&]*))?$/;

/** The request target parsed the way `new URL(target, base)` does, without the parser for plain targets. */
export function requestTarget(target: string): RequestTarget {
  const plain = AS_WRITTEN.exec(target);
  if (!plain) return new URL(target, 'http://reference.invalid');
  const query = plain[1];
  return { pathname: query === undefined ? target : target.slice(0, target.length - query.length - 1), searchParams: new URLSearchParams(query ?? '') };
}
