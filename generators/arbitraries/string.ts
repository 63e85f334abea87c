import fc from 'fast-check';
import { fakerMethod, seededCall } from '../faker/faker.js';
import { fitsLength, numberKeyword, stringKeyword, type SchemaNode } from '../../specs/schema-walk/node.js';
import { dateTime } from './date-time.js';
import { fakerSeeded, fakerText, type LengthBounds } from './faker-string.js';

/** Free text when a string node names no faker method. */
const DEFAULT_FAKER = 'lorem.words';

/** Faker methods chosen by `format` when the node has no `x-faker`. E-mails use reserved example domains. */
const FORMAT_FAKERS: Readonly<Record<string, string>> = {
  email: 'internet.exampleEmail',
  uri: 'internet.url',
  uuid: 'string.uuid',
  hostname: 'internet.domainName',
};

export function requireFaker(name: string): () => unknown {
  const call = fakerMethod(name);
  if (!call) throw new Error(`generators: x-faker "${name}" names no faker method and no provider`);
  return call;
}

function boundsOf(node: SchemaNode): LengthBounds {
  return { minLength: numberKeyword(node, 'minLength') ?? 0, maxLength: numberKeyword(node, 'maxLength') ?? 10_000 };
}

function formatted(format: string, fakerName: string | undefined): fc.Arbitrary<string> {
  if (format === 'date-time') return dateTime();
  if (format === 'date') return dateTime().map((text) => text.slice(0, 10));
  const name = fakerName ?? FORMAT_FAKERS[format];
  if (!name) throw new Error(`generators: no generator for format "${format}"`);
  return fakerSeeded(requireFaker(name)).map(String);
}

/** ajv compiles `pattern` with the unicode flag; so do the generators. */
export const patternRegExp = (pattern: string) => new RegExp(pattern, 'u');

/** Faker values that match a pattern; refuses a faker method that never does (a filter would spin forever). */
function fakerMatching(name: string, regexp: RegExp): fc.Arbitrary<string> {
  const call = requireFaker(name);
  const probes = Array.from({ length: 20 }, (_, seed) => String(seededCall(call, seed)));
  if (!probes.some((text) => regexp.test(text))) throw new Error(`generators: x-faker "${name}" does not produce values matching ${regexp.source}`);
  return fakerSeeded(call)
    .map(String)
    .filter((text) => regexp.test(text));
}

/**
 * Strings for a string node: by `format` (date-time, e-mail…), else matching `pattern` (from
 * `x-faker` when given), else from `x-faker`, else realistic words. Length bounds are honoured.
 */
export function string(node: SchemaNode): fc.Arbitrary<string> {
  const format = stringKeyword(node, 'format');
  const fakerName = stringKeyword(node, 'x-faker');
  const pattern = stringKeyword(node, 'pattern');
  const bounds = boundsOf(node);
  const fits = (text: string) => fitsLength(node, text);
  if (format) return formatted(format, fakerName).filter(fits);
  if (pattern) {
    const regexp = patternRegExp(pattern);
    return (fakerName ? fakerMatching(fakerName, regexp) : fc.stringMatching(regexp)).filter(fits);
  }
  return fakerText(requireFaker(fakerName ?? DEFAULT_FAKER), bounds);
}
