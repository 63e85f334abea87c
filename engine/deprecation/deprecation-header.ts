import { parseItem } from 'structured-headers';
import { memoByText } from '../memo-by-text.js';

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/**
 * RFC 9745 §2.1: `Deprecation` is an RFC 9651 Item whose value is a Date (`@<epoch seconds>`).
 * Earlier drafts allowed `true` or an HTTP-date; both are rejected here.
 */
export const parseDeprecation = memoByText(parseDeprecationOnce);

function parseDeprecationOnce(value: string): Parsed<Date> {
  try {
    const [item] = parseItem(value);
    if (item instanceof Date) return { ok: true, value: item };
    return { ok: false, reason: `"${value}" is a structured field but not a Date (expected @<epoch seconds>)` };
  } catch {
    return { ok: false, reason: `"${value}" is not an RFC 9651 structured Date (expected @<epoch seconds>)` };
  }
}
