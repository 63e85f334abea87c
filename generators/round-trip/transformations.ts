import type { RequestSchemaName } from '../../specs/schemas/index.js';
import { isJsonObject } from '../../specs/json-type.js';

/**
 * What real stacks do to a value on its way in or out (issue 34, docs/fault-model.md): each
 * transformation names its source, the value class of value-classes.ts that exposes it, and how the
 * round trip (suites/runtime/round-trip/judge.ts) judges the value it leaves: `different` fails the
 * operation's persistence requirement, `normalised` warns (VALUE.NORMALISED), `same` is a change the
 * spec allows (an instant in another form, a reference expanded, float precision). The round trip
 * sends the class to every writable field of its kind, since the classes derive from schema nodes.
 */
export type ValueKind = 'string' | 'email' | 'id' | 'date-time' | 'number' | 'boolean' | 'array' | 'nested';

export type Judged = 'same' | 'normalised' | 'different';

export interface Transformation {
  readonly id: string;
  readonly kind: ValueKind;
  /** What the stack does, in a few words. */
  readonly what: string;
  /** Where it is documented: a framework's, database's or library's own documentation, or a CWE. */
  readonly source: string;
  /** The label of the value class that exposes it. */
  readonly detectedBy: string;
  /** How the round trip judges the value it leaves. */
  readonly judged: Judged;
  /** The transformation itself, applied to the class's value: what a server with it would read back. */
  readonly apply: (value: unknown) => unknown;
  /** The field it is shown on when not the kind's usual one (a negative number: an hour's value, which has no minimum). */
  readonly at?: { readonly schema: RequestSchemaName; readonly path: string };
}

const str = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const num = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
const ABSENT = undefined;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** A date-time's instant shown another way: the ISO string of `shift` applied to its epoch milliseconds. */
const instant = (value: unknown, shift: (ms: number) => number) => new Date(shift(Date.parse(str(value)))).toISOString();

/** The wall-clock reading of an instant with an offset, read as UTC (the offset dropped). */
const offsetDropped = (value: unknown) => `${str(value).replace(/([+-]\d\d:\d\d|Z)$/, '')}Z`;

function withoutKeys(value: unknown, drop: (key: string) => boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutKeys(item, drop));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !drop(key))
      .map(([key, inner]) => [key, withoutKeys(inner, drop)]),
  );
}

/** lodash `_.set`-style expansion: a dotted key becomes nested objects. */
function dottedExpanded(value: unknown): unknown {
  if (!isJsonObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const steps = key.split('.');
    let at = out;
    for (const step of steps.slice(0, -1)) at = (at[step] ??= {}) as Record<string, unknown>;
    at[steps.at(-1) as string] = inner;
  }
  return out;
}

