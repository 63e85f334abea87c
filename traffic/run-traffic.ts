import { buildReport } from '../engine/report/build-report.js';
import { toolInfo } from '../engine/report/findings-report.js';
import type { OperationKey } from '../specs/operations.js';
import type { RunReport } from '../engine/report/model.js';
import { analyseTraffic, type Progress } from './analyse.js';
import { decideUnused, type UnusedGate } from './expect-unused.js';
import { usageFileOf, type UsageFile } from './usage-file.js';

export interface TrafficOptions {
  readonly files: readonly string[];
  readonly requireDeprecationHeaders: boolean;
  readonly expectUnused: readonly OperationKey[];
  readonly since?: number;
  readonly onProgress?: (progress: Progress) => void;
}

export interface TrafficOutcome {
  readonly report: RunReport;
  readonly usage: UsageFile;
  readonly gate: UnusedGate;
}

/** `pm-conformance traffic`: usage of the 32 operations and the exchange checks' verdicts on recorded HAR exchanges. */
export async function runTraffic(options: TrafficOptions): Promise<TrafficOutcome> {
  const startedAt = new Date().toISOString();
  const analysis = await analyseTraffic(options.files, {
    checks: { requireDeprecationHeaders: options.requireDeprecationHeaders },
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  const gate = decideUnused(analysis.usage, options.expectUnused, options.since);
  const command = ['pm-conformance traffic', ...options.files, ...(options.requireDeprecationHeaders ? ['--require-deprecation-headers'] : [])].join(' ');
  const report = buildReport(
    { rows: [...analysis.judge.rows.values()], traffic: analysis.judge.traffic, errors: [] },
    {
      tool: toolInfo(),
      run: {
        kind: 'traffic',
        baseUrl: `recorded traffic: ${options.files.join(', ')}`,
        embedded: false,
        seed: 0,
        numRuns: 1,
        startedAt,
        finishedAt: new Date().toISOString(),
        command,
      },
    },
  );
  return { report, usage: usageFileOf(analysis.usage, analysis.files, analysis.judge.judged, gate, new Date()), gate };
}
