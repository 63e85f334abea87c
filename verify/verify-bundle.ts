import { suiteVersion } from '../engine/report/version.js';
import { ToolError } from '../engine/tool-error.js';
import { BUNDLE_FILES } from '../reports/certification/manifest.js';
import { certificationReasons } from '../runner/certification.js';
import { firstDigestDifference } from './digests.js';
import { readBundle, reportOf } from './read-bundle.js';
import { firstVerdictDifference } from './rejudge.js';

/** What verify concluded: the bundle holds, or the first difference found. */
export type Verification = { readonly holds: true; readonly line: string } | { readonly holds: false; readonly difference: string };

/**
 * `pm-conformance verify DIR`, offline: every digest of the manifest, then the manifest against
 * report.json, the certification rules on report.json, and every exchange-level verdict re-judged from
 * the HAR. The first difference is the answer; bad input (no bundle, another suite version) throws.
 */
export function verifyBundle(dir: string): Verification {
  const bundle = readBundle(dir);
  const differs = (difference: string): Verification => ({ holds: false, difference });
  const digest = firstDigestDifference(bundle);
  if (digest) return differs(digest);
  const report = reportOf(bundle);
  const { manifest } = bundle;
  // The re-judgement is this suite's: another version's checks may rightly judge otherwise.
  if (manifest.suiteVersion !== suiteVersion())
    throw new ToolError(`the bundle was made by pm-conformance ${manifest.suiteVersion}, this is ${suiteVersion()}: verify it with that version`);
  const facts: [string, unknown, unknown][] = [
    ['suite version', manifest.suiteVersion, report.tool.version],
    ['catalogue version', manifest.catalogueVersion, report.tool.catalogueVersion],
    ['spec digest', manifest.specSha256, report.tool.specSha256],
    ['seed', manifest.seed, report.run.seed],
    ['command', manifest.command, report.run.command],
    ['verdict', manifest.verdict, report.certification?.verdict],
  ];
  const unlike = facts.find(([, inManifest, inReport]) => inManifest !== inReport);
  if (unlike) return differs(`the manifest's ${unlike[0]} (${String(unlike[1])}) is not report.json's (${String(unlike[2])})`);
  const reasons = certificationReasons(report);
  const said = report.certification?.verdict;
  if (said === 'certified' && reasons.length > 0) return differs(`report.json says Certified, but the certification rules do not hold: ${reasons[0]}`);
  const verdict = firstVerdictDifference((bundle.bytes.get(BUNDLE_FILES.har) as Buffer).toString('utf8'), report);
  if (verdict) return differs(`a verdict does not follow from the recorded answers: ${verdict}`);
  if (reasons.length > 0) return differs(`not certified: ${reasons[0]}`);
  return {
    holds: true,
    line: `the bundle holds: Certified, ${report.summary.passed} results passed, every digest and exchange-level verdict re-checked (${report.run.command})`,
  };
}
