import type { RunReport } from '../../engine/report/model.js';

/** The folder of the evidence bundle, inside the report directory. */
export const BUNDLE_DIR = 'certification';

/** The files of a bundle the manifest holds a digest of, by role. */
export const BUNDLE_FILES = {
  report: 'report.json',
  har: 'exchanges.har',
  certificate: 'certificate.html',
} as const;

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 'pm-conformance-certification/1';

/**
 * manifest.json: what a customer checks a bundle against (`pm-conformance verify DIR`). Digests are
 * SHA-256 of each file's bytes; the rest says which suite judged what, how, and how to run it again.
 */
export interface BundleManifest {
  readonly format: typeof MANIFEST_FORMAT;
  readonly suiteVersion: string;
  readonly catalogueVersion: string;
  readonly specSha256: string;
  /** SHA-256 of the code that decides verdicts (engine/report/suite-hash.ts). */
  readonly suiteSha256: string;
  readonly seed: number;
  /** The command that reproduces the run, tokens as $PMC_* variables. */
  readonly command: string;
  readonly verdict: NonNullable<RunReport['certification']>['verdict'];
  /** File name → SHA-256 (hex) of its bytes. */
  readonly files: Readonly<Record<string, string>>;
}

/** The manifest of a bundle whose files have these digests. */
export function manifestOf(report: RunReport, files: Readonly<Record<string, string>>): BundleManifest {
  return {
    format: MANIFEST_FORMAT,
    suiteVersion: report.tool.version,
    catalogueVersion: report.tool.catalogueVersion,
    specSha256: report.tool.specSha256,
    suiteSha256: report.tool.suiteSha256,
    seed: report.run.seed,
    command: report.run.command,
    verdict: report.certification?.verdict ?? 'not-certified',
    files,
  };
}
