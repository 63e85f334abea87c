import { describe, expect, it } from 'vitest';
import { runProcess } from './run-process.js';

describe('runProcess', () => {
  it('keeps what a command printed and how it ended', async () => {
    const result = await runProcess('sh', ['-c', 'echo out; echo err >&2; exit 3'], { timeoutMs: 10_000, name: 'sh' });
    expect(result).toEqual({ code: 3, stdout: 'out\n', stderr: 'err\n' });
  });

  it('ends a command that cannot start with its reason on stderr, as no unhandled error', async () => {
    const result = await runProcess('/no/such/command', [], { timeoutMs: 10_000, name: 'missing', group: true });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/ENOENT/);
  });
});
