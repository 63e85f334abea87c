import { unassessedRequirements } from '../engine/report/assessed.js';
import type { Certification, Result, RunReport } from '../engine/report/model.js';
import { DEFAULTS } from '../engine/settings.js';
import { deviationVerdict, type Profile } from '../engine/verdict.js';
import { requirements } from '../specs/requirements.js';
import { judgesByRequirement } from './coverage-report.js';
import { CONNECTION_KEYS, type ConnectionConfig, type ConnectionKey } from '../engine/connection.js';

/** The profile a report was run under (report.json says it). */
const profileOf = (run: RunReport['run']): Profile => ({ strict: run.profile === 'strict', requireDeprecationHeaders: run.requireDeprecationHeaders === true });

/**
 * The requirements a certification run must assess: those whose deviation fails under the run's profile
 * (every MUST, and the SHOULDs the profile makes binding) and that some check of this suite judges.
 */
export function testableRequirements(profile: Profile): Map<string, ReadonlySet<string>> {
  const judges = judgesByRequirement();
  return new Map(
    requirements.flatMap((entry) => {
      const checks = judges.get(entry.id);
      return checks && deviationVerdict(entry.id, profile) === 'fail' ? [[entry.id, checks] as const] : [];
    }),
  );
}

const ids = (results: readonly Result[]) => [...new Set(results.map((result) => result.requirement as string))].sort();
const listed = (what: string, names: readonly string[]) => `${what} (${names.length}): ${names.join(', ')}`;

/**
 * Why a report is not a certification, one line each: empty when it is one. The same rules decide the
 * verdict of `run --certify` and what `verify` re-checks on a bundle (a whole run, nothing filtered,
 * every testable requirement assessed on judged evidence, nothing failed or accepted, nothing flaky).
 */
export function certificationReasons(report: Pick<RunReport, 'run' | 'results' | 'acceptance'>): string[] {
  const { run, results } = report;
  const status = (wanted: Result['status']) => results.filter((result) => result.status === wanted);
  const unassessed = unassessedRequirements(results, testableRequirements(profileOf(run)));
  return [
    ...(run.certify ? [] : ['not a certification run (run --certify)']),
    ...(run.incomplete ? [`the run is incomplete: ${run.incomplete}`] : []),
    ...(run.shard ? [`one shard (${run.shard}) of the checks, not all of them`] : []),
    ...(run.numRuns < DEFAULTS.numRuns ? [`${run.numRuns} samples per property, fewer than the default ${DEFAULTS.numRuns}`] : []),
    ...(report.acceptance ? [`an accept file (${report.acceptance.file}) was applied`] : []),
    ...(status('failed').length ? [listed('requirements failed', ids(status('failed')))] : []),
    ...(status('accepted').length ? [listed('requirements failed and accepted', ids(status('accepted')))] : []),
    ...(status('flaky').length ? [listed('requirements with a flaky failure', ids(status('flaky')))] : []),
    ...(unassessed.length ? [listed('requirements not assessed on judged evidence', unassessed)] : []),
  ];
}

/** The verdict of a certification run: certified only without a single reason against it. */
export function certificationOf(report: Pick<RunReport, 'run' | 'results' | 'acceptance'>): Certification {
  const reasons = certificationReasons(report);
  return { verdict: reasons.length === 0 ? 'certified' : 'not-certified', reasons };
}

/**
 * Every connection key the catalogue can use: the whole table (specs/connection-keys.ts), each token
 * and fixture id some check sends or reads when it is given. A certification run must be given them
 * all, or the checks that use one would be skipped or narrowed and the verdict would cover less than it says.
 */
export function connectionKeysUsed(): ConnectionKey[] {
  return Object.keys(CONNECTION_KEYS) as ConnectionKey[];
}

/** What --certify is given: the selection and the connection, as the CLI or the API holds them. */
export interface CertifyRequest {
  readonly only?: readonly string[];
  readonly exclude?: readonly string[];
  readonly shard?: string;
  readonly numRuns?: number;
  /** The --accept file, when one is given. */
  readonly accept?: string;
  /** Undefined: the embedded reference server, which has every key. */
  readonly connection?: Partial<ConnectionConfig>;
}

/**
 * Why a run cannot be a certification, in one line naming what is wrong or missing (checked before any
 * request is sent); undefined when it can.
 */
export function certifyRefusal(request: CertifyRequest): string | undefined {
  if (request.only?.length) return `--certify runs every check: --only ${request.only.join(',')} is refused`;
  if (request.exclude?.length) return `--certify runs every check: --exclude ${request.exclude.join(',')} is refused`;
  if (request.shard) return `--certify runs every check: --shard ${request.shard} is refused (a shard is not a whole run)`;
  if (request.accept) return `--certify judges every failure: --accept ${request.accept} is refused`;
  if (request.numRuns !== undefined && request.numRuns < DEFAULTS.numRuns)
    return `--certify needs at least the default ${DEFAULTS.numRuns} samples per property: --num-runs ${request.numRuns} is refused`;
  const { connection } = request;
  if (!connection) return undefined;
  const missing = connectionKeysUsed().filter((key) => !connection[key]);
  if (missing.length === 0) return undefined;
  const named = missing.map((key) => `${CONNECTION_KEYS[key].flag} (${CONNECTION_KEYS[key].env})`).join(', ');
  return `--certify needs every token and fixture id the checks can use; missing: ${named}`;
}
