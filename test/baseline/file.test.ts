import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inferSchema } from '../../baseline/infer-schema.js';
import { baselineOf, readBaseline, writeBaseline } from '../../baseline/file.js';
import { ToolError } from '../../engine/tool-error.js';
import { workDir } from '../support/work-dir.js';

const dir = workDir('pmc-baseline-file-');
const valid = baselineOf(
  [
    {
      step: 'read-project',
      operation: 'PATCH /projects/{projectId}',
      status: 200,
      mediaType: 'application/json',
      schema: inferSchema({ a: [1, 'x'], b: null }),
      headers: { deprecation: '@1' },
    },
    { step: 'read-project-timesheet', operation: 'PATCH /timesheets/{timesheetId}', status: null, skipped: 'no id', headers: {} },
  ],
  'http://127.0.0.1:1/v1',
  new Date(0),
);

function fileWith(name: string, content: string): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe('readBaseline', () => {
  it('reads back what writeBaseline wrote', async () => {
    const file = join(dir, 'valid.json');
    await writeBaseline(file, valid);
    expect(readBaseline(file)).toEqual(valid);
  });

  it.each([
    ['missing file', join(dir, 'nope.json'), /cannot read baseline file/],
    ['not JSON', fileWith('truncated.json', JSON.stringify(valid).slice(0, 40)), /is not valid JSON/],
    ['another format', fileWith('other.json', JSON.stringify({ ...valid, format: 'har' })), /\/format must be equal to constant/],
    [
      'a status that is not an integer',
      fileWith('status.json', JSON.stringify({ ...valid, entries: [{ ...valid.entries[0], status: '200' }] })),
      /\/entries\/0\/status/,
    ],
    [
      'an unknown operation',
      fileWith('operation.json', JSON.stringify({ ...valid, entries: [{ ...valid.entries[0], operation: 'GET /nope' }] })),
      /\/entries\/0\/operation/,
    ],
    [
      'a schema type that is no JSON type',
      fileWith('type.json', JSON.stringify({ ...valid, entries: [{ ...valid.entries[0], schema: { type: 'date' } }] })),
      /\/entries\/0\/schema\/type/,
    ],
  ])('%s → one-line tool error', (_name, file, message) => {
    let error: unknown;
    try {
      readBaseline(file);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ToolError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
