import type { Parsed } from './deprecation-header.js';
import { memoByText } from '../memo-by-text.js';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;

/**
 * RFC 9110 §5.6.7 HTTP-date as a sender must generate it (IMF-fixdate), e.g. `Sun, 06 Nov 1994 08:49:37 GMT`.
 * Used for `Sunset` (RFC 8594 §3). The grammar is small and exact; Date.parse alone is far too lenient
 * (it accepts ISO dates), so the date is matched first and then checked for existence and weekday.
 */
export const parseHttpDate = memoByText(parseHttpDateOnce);

function parseHttpDateOnce(value: string): Parsed<Date> {
  const match = IMF_FIXDATE.exec(value.trim());
  if (!match) return { ok: false, reason: `"${value}" is not an IMF-fixdate HTTP-date (e.g. "Fri, 31 Dec 2027 23:59:59 GMT")` };
  const [, day, dd, mon, yyyy, hh, mi, ss] = match as unknown as string[];
  const date = new Date(Date.UTC(Number(yyyy), MONTHS.indexOf(mon as string), Number(dd), Number(hh), Number(mi), Number(ss)));
  if (date.getUTCDate() !== Number(dd) || Number(hh) > 23 || Number(mi) > 59 || Number(ss) > 60) {
    return { ok: false, reason: `"${value}" names a date or time that does not exist` };
  }
  if (DAYS[date.getUTCDay()] !== day) return { ok: false, reason: `"${value}": ${dd} ${mon} ${yyyy} is not a ${day}` };
  return { ok: true, value: date };
}
