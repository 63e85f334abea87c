import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunReport } from '../../engine/report/model.js';
import { renderText } from '../../reports/render-text.js';
import { writeReports } from '../../reports/write-reports.js';
import { buildRunReport, LEAKED_TOKEN } from './fixture.js';
import { useTempDir } from './helpers.js';

const tempDir = useTempDir();

/** Writes every format (and the step summary) and returns their contents by file name. */
async function writeAll(report: RunReport, secrets?: string[]): Promise<Record<string, string>> {
  const dir = await tempDir();
  const stepSummary = join(dir, 'step-summary.md');
  const files = [...(await writeReports(report, join(dir, 'out'), { githubStepSummary: stepSummary, ...(secrets ? { secrets } : {}) })), stepSummary];
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file.slice(dir.length + 1), await readFile(file, 'utf8')] as const)));
}

/** The engine forgot to redact: the token sits in a request header and in the reproduction command. */
function leakInHeaders(report: RunReport): RunReport {
  const results = report.results.map((result) =>
    result.evidence
      ? {
          ...result,
          evidence: {
            ...result.evidence,
            request: { ...result.evidence.request, headers: { ...result.evidence.request.headers, Authorization: `Bearer ${LEAKED_TOKEN}` } },
          },
          reproduction: `curl -H 'Authorization: Bearer ${LEAKED_TOKEN}' '${result.evidence.request.url}'`,
        }
      : result,
  );
  return { ...report, results };
}

describe('secrets in reports', () => {
  it('no format contains a token the engine left in a header, a command or a body, once the token is named', async () => {
    const report = buildRunReport(true);
    expect(JSON.stringify(report)).toContain(LEAKED_TOKEN);
    const files = await writeAll(report, [LEAKED_TOKEN]);
    expect(Object.keys(files)).toHaveLength(6);
    for (const [name, content] of Object.entries(files)) expect(content, name).not.toContain(LEAKED_TOKEN);
    expect(renderText(report, { secrets: [LEAKED_TOKEN] })).not.toContain(LEAKED_TOKEN);
  });

  it('masks Authorization headers and inline Authorization values even when the token is not named', async () => {
    const files = await writeAll(leakInHeaders(buildRunReport(false)));
    for (const [name, content] of Object.entries(files)) expect(content, name).not.toContain(LEAKED_TOKEN);
    expect(files['out/report.json']).toContain('Bearer [REDACTED]');
    expect(renderText(leakInHeaders(buildRunReport(false)))).not.toContain(LEAKED_TOKEN);
  });

  it('keeps the $PMC_TOKEN placeholders, which reproduce the request without a secret', async () => {
    const files = await writeAll(buildRunReport(false));
    expect(files['out/report.html']).toContain('Bearer $PMC_TOKEN');
    expect(files['out/summary.md']).toContain('Bearer $PMC_TOKEN');
  });
});