/** Assignment key by key (`target[key] = value`): a `__proto__` key sets the prototype instead of a property. */
function assignedKeyByKey(value: unknown): unknown {
  if (!isJsonObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = inner;
  return out;
}

export const TRANSFORMATIONS: readonly Transformation[] = [
  // ── Strings ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'html-escaped',
    kind: 'string',
    what: 'markup characters replaced by HTML entities on input',
    source: 'express-validator sanitizer escape() (validator.js escape); CWE-116\'s "escaping at the wrong layer"',
    detectedBy: 'markup characters',
    judged: 'different',
    apply: (value) => escapeHtml(str(value)),
  },
  {
    id: 'tags-stripped',
    kind: 'string',
    what: 'HTML tags removed on input',
    source: 'sanitize-html / DOMPurify defaults; Python bleach.clean(strip=True)',
    detectedBy: 'markup characters',
    judged: 'different',
    apply: (value) => str(value).replace(/<[^>]*>/g, ''),
  },
  {
    id: 'sql-quotes-doubled',
    kind: 'string',
    what: "single quotes escaped twice ('' stored), escaping applied before a parameterised query",
    source: 'PHP addslashes()/magic_quotes_gpc (removed in PHP 5.4) and hand-written escaping before prepared statements (CWE-89 remediations misapplied)',
    detectedBy: 'SQL quotes and comment',
    judged: 'different',
    apply: (value) => str(value).replace(/'/g, "''"),
  },
  {
    id: 'backslashes-unescaped',
    kind: 'string',
    what: 'backslash sequences decoded a second time (\\n becomes a newline)',
    source: 'PHP stripslashes(); a JSON string decoded twice (JSON.parse of an already-parsed value)',
    detectedBy: 'backslashes',
    judged: 'different',
    apply: (value) => str(value).replace(/\\n/g, '\n').replace(/\\\\/g, '\\'),
  },
  {
    id: 'percent-decoded',
    kind: 'string',
    what: 'percent-escapes decoded in a body value',
    source: 'decodeURIComponent (ECMA-262) applied to body values; qs/body-parser urlencoded decoding used on JSON',
    detectedBy: 'percent-encoding and plus',
    judged: 'different',
    apply: (value) =>
      str(value).replace(/%([0-9A-F]{2})/gi, (_, hex: string) => (parseInt(hex, 16) < 0x80 ? String.fromCharCode(parseInt(hex, 16)) : `%${hex}`)),
  },
  {
    id: 'plus-as-space',
    kind: 'string',
    what: '+ read as a space',
    source: 'application/x-www-form-urlencoded parsing (WHATWG URL Standard §5.1, Python urllib.parse.unquote_plus)',
    detectedBy: 'percent-encoding and plus',
    judged: 'different',
    apply: (value) => str(value).replace(/\+/g, ' '),
  },
  {
    id: 'line-endings-normalised',
    kind: 'string',
    what: 'CR LF and lone CR stored as LF',
    source: 'HTML Standard §4.10.5 textarea value normalisation; Git core.autocrlf; Python universal newlines',
    detectedBy: 'CR LF and lone CR',
    judged: 'different',
    apply: (value) => str(value).replace(/\r\n?/g, '\n'),
  },
  {
    id: 'whitespace-collapsed',
    kind: 'string',
    what: 'runs of whitespace, line breaks included, collapsed to one space',
    source: 'Rails String#squish; Django forms CharField(strip=True) with a collapsing clean_ method',
    detectedBy: 'CR LF and lone CR',
    judged: 'different',
    apply: (value) => str(value).replace(/\s+/g, ' '),
  },
  {
    id: 'control-characters-stripped',
    kind: 'string',
    what: 'C0 controls and DEL removed',
    source: 'XML 1.0 §2.2 Char production (stores serialising to XML drop them); validator.js stripLow()',
    detectedBy: 'escaped control characters',
    judged: 'different',
    apply: (value) => str(value).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''),
  },
  {
    id: 'zero-width-stripped',
    kind: 'string',
    what: 'zero-width joiners, non-joiners and spaces removed',
    source: 'Unicode UTS #39 / UAX #31 default-ignorable code points; PRECIS (RFC 8264) width mapping',
    detectedBy: 'zero-width characters',
    judged: 'different',
    apply: (value) => str(value).replace(/[\u200b-\u200d]/g, ''),
  },
  {
    id: 'bom-stripped',
    kind: 'string',
    what: 'U+FEFF (byte order mark) removed',
    source: 'RFC 8259 §8.1 (parsers may ignore a BOM); the strip-bom package; .NET StreamReader',
    detectedBy: 'zero-width characters',
    judged: 'different',
    apply: (value) => str(value).replace(/\ufeff/g, ''),
  },
  {
    id: 'bidi-controls-stripped',
    kind: 'string',
    what: 'bidirectional controls removed',
    source: 'Trojan Source mitigations (CVE-2021-42574); Unicode UAX #9 explicit formatting characters',
    detectedBy: 'bidi controls',
    judged: 'different',
    apply: (value) => str(value).replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g, ''),
  },
  {
    id: 'nfc-normalised',
    kind: 'string',
    what: 'combining sequences composed (NFC)',
    source: 'Unicode UAX #15; W3C Character Model (Charmod-Norm) recommends NFC; Java java.text.Normalizer',
    detectedBy: 'combining sequences',
    judged: 'normalised',
    apply: (value) => str(value).normalize('NFC'),
  },
  {
    id: 'nfkc-normalised',
    kind: 'string',
    what: 'compatibility characters folded (NFKC): no-break and ideographic spaces become spaces',
    source: 'PRECIS (RFC 8264/8265) NFKC for identifiers; Python unicodedata.normalize("NFKC")',
    detectedBy: 'non-breaking and ideographic spaces',
    judged: 'normalised',
    apply: (value) => str(value).normalize('NFKC'),
  },
  {
    id: 'trimmed',
    kind: 'string',
    what: 'surrounding whitespace trimmed',
    source: "Spring StringTrimmerEditor; Mongoose schema option trim: true; Laravel's TrimStrings middleware (on by default)",
    detectedBy: 'surrounding whitespace',
    judged: 'normalised',
    apply: (value) => str(value).trim(),
  },
  {
    id: 'unicode-spaces-trimmed',
    kind: 'string',
    what: 'no-break and ideographic spaces trimmed with ASCII ones',
    source: 'ECMA-262 String.prototype.trim (WhiteSpace includes U+00A0, U+3000, U+FEFF)',
    detectedBy: 'non-breaking and ideographic spaces',
    judged: 'normalised',
    apply: (value) => str(value).trim(),
  },
  {
    id: 'lowercased',
    kind: 'string',
    what: 'letters lowercased',
    source: 'Mongoose schema option lowercase: true; a mapper calling toLowerCase() for case-insensitive search',
    detectedBy: 'mixed letter case',
    judged: 'different',
    apply: (value) => str(value).toLowerCase(),
  },
  {
    id: 'cut-to-255',
    kind: 'string',
    what: 'cut to 255 characters',
    source: 'MySQL VARCHAR(255) without STRICT_TRANS_TABLES ("truncated … a warning is generated")',
    detectedBy: '256 characters',
    judged: 'different',
    apply: (value) => Array.from(str(value)).slice(0, 255).join(''),
  },
  {
    id: 'cut-to-4000-bytes',
    kind: 'string',
    what: 'cut to 4,000 bytes of UTF-8',
    source: 'Oracle VARCHAR2 limit of 4000 bytes (MAX_STRING_SIZE=STANDARD)',
    detectedBy: '10,000 characters',
    judged: 'different',
    apply: (value) => Buffer.from(str(value), 'utf8').subarray(0, 4000).toString('utf8'),
  },
  {
    id: 'astral-replaced',
    kind: 'string',
    what: 'characters outside the BMP stored as ?',
    source: 'MySQL utf8mb3 character set ("does not support supplementary characters")',
    detectedBy: 'astral characters (emoji)',
    judged: 'different',
    apply: (value) => str(value).replace(/[\u{10000}-\u{10FFFF}]/gu, '?'),
  },
  {
    id: 'empty-as-null',
    kind: 'string',
    what: 'the empty string stored as NULL',
    source: 'Oracle Database ("Oracle Database currently treats a character value with a length of zero as null"); Rails nilify_blanks',
    detectedBy: '"" (empty)',
    judged: 'different',
    apply: () => null,
  },
  {
    id: 'numeric-string-cast',
    kind: 'string',
    what: 'a string of digits cast to a number (leading zeros lost)',
    source: 'query-string parseNumbers option; YAML 1.1 implicit typing; PHP numeric strings',
    detectedBy: 'looks like another type',
    judged: 'different',
    apply: (value) => Number(value),
  },
  {
    id: 'null-word-as-null',
    kind: 'string',
    what: 'the text "null" read as NULL',
    source: "PostgreSQL COPY ... NULL 'null'; CSV importers' null markers",
    detectedBy: 'the word null',
    judged: 'different',
    apply: () => null,
  },
  {
    id: 'template-evaluated',
    kind: 'string',
    what: 'a template expression evaluated on the way out',
    source: 'CWE-1336 (server-side template injection)',
    detectedBy: 'a template expression',
    judged: 'different',
    apply: (value) => str(value).replace(/7\*7/g, '49'),
  },
  // ── E-mails ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'email-subaddress-removed',
    kind: 'email',
    what: 'the +tag sub-address removed',
    source: 'validator.js normalizeEmail (gmail_remove_subaddress, outlookdotcom_remove_subaddress…)',
    detectedBy: 'a sub-address (+tag)',
    judged: 'different',
    apply: (value) => str(value).replace(/\+[^@]*@/, '@'),
  },
  {
    id: 'email-dots-removed',
    kind: 'email',
    what: 'dots of the local part removed',
    source: 'validator.js normalizeEmail gmail_remove_dots',
    detectedBy: 'a sub-address (+tag)',
    judged: 'different',
    apply: (value) => {
      const [local = '', domain = ''] = str(value).split('@');
      return `${local.replace(/\./g, '')}@${domain}`;
    },
  },
  {
    id: 'email-lowercased',
    kind: 'email',
    what: 'the whole address lowercased',
    source: 'Devise case_insensitive_keys (downcases the e-mail); validator.js normalizeEmail all_lowercase',
    detectedBy: 'letter case in the local part',
    judged: 'same',
    apply: (value) => str(value).toLowerCase(),
  },
  {
    id: 'email-html-escaped',
    kind: 'email',
    what: 'the apostrophe of an address HTML-escaped',
    source: 'express-validator escape() applied to every field',
    detectedBy: 'an apostrophe',
    judged: 'different',
    apply: (value) => escapeHtml(str(value)),
  },
  // ── Ids ─────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'reference-expanded',
    kind: 'id',
    what: 'a reference answered as the record it names',
    source: 'Mongoose populate(); the spec\'s "Expandable"',
    detectedBy: 'a held reference',
    judged: 'same',
    apply: (value) => ({ _id: value, name: 'Expanded' }),
  },
  {
    id: 'id-uppercased',
    kind: 'id',
    what: 'a hexadecimal id shown in capitals',
    source: 'Oracle RAWTOHEX (uppercase hex); SQL Server uniqueidentifier string form',
    detectedBy: 'a held reference',
    judged: 'different',
    apply: (value) => str(value).toUpperCase(),
  },
  {
    id: 'reference-dropped',
    kind: 'id',
    what: 'a reference the server cannot resolve set to null',
    source: 'SQL ON DELETE SET NULL / a lookup that maps a miss to null',
    detectedBy: 'a held reference',
    judged: 'different',
    apply: () => null,
  },
  // ── Dates and date-times ────────────────────────────────────────────────────────────────────
  {
    id: 'milliseconds-dropped',
    kind: 'date-time',
    what: 'fractional seconds rounded away',
    source: 'MySQL DATETIME without fsp (fractional seconds rounded, MySQL 8 docs 11.2.6)',
    detectedBy: 'an instant with milliseconds (UTC)',
    judged: 'same',
    apply: (value) => instant(value, (ms) => Math.round(ms / 1000) * 1000),
  },
  {
    id: 'converted-to-utc',
    kind: 'date-time',
    what: 'an offset converted to UTC (the same instant)',
    source: 'ECMA-262 Date.prototype.toISOString; PostgreSQL timestamptz output in the session zone',
    detectedBy: 'an instant with an offset (+05:30)',
    judged: 'same',
    apply: (value) => instant(value, (ms) => ms),
  },
  {
    id: 'offset-ignored',
    kind: 'date-time',
    what: 'the offset dropped and the wall-clock time kept',
    source: 'PostgreSQL timestamp without time zone ("silently ignore any time zone indication"); MySQL DATETIME',
    detectedBy: 'an instant with an offset (+05:30)',
    judged: 'different',
    apply: offsetDropped,
  },
  {
    id: 'date-only',
    kind: 'date-time',
    what: 'the time of day dropped (a DATE column)',
    source: 'SQL DATE type; java.time.LocalDate mapping of a date-time',
    detectedBy: 'an instant with milliseconds (UTC)',
    judged: 'different',
    apply: (value) => `${str(value).slice(0, 10)}T00:00:00.000Z`,
  },
  {
    id: 'local-date-shifted',
    kind: 'date-time',
    what: 'the date taken in UTC of an evening west of UTC: the next day',
    source: 'SQL DATE stored from a UTC conversion; JavaScript Date#toISOString().slice(0, 10)',
    detectedBy: 'late evening west of UTC (−08:00)',
    judged: 'different',
    apply: (value) => `${new Date(str(value)).toISOString().slice(0, 10)}T00:00:00.000Z`,
  },
  {
    id: 'timestamp-2038-zeroed',
    kind: 'date-time',
    what: 'an instant after 2038-01-19T03:14:07Z stored as the zero date',
    source: "MySQL TIMESTAMP range ('1970-01-01 00:00:01' to '2038-01-19 03:14:07' UTC; out of range becomes zero without strict mode)",
    detectedBy: 'after 2038-01-19 (32-bit seconds)',
    judged: 'different',
    apply: () => '1970-01-01T00:00:00.000Z',
  },
  {
    id: 'pre-epoch-clamped',
    kind: 'date-time',
    what: 'an instant before 1970 clamped to the epoch',
    source: 'MySQL TIMESTAMP range; unsigned epoch-second columns',
    detectedBy: 'before 1970',
    judged: 'different',
    apply: () => '1970-01-01T00:00:00.000Z',
  },
  {
    id: 'dst-gap-shifted',
    kind: 'date-time',
    what: 'a wall-clock time in a skipped DST hour moved an hour later',
    source: 'java.time ZonedDateTime.of ("adjusted to be later by the length of the gap"); a server storing local time in Europe/Berlin',
    detectedBy: 'in a skipped DST hour (Europe)',
    judged: 'different',
    apply: (value) => instant(value, (ms) => ms + 3_600_000),
  },
  {
    id: 'leap-day-rolled',
    kind: 'date-time',
    what: '29 February rolled over to 1 March',
    source: 'Date arithmetic on 365-day years (the 2012 Azure leap-day outage post-mortem); ECMA-262 MakeDay overflow',
    detectedBy: 'a leap day',
    judged: 'different',
    apply: (value) => str(value).replace('-02-29', '-03-01'),
  },
  {
    id: 'epoch-milliseconds',
    kind: 'date-time',
    what: 'answered as epoch milliseconds, not an ISO string',
    source: 'Jackson SerializationFeature.WRITE_DATES_AS_TIMESTAMPS (on by default)',
    detectedBy: 'an instant with milliseconds (UTC)',
    judged: 'different',
    apply: (value) => Date.parse(str(value)),
  },
  // ── Numbers ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'rounded-to-cents',
    kind: 'number',
    what: 'rounded to two decimals',
    source: 'SQL DECIMAL(p, 2) money columns (MySQL rounds on insert)',
    detectedBy: 'four decimals (1234.5678)',
    judged: 'different',
    apply: (value) => Math.round(num(value) * 100) / 100,
  },
  {
    id: 'binary-fraction-rounded',
    kind: 'number',
    what: '0.30000000000000004 stored as 0.3 in a decimal column',
    source: 'SQL DECIMAL scale; Java BigDecimal.setScale',
    detectedBy: 'a binary fraction (0.30000000000000004)',
    judged: 'same',
    apply: (value) => Math.round(num(value) * 100) / 100,
  },
  {
    id: 'capped-to-int32',
    kind: 'number',
    what: 'capped to 2^31 − 1',
    source: 'MySQL INT without strict mode ("clipped to the appropriate endpoint of the column data type range")',
    detectedBy: '2^53 − 1',
    judged: 'different',
    apply: (value) => Math.min(num(value), 2 ** 31 - 1),
  },
  {
    id: 'single-precision',
    kind: 'number',
    what: 'held in single precision',
    source: 'PostgreSQL real (6 decimal digits); Java float; the spec types it "number (float)"',
    detectedBy: 'four decimals (1234.5678)',
    judged: 'same',
    apply: (value) => Math.fround(num(value)),
  },
  {
    id: 'truncated-to-integer',
    kind: 'number',
    what: 'the fraction cut (an integer column, parseInt)',
    source: 'ECMA-262 parseInt; SQL INTEGER columns',
    detectedBy: '0.1',
    judged: 'different',
    apply: (value) => Math.trunc(num(value)),
  },
  {
    id: 'numeric-as-string',
    kind: 'number',
    what: 'a NUMERIC column answered as a string',
    source: 'node-postgres (pg-types returns NUMERIC as a string by default)',
    detectedBy: 'four decimals (1234.5678)',
    judged: 'different',
    apply: (value) => String(value),
  },
  {
    id: 'int64-as-string',
    kind: 'number',
    what: 'a 64-bit integer answered as a string',
    source: 'Protocol Buffers JSON mapping (int64 as a string); Sequelize BIGINT',
    detectedBy: '2^53 − 1',
    judged: 'different',
    apply: (value) => String(value),
  },
  {
    id: 'unsigned-clamped',
    kind: 'number',
    what: 'a negative number stored as 0 in an unsigned column',
    source: 'MySQL UNSIGNED columns without strict mode',
    detectedBy: 'negative (−1.5)',
    judged: 'different',
    apply: (value) => Math.max(0, num(value)),
    at: { schema: 'timesheet-update', path: 'entries[].hours[].value' },
  },
  {
    id: 'exponent-notation',
    kind: 'number',
    what: '1e21 written as 1.0E21',
    source: 'Java Double.toString (Jackson writes doubles with it); still the same JSON number',
    detectedBy: '1e21 (exponent notation)',
    judged: 'same',
    apply: (value) => JSON.parse(String(num(value)).replace('e+', '.0E')) as unknown,
  },
  {
    id: 'zero-ignored',
    kind: 'number',
    what: '0 not applied (`if (body.budget)`)',
    source: 'JavaScript truthiness (MDN "Falsy"); Go omitempty on a number',
    detectedBy: '0',
    judged: 'different',
    apply: () => 1,
  },
  // ── Booleans ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'false-ignored',
    kind: 'boolean',
    what: 'false not applied (`if (body.flag)`), the stored true kept',
    source: 'JavaScript truthiness; Go encoding/json omitempty drops false',
    detectedBy: 'false',
    judged: 'different',
    apply: () => true,
  },
  {
    id: 'boolean-as-integer',
    kind: 'boolean',
    what: 'answered as 1 or 0',
    source: 'MySQL BOOL is TINYINT(1); mysql2 returns it as a number',
    detectedBy: 'true',
    judged: 'different',
    apply: (value) => (value ? 1 : 0),
  },
  {
    id: 'boolean-as-string',
    kind: 'boolean',
    what: 'answered as "true" or "Y"',
    source: 'Oracle Database before 23ai has no SQL BOOLEAN (CHAR(1) Y/N columns); XML form binders',
    detectedBy: 'true',
    judged: 'different',
    apply: (value) => String(value),
  },
  // ── Arrays ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'empty-array-omitted',
    kind: 'array',
    what: 'an empty list left out of the answer',
    source: 'Jackson JsonInclude.Include.NON_EMPTY; Go omitempty on a slice',
    detectedBy: '[] (empty)',
    judged: 'different',
    apply: () => ABSENT,
  },
  {
    id: 'single-element-unwrapped',
    kind: 'array',
    what: 'a list of one element answered as the element',
    source: 'xml2js explicitArray: false; Jackson ACCEPT_SINGLE_VALUE_AS_ARRAY mirrored on output',
    detectedBy: '1 element',
    judged: 'different',
    apply: (value) => (Array.isArray(value) ? value[0] : value),
  },
  {
    id: 'list-reordered',
    kind: 'array',
    what: 'a list answered in another order',
    source: 'SQL without ORDER BY (set semantics); PostgreSQL jsonb arrays keep order, join tables do not',
    detectedBy: 'several elements',
    judged: 'same',
    apply: (value) => (Array.isArray(value) ? [...value].reverse() : value),
  },
  {
    id: 'list-cut-to-one',
    kind: 'array',
    what: 'only the first element of a list kept',
    source: 'a one-to-one column mapping a one-to-many field (an ORM mapping mistake)',
    detectedBy: 'several elements',
    judged: 'different',
    apply: (value) => (Array.isArray(value) ? value.slice(0, 1) : value),
  },
  // ── Nested values (a custom property's value: any JSON) ─────────────────────────────────────
  {
    id: 'operator-keys-removed',
    kind: 'nested',
    what: 'keys starting with $ removed',
    source: 'express-mongo-sanitize; OWASP API8:2023 (security misconfiguration) guidance on NoSQL operator injection (CWE-943)',
    detectedBy: 'a key starting with $',
    judged: 'different',
    apply: (value) => withoutKeys(value, (key) => key.startsWith('$')),
  },
  {
    id: 'dotted-keys-expanded',
    kind: 'nested',
    what: 'a dotted key expanded into nested objects',
    source: 'lodash _.set / MongoDB dot notation on update ($set with "a.b")',
    detectedBy: 'a key with a dot',
    judged: 'different',
    apply: dottedExpanded,
  },
  {
    id: 'proto-key-lost',
    kind: 'nested',
    what: 'a __proto__ key lost when copied key by key',
    source: 'CWE-1321 (prototype pollution) and the guards of lodash merge, secure-json-parse (protoAction)',
    detectedBy: 'a __proto__ key',
    judged: 'different',
    apply: assignedKeyByKey,
  },
  {
    id: 'empty-object-minimised',
    kind: 'nested',
    what: 'an empty object removed',
    source: 'Mongoose schema option minimize (true by default)',
    detectedBy: '{} (empty object)',
    judged: 'different',
    apply: () => ABSENT,
  },
  {
    id: 'null-omitted',
    kind: 'nested',
    what: 'a null left out of the answer',
    source: 'Jackson JsonInclude.Include.NON_NULL; System.Text.Json JsonIgnoreCondition.WhenWritingNull',
    detectedBy: 'null',
    judged: 'different',
    apply: () => ABSENT,
  },
  {
    id: 'value-stringified',
    kind: 'nested',
    what: 'a JSON value stored as its text',
    source: 'a TEXT column holding JSON (MySQL before 5.7.8, SQLite)',
    detectedBy: 'nested 1 level',
    judged: 'different',
    apply: (value) => JSON.stringify(value),
  },
  {
    id: 'keys-reordered',
    kind: 'nested',
    what: 'object keys answered in another order',
    source: 'PostgreSQL jsonb ("does not preserve the order of object keys")',
    detectedBy: 'a key with a dot',
    judged: 'same',
    apply: (value) => Object.fromEntries(Object.entries(value as Record<string, unknown>).reverse()),
  },
  {
    id: 'nested-markup-escaped',
    kind: 'nested',
    what: 'markup in a JSON string escaped',
    source: 'a global XSS filter applied to every string of a body (xss-clean middleware)',
    detectedBy: 'a markup string',
    judged: 'different',
    apply: (value) => escapeHtml(str(value)),
  },
];
