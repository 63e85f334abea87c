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

/** The value of the decimal digits stamp[from..to) (the regular expression matched them: ASCII digits only). */
function digits(stamp: string, from: number, to: number): number {
  let value = 0;
  for (let index = from; index < to; index += 1) value = value * 10 + stamp.charCodeAt(index) - 48;
  return value;
}

/**
 * The minute last converted ("10/Oct/2000:13:55:" and " -0700", seconds left out): a log has many
 * lines a minute, and Date.UTC is linear in its seconds, so each minute is converted once.
 */
let minute = { prefix: '', zone: '', time: undefined as number | undefined };

/** "10/Oct/2000:13:55:36 -0700" (fixed width, as matched) to milliseconds since the epoch. */
function timeOf(stamp: string): number | undefined {
  if (minute.prefix === '' || !stamp.startsWith(minute.prefix) || !stamp.endsWith(minute.zone)) {
    const monthIndex = MONTHS[stamp.slice(3, 6)];
    const offset = (digits(stamp, 22, 24) * 60 + digits(stamp, 24, 26)) * (stamp[21] === '-' ? -1 : 1);
    const time =
      monthIndex === undefined
        ? undefined
        : Date.UTC(digits(stamp, 7, 11), monthIndex, digits(stamp, 0, 2), digits(stamp, 12, 14), digits(stamp, 15, 17), 0) - offset * 60_000;
    minute = { prefix: stamp.slice(0, 18), zone: stamp.slice(20), time };
  }
  return minute.time === undefined ? undefined : minute.time + digits(stamp, 18, 20) * 1000;
}

const unescape = (text: string) => (text.includes('\\') ? text.replace(/\\(.)/g, '$1') : text);

/** One line of an access log; a line that does not follow the format is reported, never fatal. */
export function parseAccessLogLine(line: string): ParsedLine {
  const match = LINE.exec(line);
  if (!match) return { malformed: 'not a common or combined log format line' };
  const [, stamp, method, target, status, agent] = match as unknown as [string, string, string, string, string, string | undefined];
  const time = timeOf(stamp);
  if (time === undefined) return { malformed: `unknown month "${stamp.slice(3, 6)}"` };
  // Two literal shapes rather than a spread: this runs once a line.
  return agent === undefined || agent === '-'
    ? { method, target, status: digits(status, 0, 3), time }
    : { method, target, status: digits(status, 0, 3), time, userAgent: unescape(agent) };
}

/** Whether a line looks like an access log line (format detection). */
export const looksLikeAccessLog = (line: string): boolean => LINE.test(line);
