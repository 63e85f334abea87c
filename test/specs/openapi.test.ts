import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../specs/openapi.js';
import { DEPRECATED_OPERATIONS, SPECIFIED_OPERATION_KEYS, parseOperationKey } from '../../specs/operations.js';
import { findProjectRoot } from '../../specs/spec-source.js';
import { standaloneSchemas } from '../../specs/standalone.js';

const root = findProjectRoot();
const committed = JSON.parse(readFileSync(join(root, 'specs', 'openapi.json'), 'utf8')) as ReturnType<typeof buildOpenApi>;
type Operation = { deprecated?: boolean; 'x-shapes-not-shown'?: boolean; requestBody?: unknown };
const operationOf = (key: (typeof DEPRECATED_OPERATIONS)[number]) => {
  const { method, path } = parseOperationKey(key);
  return (committed.paths as Record<string, Record<string, Operation>>)[path]?.[method.toLowerCase()];
};

describe('specs/openapi.json', () => {
  it('is what the schemas generate (run npm run specs:emit after changing a schema)', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('publishes every schema under specs/json/', () => {
    for (const [name, schema] of Object.entries(standaloneSchemas())) {
      expect(JSON.parse(readFileSync(join(root, 'specs', 'json', `${name}.schema.json`), 'utf8'))).toEqual(JSON.parse(JSON.stringify(schema)));
    }
  });

  it.each([...DEPRECATED_OPERATIONS])('has %s, deprecated', (key) => {
    expect(operationOf(key)?.deprecated).toBe(true);
    expect(operationOf(key)?.['x-shapes-not-shown']).toBe(SPECIFIED_OPERATION_KEYS.includes(key as never) ? undefined : true);
  });

  it('carries the v1 segment in its server URL and bearer security', () => {
    expect((committed.servers as { url: string }[])[0]?.url).toMatch(/\/v1$/);
    expect(committed.security).toEqual([{ bearerAuth: [] }]);
  });
});
