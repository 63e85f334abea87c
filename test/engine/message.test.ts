import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { specStates, violates } from '../../engine/message.js';
import { requirement } from '../../specs/requirements.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('violates', () => {
  it('quotes the catalogue sentence after what was received', () => {
    expect(violates('STATUS.SUCCESS', 'a success status 201')).toBe('Received a success status 201. The spec states: Each success response is 200.');
  });

  it('ends every quoted sentence with a full stop and quotes each sentence once', () => {
    expect(specStates(['DELETE_PERSON.REMOVES', 'DELETE_PERSON.RESPONSE', 'DELETE_PERSON.REMOVES'])).toBe(
      'The spec states: Removes a person from a project. 200: no body.',
    );
    expect(specStates(['GEN.JSON', 'GEN.JSON.OTHER_STATUSES'])).toBe(`The spec states: ${requirement('GEN.JSON').sentence}`);
    expect(specStates('REQUEST.BODY_REQUIRED')).toBe('The spec states: Request body (JSON, required).');
  });

  it('adds what a source says, from the catalogue, after the sentence', () => {
    expect(violates({ id: 'DEPRECATION.SUNSET', source: 'RFC 8594 §3' }, 'Sunset: not an HTTP-date')).toBe(
      'Received Sunset: not an HTTP-date. The spec states: Every operation in this document is marked deprecated. RFC 8594 §3: Sunset = HTTP-date.',
    );
  });
});

describe('messages of checks', () => {
  // The spec's words come from the catalogue (engine/message.ts), never copied into a check.
  it.each(['suites', 'pact', 'deprecations'])('%s hand-copy no "The spec states"', (folder) => {
    const copied = sourceFiles(join(ROOT, folder)).filter((file) => readFileSync(file, 'utf8').includes('The spec states:'));
    expect(copied).toEqual([]);
  });
});
