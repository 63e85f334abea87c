import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { UsageFile } from '../../traffic/usage-file.js';
import { BIN, workDir } from '../e2e/cli.js';
import { runBash } from '../e2e/local-install.js';
import { writeLog } from '../../bench/traffic-log.js';

const usageOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'usage.json'), 'utf8')) as UsageFile;
const calls = (usage: UsageFile) => usage.operations.map((entry) => [entry.operation, entry.calls]);

describe('pm-conformance traffic -', () => {
  it('reads standard input, plain or gzip, as it reads the same file', async () => {
    const dir = workDir('pmc-traffic-stdin-');
    const log = join(dir, 'access.log');
    await writeLog(log, 2_000, new Date('2026-01-01T00:00:00Z'), new Set([5]));
    const run = async (shell: string, name: string) => {
      const reports = join(dir, name);
      const result = await runBash(shell.replace('REPORTS', reports), { cwd: dir, timeoutMs: 60_000 });
      expect(result.code, result.stderr).toBe(0);
      return usageOf(reports);
    };
    const fromFile = await run(`node ${BIN} traffic ${log} --report-dir REPORTS`, 'file');
    const piped = await run(`node ${BIN} traffic - --report-dir REPORTS < ${log}`, 'stdin');
    const gzipped = await run(`gzip -c ${log} | node ${BIN} traffic - --report-dir REPORTS`, 'gzip');
    expect(fromFile.totals.records).toBe(1_999);
    for (const usage of [piped, gzipped]) {
      expect(usage.totals).toEqual(fromFile.totals);
      expect(calls(usage)).toEqual(calls(fromFile));
    }
    expect(gzipped.files[0]).toMatchObject({ file: '(standard input)', gzip: true });
  });
});
