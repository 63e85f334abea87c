import { referenceKind } from '../../specs/annotations.js';
import { deepValue, VERY_LONG_STRING_LENGTH } from '../boundary/extremes.js';
import { examplesOf, fullValue } from '../valid/examples.js';
import {
  enumOf,
  fitsLength,
  isAnyValue,
  isConditional,
  isNever,
  itemsOf,
  numberKeyword,
  objectOf,
  propertiesOf,
  stringKeyword,
  typesOf,
  type SchemaNode,
} from '../../specs/schema-walk/node.js';

/**
 * The value classes of issue 23 ("accepted means stored"): the values real back ends lose, cut,
 * replace or round while answering 200 — falsy and empty values, strings past column widths and
 * outside the Basic Multilingual Plane, numbers past money scales and integer columns, every enum
 * value, JSON values of every type and depth, arrays of 0, 1 and several elements. Derived from the
 * schema node that types a field, never from a list of fields.
 */
export interface ValueClass {
  /** What the report calls the class: "256 characters", "0", "\"open\"". */
  readonly label: string;
  readonly value: unknown;
}

/** Where a class was sent: a field path in the coverage notation ("entries[].hours[].value") and the class. */
export interface Covered {
  readonly path: string;
  readonly label: string;
}

/** One value of a top-level field to send, with the classes it carries (an element may carry several). */
export interface Variant {
  readonly value: unknown;
  readonly covers: readonly Covered[];
}

/** Held ids of organisation records by kind ("clients"); the catalogue passes placeholders. */
export type HeldReferences = (kind: string) => readonly string[];

