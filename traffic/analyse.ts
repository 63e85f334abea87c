import { finished } from 'node:stream/promises';
import { ToolError } from '../engine/tool-error.js';
import type { OperationKey } from '../specs/operations.js';
import type { ExchangeCheckContext } from '../suites/runtime/check-types.js';
import { detectFormat, peek } from './detect-format.js';
import { checksFor, ExchangeJudge } from './judge.js';
import { operationOf } from './match.js';
import { openInput, type OpenedInput } from './open-input.js';
import { readRecords } from './read-records.js';
import { isMalformed, type TrafficFormat, type TrafficRecord } from './record.js';
import { countRecord, newUsage, type Usage } from './usage.js';

/** Malformed lines listed per file (the rest only counted). */
const MAX_MALFORMED_LISTED = 10;

export interface FileSummary {
  readonly file: string;
  readonly format: TrafficFormat;
  readonly gzip: boolean;
  readonly bytes: number;
  records: number;
  malformed: number;
  /** The first malformed lines (HAR: entry numbers), with why. */
  readonly malformedAt: { line: number; reason: string }[];
  /** HAR entries of the four specified operations whose response body was not captured: counted, not judged. */
  notJudged: number;
}

export interface Progress {
  readonly file: string;
  readonly bytesRead: number;
  readonly bytesTotal: number;
  readonly lines: number;
}

export interface AnalyseOptions {
  readonly checks: ExchangeCheckContext;
  /** Called every few thousand lines; the caller decides how often to print. */
  readonly onProgress?: (progress: Progress) => void;
}

export interface Analysis {
  readonly files: FileSummary[];
  readonly usage: Usage;
  readonly judge: ExchangeJudge;
}

/** pm-conformance wrote this HAR (its creator comes first): the requests were the suite's. */
const recordedBySuite = (head: Buffer) => /"creator"\s*:\s*\{[^}]*"name"\s*:\s*"pm-conformance"/.test(head.subarray(0, 4096).toString('utf8'));

const operationOfRecord = (record: TrafficRecord) => (record.operation as OperationKey | undefined) ?? operationOf(record.method, record.target);

/** A file cut in its first chunk (a truncated gzip) reads as an unknown format: named for what it is. */
async function formatOf(input: OpenedInput, head: Buffer): Promise<TrafficFormat> {
  try {
    return detectFormat(input.file, head);
  } catch (error) {
    // zlib reports a cut only at the end of its input: read on (an error path, and gzip only) to tell.
    const broken = input.gzip
      ? await finished(input.stream.resume()).then(
          () => undefined,
          (failure: Error) => failure,
        )
      : undefined;
    if (broken) throw new ToolError(`${input.file}: cannot read (${broken.message.split('\n')[0] ?? ''})`);
    throw error;
  }
}

async function analyseFile(
  input: OpenedInput,
  analysis: Analysis,
  options: AnalyseOptions,
  before: { bytes: number; lines: number; total: number },
): Promise<FileSummary> {
  const head = await peek(input.stream).catch((error: unknown) => {
    throw new ToolError(`${input.file}: cannot read (${(error as Error).message.split('\n')[0] ?? ''})`);
  });
  if (head.length === 0) throw new ToolError(`${input.file}: empty, no traffic to read`);
  const format = await formatOf(input, head);
  const checks = checksFor(format === 'har' && recordedBySuite(head));
  const summary: FileSummary = { file: input.file, format, gzip: input.gzip, bytes: input.size, records: 0, malformed: 0, malformedAt: [], notJudged: 0 };
  await readRecords(input, format, (at, parsed) => {
    if (isMalformed(parsed)) {
      summary.malformed += 1;
      if (summary.malformedAt.length < MAX_MALFORMED_LISTED) summary.malformedAt.push({ line: at, reason: parsed.malformed });
    } else {
      summary.records += 1;
      countRecord(analysis.usage, parsed, operationOfRecord(parsed));
      if (parsed.exchange) analysis.judge.judge(parsed.exchange, checks);
      else if (format === 'har' && parsed.operation !== undefined) summary.notJudged += 1;
    }
    if ((summary.records + summary.malformed) % 4096 === 0) {
      options.onProgress?.({
        file: input.file,
        bytesRead: before.bytes + input.bytesRead(),
        bytesTotal: before.total,
        lines: before.lines + summary.records + summary.malformed,
      });
    }
  });
  if (summary.records === 0 && !(format === 'har' && summary.malformed === 0)) throw new ToolError(nothingRead(input.file, format, summary));
  return summary;
}

/** Why a file gave no request at all: it is not traffic (`{"a":1}`, whitespace), or broke off before its first one. */
function nothingRead(file: string, format: TrafficFormat, summary: FileSummary): string {
  const [first] = summary.malformedAt;
  if (!first) return `${file}: empty, no traffic to read`;
  const where = format === 'har' ? 'entry' : 'line';
  return `${file}: no request could be read (${summary.malformed} malformed ${where}${summary.malformed === 1 ? '' : 's'}; ${where} ${first.line}: ${first.reason})`;
}

/**
 * Reads every file as a stream, one after the other, and folds what it sees: per-operation usage and
 * the exchange checks' rows. Bad content is counted and reported; an unreadable file or an unknown
 * format is a tool error (exit 2) before anything is written.
 */
export async function analyseTraffic(files: readonly string[], options: AnalyseOptions): Promise<Analysis> {
  const inputs: OpenedInput[] = [];
  for (const file of files) inputs.push(await openInput(file));
  const analysis: Analysis = { files: [], usage: newUsage(), judge: new ExchangeJudge(options.checks) };
  const before = { bytes: 0, lines: 0, total: inputs.reduce((sum, input) => sum + input.size, 0) };
  for (const input of inputs) {
    const summary = await analyseFile(input, analysis, options, before);
    analysis.files.push(summary);
    before.bytes += input.size;
    before.lines += summary.records + summary.malformed;
  }
  return analysis;
}
