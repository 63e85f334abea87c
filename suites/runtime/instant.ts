/**
 * An ISO 8601 date-time (extended or basic form, any number of fraction digits, `Z` or a numeric
 * offset; `T`, `t` or a space between date and time) as milliseconds since the epoch, fractions of a
 * millisecond kept. A date-time without an offset is read as UTC. NaN when the text is no date-time.
 */
const ISO_8601 = /^([+-]\d{6}|\d{4})-?(\d\d)-?(\d\d)[Tt ](\d\d):?(\d\d)(?::?(\d\d)(?:[.,](\d+))?)?([Zz]|[+-]\d\d(?::?\d\d)?)?$/;

function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined || zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return zone.startsWith('-') ? -minutes : minutes;
}

export function instantOf(text: string): number {
  const match = ISO_8601.exec(text);
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const date = new Date(0);
  // setUTCFullYear: Date.UTC would read years 0–99 as 1900–1999.
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hour), Number(minute), Number(second ?? 0), 0);
  const subSecond = fraction === undefined ? 0 : Number(`0.${fraction}`) * 1000;
  return date.getTime() + subSecond - offsetMinutes(zone) * 60_000;
}
