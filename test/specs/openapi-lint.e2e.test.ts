import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../specs/spec-source.js';

const root = findProjectRoot();

// End-to-end: it starts the Redocly CLI (a process of its own).
describe('specs/openapi.json', () => {
  it('passes the Redocly linter with zero errors', () => {
    const bin = join(root, 'node_modules', '.bin', 'redocly');
    const output = execFileSync(bin, ['lint', 'specs/openapi.json', '--format', 'summary'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    expect(output).not.toMatch(/\berror\b/i);
  });
});
