import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files.js';

/**
 * Small helpers that were written again in several folders, each kept in one file (the lowest layer
 * that needs it): a new copy shows here as the file that wrote it, to be pointed at the one home.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const SHIPPED = [
  'specs',
  'generators',
  'engine',
  'reference',
  'suites',
  'runner',
  'reports',
  'deprecations',
  'baseline',
  'traffic',
  'diff',
  'pact',
  'api',
  'cli',
  'bench',
  'scripts',
];

const files = SHIPPED.flatMap((folder) => sourceFiles(join(ROOT, folder))).map((file) => ({ name: relative(ROOT, file), text: readFileSync(file, 'utf8') }));

const HELPERS: readonly { readonly helper: string; readonly home: string; readonly pattern: RegExp }[] = [
  { helper: 'JSON Pointer encoding and decoding (RFC 6901)', home: 'specs/json-pointer.ts', pattern: /replace\(\/~[01]\/g|replace\(\/~\/g, '~0'\)/ },
  { helper: 'the RFC 8288 Link parser (http-link-header)', home: 'engine/deprecation/link-header.ts', pattern: /from 'http-link-header'/ },
  { helper: 'the documented statuses', home: 'specs/operations.ts', pattern: /\[200, 400, 500\]/ },
  { helper: 'the JSON type name of a value', home: 'specs/json-type.ts', pattern: /return 'array'|\? 'array' :/ },
  { helper: 'the Markdown cell escaper', home: 'reports/formats/markdown-text.ts', pattern: /replace\(\/\\\|\/g/ },
  { helper: 'the body of a 200 answer (okBody)', home: 'engine/answer.ts', pattern: /response\??\.status === 200 \? [^:]*\.json\b/ },
  { helper: 'the $ref resolver (schemas by $id)', home: 'specs/schema-walk/node.ts', pattern: /Object\.values\(schemas\)\.map\(\(schema\) => \[schema\.\$id/ },
  { helper: 'the JSON-object guard', home: 'specs/json-type.ts', pattern: /=> typeof value === 'object' && value !== null && !Array\.isArray\(value\)/ },
];

describe('one copy of each small helper', () => {
  it.each(HELPERS)('$helper lives in $home only', ({ home, pattern }) => {
    const holders = files.filter((file) => pattern.test(file.text)).map((file) => file.name);
    expect(holders).toEqual([home]);
  });
});
