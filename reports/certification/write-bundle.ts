import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunReport } from '../../engine/report/model.js';
import { sha256 } from '../../specs/spec-source.js';
import { writeAtomic } from '../common/atomic-write.js';
import { prepareReport } from '../common/prepare.js';
import { renderReportJson } from '../formats/report-json.js';
import { renderHtml } from '../html/report-html.js';
import { BUNDLE_FILES, MANIFEST_FILE, manifestOf } from './manifest.js';

/**
 * Completes the evidence bundle in `dir` (the HAR is already there: the run streamed it): report.json
 * and the certificate, redacted as every report is, then manifest.json with the digest of each file.
 * Returns the paths written.
 */
export async function writeBundle(report: RunReport, dir: string, secrets: readonly string[] = []): Promise<string[]> {
  const prepared = prepareReport(report, secrets);
  const written = await Promise.all([
    writeAtomic(join(dir, BUNDLE_FILES.report), renderReportJson(prepared)),
    writeAtomic(join(dir, BUNDLE_FILES.certificate), renderHtml(prepared)),
  ]);
  const names = Object.values(BUNDLE_FILES);
  const digests = await Promise.all(names.map(async (name) => [name, sha256(await readFile(join(dir, name)))] as const));
  written.push(await writeAtomic(join(dir, MANIFEST_FILE), `${JSON.stringify(manifestOf(prepared, Object.fromEntries(digests)), null, 2)}\n`));
  return written;
}
