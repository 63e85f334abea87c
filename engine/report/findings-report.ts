import { join } from 'node:path';
import type { Exchange } from '../exchange.js';
import type { Finding } from '../finding.js';
import { foldFinding, newRow, rowKey, type Row } from '../results/row.js';
import { countExchange, newTraffic } from '../results/traffic.js';
import { CATALOGUE_VERSION } from '../../specs/requirements.js';
import { SPEC_SHA256 } from '../../specs/spec-hash.js';
import { findProjectRoot } from '../../specs/spec-source.js';
import type { RunReport } from './model.js';
import { buildReport } from './build-report.js';
import { suiteSha256 } from './suite-hash.js';
import { suiteVersion } from './version.js';

/** The `tool` block of report.json: what produced the verdicts. */
export function toolInfo(): RunReport['tool'] {
  return {
    name: 'pm-conformance',
    version: suiteVersion(),
    specSha256: SPEC_SHA256,
    catalogueVersion: CATALOGUE_VERSION,
    suiteSha256: suiteSha256(join(findProjectRoot(), 'dist')),
  };
}

/**
 * A RunReport from findings made outside a suite run (deprecations, baseline): the findings are folded
 * into rows exactly as a run folds them, so every report format reads them the same way.
 */
export function reportFromFindings(findings: readonly Finding[], exchanges: readonly Exchange[], run: RunReport['run']): RunReport {
  const rows = new Map<string, Row>();
  for (const finding of findings) {
    const key = rowKey(finding);
    const row = rows.get(key) ?? newRow(finding);
    rows.set(key, row);
    foldFinding(row, finding);
  }
  const traffic = newTraffic();
  for (const exchange of exchanges)
    countExchange(traffic, exchange.response?.status ?? exchange.problem?.kind ?? 'none', exchange.durationMs, exchange.request.operation);
  return buildReport({ rows: [...rows.values()], traffic, errors: [] }, { tool: toolInfo(), run });
}
