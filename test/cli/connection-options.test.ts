import * as fs from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ConnectionModule from '../../cli/options/connection.js';
import { workDir } from '../support/work-dir.js';

// Reads go through a spy, so that a test can count how often the config file was opened. The module
// under test is imported afresh after the mock (unit files share one module cache per worker).
const readFileSync = vi.fn(fs.readFileSync);
let connectionAndProfileFrom: typeof ConnectionModule.connectionAndProfileFrom;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('node:fs', async (importOriginal) => ({ ...(await importOriginal<typeof fs>()), readFileSync }));
  ({ connectionAndProfileFrom } = await import('../../cli/options/connection.js'));
});
afterAll(() => {
  vi.doUnmock('node:fs');
  vi.resetModules();
});

afterEach(() => {
  readFileSync.mockClear();
});

function configFile(content: Record<string, unknown>): string {
  const file = join(workDir('pmc-config-'), 'config.json');
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

const readsOf = (file: string) => readFileSync.mock.calls.filter(([path]) => path === file).length;

const FIXTURES = { baseUrl: 'http://127.0.0.1:9/v1', token: 'file-token', projectId: 'file-project', timesheetId: 'file-timesheet' };

describe('the connection options of a command', () => {
  // A pipe (`--config <(…)`, /dev/stdin) can be read once only: a second read finds it empty.
  it('read --config once, for the connection and the profile both', () => {
    const file = configFile({ ...FIXTURES, strict: true, requireDeprecationHeaders: true });
    const resolved = connectionAndProfileFrom({ config: file }, {});
    expect(resolved).toEqual({ connection: FIXTURES, profile: { strict: true, requireDeprecationHeaders: true } });
    expect(readsOf(file)).toBe(1);
  });

  it('put a flag over the environment, and the environment over the file, for the connection and the profile', () => {
    const file = configFile({ ...FIXTURES, strict: true, requireDeprecationHeaders: false });
    const env = { PMC_TOKEN: 'env-token', PMC_PROJECT_ID: 'env-project', PMC_STRICT: '0', PMC_REQUIRE_DEPRECATION_HEADERS: '0' };
    const resolved = connectionAndProfileFrom({ config: file, token: 'flag-token', requireDeprecationHeaders: true }, env);
    expect(resolved).toEqual({
      connection: { ...FIXTURES, token: 'flag-token', projectId: 'env-project' },
      profile: { strict: false, requireDeprecationHeaders: true },
    });
    expect(readsOf(file)).toBe(1);
  });

  it('read no file without --config', () => {
    expect(connectionAndProfileFrom({}, {})).toEqual({ connection: undefined, profile: { strict: false, requireDeprecationHeaders: false } });
  });
});
