import type { ParsedLine } from './record.js';

/**
 * Common and combined log formats (Apache/nginx): host ident user [time] "METHOD target PROTO" status
 * bytes ["referer" "user agent"]. Strict where it matters (time, request line, status), tolerant of
 * fields servers append after the user agent. No parser library on npm is maintained (clf-parser has
 * one release and a few hundred downloads); this is the grammar, a dozen lines.
 */
const LINE = /^\S+ \S+ (?:\S+|"[^"]*") \[(\d{2})\/([A-Z][a-z]{2})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})\] "([A-Z]+) (\S+)(?: HTTP\/[\d.]+)?" (\d{3}) (?:\d+|-)(?: "(?:[^"\\]|\\.)*" "((?:[^"\\]|\\.)*)")?/;
const MONTHS: Record<string, number> = { Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11 };

/** "10/Oct/2000:13:55:36 -0700" as matched, to milliseconds since the epoch. */
function timeOf(parts: readonly string[]): number | undefined {
  const [day, month, year, hour, minute, second, sign, offsetHours, offsetMinutes] = parts;
  const monthIndex = MONTHS[month ?? ''];
  if (monthIndex === undefined) return undefined;
  const offset = (Number(offsetHours) * 60 + Number(offsetMinutes)) * (sign === '-' ? -1 : 1);
  return Date.UTC(Number(year), monthIndex, Number(day), Number(hour), Number(minute), Number(second)) - offset * 60_000;
}

const unescape = (text: string) => (text.includes('\\') ? text.replace(/\\(.)/g, '$1') : text);

/** One line of an access log; a line that does not follow the format is reported, never fatal. */
export function parseAccessLogLine(line: string): ParsedLine {
  const match = LINE.exec(line);
  if (!match) return { malformed: 'not a common or combined log format line' };
  const time = timeOf(match.slice(1, 10));
  if (time === undefined) return { malformed: `unknown month "${match[2] ?? ''}"` };
  const [method, target, status, agent] = match.slice(10) as [string, string, string, string | undefined];
  return { method, target, status: Number(status), time, ...(agent === undefined || agent === '-' ? {} : { userAgent: unescape(agent) }) };
}

/** Whether a line looks like an access log line (format detection). */
export const looksLikeAccessLog = (line: string): boolean => LINE.test(line);
