import type { ClientBounds } from '../engine/http/client-bounds.js';
import { cliCommand, connectionArgs } from '../engine/shell-command.js';
import type { ConnectionConfig } from '../engine/connection.js';
import { withServer } from '../reference/embedded.js';
import type { RunReport } from '../engine/report/model.js';
import { buildDiffReport } from './build-report.js';
import { latencyChanges, latencyOf } from '../engine/results/latency-change.js';
import { captureSide, type Side } from './capture-side.js';
import { compareSides, type StepDifference } from './compare.js';
import { markIncomplete } from '../runner/incomplete.js';

export interface DiffOutcome {
  readonly report: RunReport;
  readonly steps: readonly StepDifference[];
  readonly base: Side;
  readonly candidate: Side;
}

/**
 * `pm-conformance diff`: the same fixed requests to the base server (the embedded reference server
 * when none is given) and to the candidate, one after the other, each restored as `run` restores.
 */
/** The keys diff reads of the candidate (cli/options/candidate-connection.ts): its command names no others. */
const candidateKeys = ({ baseUrl, token, projectId, secondProjectId, timesheetId, projectTimesheetId }: ConnectionConfig) => ({
  baseUrl,
  token,
  projectId,
  timesheetId,
  ...(secondProjectId ? { secondProjectId } : {}),
  ...(projectTimesheetId ? { projectTimesheetId } : {}),
});

export async function runDiff(
  baseConnection: ConnectionConfig | undefined,
  candidateConnection: ConnectionConfig,
  notice?: (line: string) => void,
  /** The bounds of both sides' clients (--concurrency, --rate, --timeout, --user-agent); the token refresh is the base's. */
  bounds?: ClientBounds,
): Promise<DiffOutcome> {
  const startedAt = new Date().toISOString();
  const base = await withServer(baseConnection, (config, embedded) => captureSide(config, embedded, notice && ((line) => notice(`base: ${line}`)), bounds));
  const { refreshToken: _baseOnly, ...candidateBounds } = bounds ?? {};
  const candidate = await captureSide(candidateConnection, false, notice && ((line) => notice(`candidate: ${line}`)), candidateBounds);
  const steps = compareSides(base, candidate);
  const report = buildDiffReport(steps, [...candidate.exchanges.values()], {
    kind: 'diff',
    baseUrl: `${base.baseUrl}${base.embedded ? ' (embedded reference server)' : ''} vs ${candidate.baseUrl}`,
    embedded: base.embedded,
    seed: 0,
    numRuns: 1,
    startedAt,
    finishedAt: new Date().toISOString(),
    command: cliCommand(
      'diff',
      ...(base.embedded ? [] : connectionArgs(baseConnection ?? {})),
      ...connectionArgs(candidateKeys(candidateConnection), {
        flag: (flag) => flag.replace(/^--/, '--candidate-'),
        env: (env) => env.replace(/^PMC_/, 'PMC_CANDIDATE_'),
      }),
    ),
  });
  const leftovers = [...base.restore.leftovers.map((line) => `base: ${line}`), ...candidate.restore.leftovers.map((line) => `candidate: ${line}`)];
  const restored = [...base.restore.restored.map((line) => `base: ${line}`), ...candidate.restore.restored.map((line) => `candidate: ${line}`)];
  const latency = latencyChanges(latencyOf(base.exchanges.values()), latencyOf(candidate.exchanges.values()));
  const latencyChange = latency.length > 0 ? { latencyChange: { against: `the base server ${base.baseUrl}`, operations: latency } } : {};
  // A side whose server stopped answering: its differences are no verdict, the diff is incomplete (exit 2).
  const gone = base.gone ? `base: ${base.gone}` : candidate.gone ? `candidate: ${candidate.gone}` : undefined;
  const whole = { ...report, restore: { restored, leftovers }, ...latencyChange };
  return { report: gone ? markIncomplete(whole, gone) : whole, steps, base, candidate };
}
