import type { ParsedLine } from './record.js';

/**
 * Common and combined log formats (Apache/nginx): host ident user [time] "METHOD target PROTO" status
 * bytes ["referer" "user agent"]. Strict where it matters (time, request line, status), tolerant of
 * fields servers append after the user agent. No parser library on npm is maintained (clf-parser has
 * one release and a few hundred downloads); this is the grammar, a dozen lines.
 */
const LINE =
  /^\S+ \S+ (?:\S+|"[^"]*") \[(\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4})\] "([A-Z]+) (\S+)(?: HTTP\/[\d.]+)?" (\d{3}) (?:\d+|-)(?: "(?:[^"\\]|\\.)*" "((?:[^"\\]|\\.)*)")?/;
const MONTHS: Record<string, number> = { Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11 };

/** The last time converted: a busy log has many lines a second, each converted once. */
let last = { stamp: '', time: undefined as number | undefined };

/** "10/Oct/2000:13:55:36 -0700" (fixed width, as matched) to milliseconds since the epoch. */
function timeOf(stamp: string): number | undefined {
  if (stamp === last.stamp) return last.time;
  const monthIndex = MONTHS[stamp.slice(3, 6)];
  const number = (from: number, to: number) => Number(stamp.slice(from, to));
  const offset = (number(22, 24) * 60 + number(24, 26)) * (stamp[21] === '-' ? -1 : 1);
  const time =
    monthIndex === undefined ? undefined : Date.UTC(number(7, 11), monthIndex, number(0, 2), number(12, 14), number(15, 17), number(18, 20)) - offset * 60_000;
  last = { stamp, time };
  return time;
}

const unescape = (text: string) => (text.includes('\\') ? text.replace(/\\(.)/g, '$1') : text);

/** One line of an access log; a line that does not follow the format is reported, never fatal. */
export function parseAccessLogLine(line: string): ParsedLine {
  const match = LINE.exec(line);
  if (!match) return { malformed: 'not a common or combined log format line' };
  const [, stamp, method, target, status, agent] = match as unknown as [string, string, string, string, string, string | undefined];
  const time = timeOf(stamp);
  if (time === undefined) return { malformed: `unknown month "${stamp.slice(3, 6)}"` };
  return { method, target, status: Number(status), time, ...(agent === undefined || agent === '-' ? {} : { userAgent: unescape(agent) }) };
}

/** Whether a line looks like an access log line (format detection). */
export const looksLikeAccessLog = (line: string): boolean => LINE.test(line);
