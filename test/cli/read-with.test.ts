import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigFile, resolveReadWith } from '../../cli/options/config-file.js';
import { workDir } from '../support/work-dir.js';

function configFile(content: unknown): string {
  const file = join(workDir('pmc-read-with-'), 'config.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('--read-with, PMC_READ_WITH and the readWith config key', () => {
  const base = { baseUrl: 'http://127.0.0.1:1/v1', token: 't', projectId: 'p', timesheetId: 't1' };

  it('the flag wins over the environment, which wins over the file; nothing set: discover', () => {
    const file = readConfigFile(configFile({ ...base, readWith: 'patch' }));
    expect(file.readWith).toBe('patch');
    expect(resolveReadWith('get', { PMC_READ_WITH: 'patch' }, file)).toBe('get');
    expect(resolveReadWith(undefined, { PMC_READ_WITH: 'get' }, file)).toBe('get');
    expect(resolveReadWith(undefined, {}, file)).toBe('patch');
    expect(resolveReadWith(undefined, {}, readConfigFile(configFile(base)))).toBeUndefined();
  });

  it('refuses anything but get or patch, in one line', () => {
    expect(() => readConfigFile(configFile({ ...base, readWith: 'head' }))).toThrow(/"readWith" must be get or patch, got "head"/);
    expect(() => resolveReadWith(undefined, { PMC_READ_WITH: 'post' })).toThrow(/PMC_READ_WITH must be get or patch, got "post"/);
  });
});
