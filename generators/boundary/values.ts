import { referenceKind } from '../../specs/annotations.js';
import { providerFor } from '../faker/providers.js';
import { enumOf, fitsLength, isAnyValue, itemsOf, numberKeyword, objectOf, stringKeyword, typesOf, type SchemaNode } from '../../specs/schema-walk/node.js';
import { isArrayNode, isObjectNode } from '../../specs/schema-walk/walk.js';
import { exampleOf, examplesOf, fullValue, minimalValue } from '../valid/examples.js';
import { cycled, DEEP_JSON_VALUE, extremeNumbers, extremeStrings } from './extremes.js';
import { formatBoundaries, type BoundaryValue } from './format-boundaries.js';

/** Long strings: 2,000 characters. Large arrays: 50 items. */
export const LONG_STRING_LENGTH = 2_000;
export const LARGE_ARRAY_LENGTH = 50;
/** Letters with diacritics, CJK, and astral characters (emoji, musical symbol): surrogate pairs in UTF-16. */
export const UNICODE_TEXT = 'Zoë 北京 😀𝄞';

const JSON_VALUES: readonly BoundaryValue[] = [
  { what: 'null', value: null },
  { what: 'boolean', value: true },
  { what: 'zero', value: 0 },
  { what: 'empty string', value: '' },
  { what: 'empty array', value: [] },
  { what: 'nested object', value: { list: [1, 'two', null], nested: { deep: true } } },
  DEEP_JSON_VALUE,
];

const show = (value: unknown) => JSON.stringify(value);

function stringValues(node: SchemaNode): BoundaryValue[] {
  const format = stringKeyword(node, 'format');
  if (format) return [...formatBoundaries(format)];
  if (stringKeyword(node, 'pattern')) return [];
  const seed = String(exampleOf(node)) || 'x';
  // The seed repeated as many times as it takes UTF-16 units, cut at that many characters (code points).
  const chars = Array.from(seed);
  const long = cycled(chars, Math.min(LONG_STRING_LENGTH, chars.length * Math.ceil(LONG_STRING_LENGTH / seed.length)));
  return [
    { what: 'empty string', value: '' },
    { what: `${LONG_STRING_LENGTH.toLocaleString('en')} characters`, value: long },
    { what: 'non-ASCII and astral characters', value: UNICODE_TEXT },
    // References are replaced by ids the fixtures hold before sending: extremes there would be lost.
    ...(referenceKind(node as Record<string, unknown>) === undefined ? extremeStrings(seed) : []),
  ].filter(({ value }) => fitsLength(node, value));
}

function numberValues(node: SchemaNode): BoundaryValue[] {
  const minimum = numberKeyword(node, 'minimum');
  const lower = minimum ?? 0;
  const integral = !typesOf(node).includes('number');
  const candidates = [
    { what: minimum === undefined ? 'zero' : `minimum ${minimum}`, value: lower },
    integral ? { what: 'just above the minimum', value: lower + 1 } : { what: 'tiny positive step above', value: lower + 1e-9 },
    { what: 'large (1e15)', value: 1e15 },
    { what: 'Number.MAX_SAFE_INTEGER', value: Number.MAX_SAFE_INTEGER },
    ...extremeNumbers(minimum),
  ];
  return candidates.filter(({ value }) => value <= (numberKeyword(node, 'maximum') ?? Infinity));
}

function arrayValues(node: SchemaNode): BoundaryValue[] {
  const min = numberKeyword(node, 'minItems') ?? 0;
  const max = numberKeyword(node, 'maxItems') ?? Infinity;
  const large = Math.min(Math.max(LARGE_ARRAY_LENGTH, min), max);
  return [
    { what: 'empty array', value: [] },
    { what: `${large} items`, value: examplesOf(itemsOf(node), large) },
  ].filter(({ value }) => value.length >= min && value.length <= max);
}

/** Each value of a short, closed domain once: enum values, a provider's whole domain (days), booleans. */
function domainValues(node: SchemaNode): BoundaryValue[] | undefined {
  const values = enumOf(node) ?? providerFor(stringKeyword(node, 'x-faker'))?.values ?? (typesOf(node).includes('boolean') ? [true, false] : undefined);
  return values?.map((value) => ({ what: show(value), value }));
}

/** The declared default, when it is not already one of the domain values. */
function defaultValue(node: SchemaNode): BoundaryValue[] {
  const schema = objectOf(node);
  return 'default' in schema && !enumOf(node) ? [{ what: `default ${show(schema.default)}`, value: schema.default }] : [];
}

function valuesByType(node: SchemaNode): BoundaryValue[] {
  const types = typesOf(node);
  if (isArrayNode(node)) return arrayValues(node);
  if (types.includes('string')) return stringValues(node);
  return types.includes('number') || types.includes('integer') ? numberValues(node) : [];
}

/**
 * The boundary values of one schema node — deterministic, all valid against the node. Objects
 * contribute their smallest and fullest valid value.
 */
export function boundaryValues(node: SchemaNode): BoundaryValue[] {
  if (isAnyValue(node)) return [...JSON_VALUES];
  if ('const' in objectOf(node)) return [];
  const domain = domainValues(node);
  if (domain) return domain;
  if (isObjectNode(node))
    return [
      { what: 'smallest object', value: minimalValue(node) },
      { what: 'fullest object', value: fullValue(node) },
    ];
  return [...valuesByType(node), ...defaultValue(node)];
}