/** Options of a derivation: held references, and field paths to leave out (taskId on a shape-A timesheet). */
export interface Derivation {
  readonly references: HeldReferences;
  readonly omit?: (path: string) => boolean;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
// Repeated, not built a character at a time: these are made when the checks are loaded, at every start.
const text = (length: number) => ALPHABET.repeat(Math.ceil(length / ALPHABET.length)).slice(0, length);

/** Strings servers store otherwise: empty, at and past VARCHAR(255), long, astral, combining, RTL, padded, control characters. */
export const STRING_CLASSES: readonly ValueClass[] = [
  { label: '"" (empty)', value: '' },
  { label: '1 character', value: 'a' },
  { label: '255 characters', value: text(255) },
  { label: '256 characters', value: text(256) },
  { label: '1,000 characters', value: text(1_000) },
  { label: `${VERY_LONG_STRING_LENGTH.toLocaleString('en')} characters`, value: text(VERY_LONG_STRING_LENGTH) },
  { label: 'astral characters (emoji)', value: 'rocket 🚀 clef 𝄞 family 👩‍👩‍👧' },
  { label: 'combining sequences', value: 'Zoe\u0308 Ame\u0301lie n\u0303' },
  { label: 'right-to-left text', value: 'שלום עולם مرحبا' },
  { label: 'surrounding whitespace', value: '  padded text \t' },
  { label: 'escaped control characters', value: 'bell\u0007 escape\u001b line\nbreak\ttab\u007f' },
  // What sanitisers and escapers touch (issue 34, docs/fault-model.md): each must come back as sent.
  { label: 'markup characters', value: '<b>Tom & "Jerry"</b> it\'s <script>x</script>' },
  { label: 'SQL quotes and comment', value: "O'Brien''s \"plan\"; DROP TABLE t; -- end" },
  { label: 'backslashes', value: 'C:\\dir\\file \\n is not a newline \\u0041' },
  { label: 'percent-encoding and plus', value: '100% a+b %20 %2F %E2%82%AC' },
  { label: 'CR LF and lone CR', value: 'line one\r\nline two\rthree\ttab' },
  { label: 'zero-width characters', value: 'zero\u200bwidth non\u200cjoiner 👩\u200d💻 \ufeffbom' },
  { label: 'bidi controls', value: 'abc\u202eevil\u202c \u2066isolate\u2069 mark\u200f' },
  { label: 'non-breaking and ideographic spaces', value: '\u00a0nbsp\u2003em\u3000' },
  { label: 'mixed letter case', value: 'MiXeD Case Straße İstanbul' },
  { label: 'looks like another type', value: '007' },
  { label: 'the word null', value: 'null' },
  { label: 'a template expression', value: '{{7*7}} ${7*7} <%= 7*7 %>' },
];

/** E-mails stacks rewrite: sub-addresses and dots (Gmail-style canonicalisation), letter case, quotes. */
export const EMAIL_CLASSES: readonly ValueClass[] = [
  { label: 'a sub-address (+tag)', value: 'first.last+tag@example.com' },
  { label: 'letter case in the local part', value: 'First.Last@example.com' },
  { label: 'an apostrophe', value: "o'brien@example.com" },
  { label: 'a subdomain', value: 'user@mail.example.co.uk' },
];

/** Numbers servers round or cap: zero, small fractions, four decimals, 1e8, 2^31, 2^53 − 1. */
export const NUMBER_CLASSES: readonly ValueClass[] = [
  { label: '0', value: 0 },
  { label: '0.1', value: 0.1 },
  { label: '1e-7', value: 1e-7 },
  { label: 'four decimals (1234.5678)', value: 1234.5678 },
  { label: '1e8', value: 1e8 },
  { label: '2^31', value: 2 ** 31 },
  { label: '2^53 − 1', value: Number.MAX_SAFE_INTEGER },
  { label: 'a binary fraction (0.30000000000000004)', value: 0.1 + 0.2 },
  { label: 'negative (−1.5)', value: -1.5 },
  { label: '1e21 (exponent notation)', value: 1e21 },
  { label: 'one decimal (19.9)', value: 19.9 },
];

/** "value | any type": every JSON type, empty containers, nesting 1 and 31 levels deep. */
export const ANY_VALUE_CLASSES: readonly ValueClass[] = [
  { label: 'null', value: null },
  { label: 'false', value: false },
  { label: '0', value: 0 },
  { label: '"" (empty)', value: '' },
  { label: '[] (empty)', value: [] },
  { label: '{} (empty object)', value: {} },
  { label: 'a number with decimals', value: 1234.5678 },
  { label: 'a string', value: 'plain text 🚀' },
  { label: 'an array of mixed types', value: [1, 'two', null, true] },
  { label: 'nested 1 level', value: { level: 'bottom' } },
  { label: 'nested 31 levels', value: deepValue(31) },
  // Keys an operator-injection sanitiser strips or a merge drops (express-mongo-sanitize, lodash.merge).
  { label: 'a key starting with $', value: { $gt: '', $where: 'sleep(1)' } },
  { label: 'a key with a dot', value: { 'a.b': 1, 'x.y.z': 'dotted' } },
  { label: 'a __proto__ key', value: JSON.parse('{"__proto__": {"polluted": true}, "kept": 1}') as unknown },
  { label: 'a markup string', value: '<img src=x onerror=alert(1)> & more' },
];

export const DATE_TIME_CLASSES: readonly ValueClass[] = [
  { label: 'an instant with milliseconds (UTC)', value: '2026-03-01T08:30:15.123Z' },
  { label: 'an instant with an offset (+05:30)', value: '2026-03-02T10:00:00+05:30' },
  { label: 'late evening west of UTC (−08:00)', value: '2026-06-30T22:30:00-08:00' },
  { label: 'a leap day', value: '2028-02-29T12:00:00.000Z' },
  { label: 'before 1970', value: '1969-07-20T20:17:40.000Z' },
  { label: 'after 2038-01-19 (32-bit seconds)', value: '2038-01-19T03:14:08.000Z' },
  { label: 'in a skipped DST hour (Europe)', value: '2026-03-29T01:30:00.000Z' },
];

export const BOOLEAN_CLASSES: readonly ValueClass[] = [
  { label: 'false', value: false },
  { label: 'true', value: true },
];

const withinBounds = (node: SchemaNode) => (value: ValueClass) => {
  const n = value.value as number;
  const minimum = numberKeyword(node, 'minimum');
  const maximum = numberKeyword(node, 'maximum');
  return (minimum === undefined || n >= minimum) && (maximum === undefined || n <= maximum);
};

function referenceClasses(node: SchemaNode, kind: string, references: HeldReferences): ValueClass[] {
  const held = references(kind);
  if (typesOf(node).includes('array')) {
    return [
      { label: '[] (empty)', value: [] },
      ...(held.length >= 1 ? [{ label: '1 element', value: held.slice(0, 1) }] : []),
      ...(held.length >= 2 ? [{ label: 'several elements', value: held.slice(0, 3) }] : []),
    ];
  }
  return held.slice(0, 2).map((id, index) => ({ label: index === 0 ? 'a held reference' : 'another held reference', value: id }));
}

/** The classes of a scalar (or scalar-array) node; [] where the node admits none of them freely (patterns, e-mails). */
export function classesOf(node: SchemaNode, references: HeldReferences): ValueClass[] {
  const schema = objectOf(node);
  if (isNever(node)) return [];
  const kind = referenceKind(schema as Record<string, unknown>) ?? referenceKind(objectOf(itemsOf(node)) as Record<string, unknown>);
  if (kind) return referenceClasses(node, kind, references);
  const values = enumOf(node);
  if (values) return values.map((value) => ({ label: JSON.stringify(value), value }));
  if (isAnyValue(node)) return [...ANY_VALUE_CLASSES];
  const [type] = typesOf(node);
  if (type === 'boolean') return [...BOOLEAN_CLASSES];
  if (type === 'number' || type === 'integer')
    return NUMBER_CLASSES.filter(withinBounds(node)).filter((value) => type === 'number' || Number.isInteger(value.value));
  if (type === 'string') {
    const format = stringKeyword(node, 'format');
    if (format === 'date-time') return [...DATE_TIME_CLASSES];
    if (format === 'email') return EMAIL_CLASSES.filter((value) => fitsLength(node, value.value as string));
    if (format !== undefined || stringKeyword(node, 'pattern') !== undefined) return [];
    return STRING_CLASSES.filter((value) => fitsLength(node, value.value as string));
  }
  if (type === 'array') {
    const items = examplesOf(itemsOf(node), 3);
    return [
      { label: '[] (empty)', value: [] },
      { label: '1 element', value: items.slice(0, 1) },
      { label: 'several elements', value: [...new Set(items)].length === items.length ? items : items.slice(0, 1) },
    ].filter((value, index) => index < 2 || (value.value as unknown[]).length > 1);
  }
  return [];
}

const isObjectArray = (node: SchemaNode) => typesOf(node).includes('array') && typesOf(itemsOf(node)).includes('object');

/** An object's fields (those valid in every reading, and conditional ones unless omitted), each with its variants. */
function objectVariants(node: SchemaNode, path: string, derivation: Derivation): Variant[] {
  const fields = Object.entries(propertiesOf(node))
    .filter(([name, field]) => !isNever(field) && !derivation.omit?.(`${path}.${name}`))
    .map(([name, field]) => ({ name, field, variants: variantsOf(field, `${path}.${name}`, derivation) }));
  const base = (field: SchemaNode) => (isConditional(field) ? undefined : fullValue(field));
  const count = Math.max(0, ...fields.map((field) => field.variants.length));
  return Array.from({ length: count }, (_, index) => {
    const value: Record<string, unknown> = {};
    const covers: Covered[] = [];
    for (const { name, field, variants } of fields) {
      const variant = variants[index];
      const shown = variant ? variant.value : base(field);
      if (shown !== undefined) value[name] = shown;
      if (variant) covers.push(...variant.covers);
    }
    return { value, covers };
  });
}

/** Two elements equal but for their first number field (hour items of the same day): kept as two. */
function alikeButOne(node: SchemaNode, element: unknown): unknown[] | undefined {
  if (typeof element !== 'object' || element === null) return undefined;
  const numberField = Object.entries(propertiesOf(itemsOf(node))).find(([, field]) => typesOf(field).includes('number'));
  if (!numberField) return undefined;
  const [name] = numberField;
  const first = { ...(element as Record<string, unknown>), [name]: 1.5 };
  return [first, { ...first, [name]: 2.25 }];
}

/** The variants of a field at `path`: its classes, or for an array of objects the array's own classes and then its elements'. */
export function variantsOf(node: SchemaNode, path: string, derivation: Derivation): Variant[] {
  if (!isObjectArray(node)) return classesOf(node, derivation.references).map((value) => ({ value: value.value, covers: [{ path, label: value.label }] }));
  const itemPath = `${path}[]`;
  const elements = objectVariants(itemsOf(node), itemPath, derivation);
  const own: Variant[] = [{ value: [], covers: [{ path, label: '[] (empty)' }] }];
  if (elements.length >= 3) own.push({ value: elements.slice(0, 3).map((element) => element.value), covers: [{ path, label: 'several elements' }] });
  const alike = alikeButOne(node, elements[0]?.value);
  if (alike) own.push({ value: alike, covers: [{ path, label: 'several elements alike but for one number' }] });
  return [...own, ...elements.map((element) => ({ value: [element.value], covers: element.covers }))];
}

/** Every field path and class a derivation can send: what the coverage lists as "not tried" when it was not. */
export function catalogueOf(node: SchemaNode, derivation: Derivation): Covered[] {
  const seen = new Map<string, Covered>();
  for (const [name, field] of Object.entries(propertiesOf(node))) {
    if (isNever(field)) continue;
    for (const variant of variantsOf(field, name, derivation)) for (const covered of variant.covers) seen.set(`${covered.path}\u0000${covered.label}`, covered);
  }
  return [...seen.values()];
}

/** Placeholder references, so that the catalogue lists reference classes whatever the fixtures hold. */
export const PLACEHOLDER_REFERENCES: HeldReferences = (kind) => [`${kind}-1`, `${kind}-2`, `${kind}-3`];
