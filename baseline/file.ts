import { Ajv2020 } from 'ajv/dist/2020.js';
import { readJsonFile } from '../engine/read-json-file.js';
import { ToolError } from '../engine/tool-error.js';
import { toolInfo } from '../engine/report/findings-report.js';
import { writeAtomic } from '../reports/common/atomic-write.js';
import type { BaselineEntry } from './capture.js';
import { BASELINE_FORMAT, BASELINE_VERSION, baselineFileSchema } from './file-schema.js';

/** A recorded baseline: the shape of each answer of the fixed request set, never the data itself. */
export interface BaselineFile {
  readonly format: typeof BASELINE_FORMAT;
  readonly version: typeof BASELINE_VERSION;
  readonly recordedAt: string;
  readonly baseUrl: string;
  readonly tool?: { readonly version: string; readonly specSha256: string };
  readonly entries: readonly BaselineEntry[];
}

export function baselineOf(entries: readonly BaselineEntry[], baseUrl: string, recordedAt: Date): BaselineFile {
  const { version, specSha256 } = toolInfo();
  return { format: BASELINE_FORMAT, version: BASELINE_VERSION, recordedAt: recordedAt.toISOString(), baseUrl, tool: { version, specSha256 }, entries };
}

export async function writeBaseline(file: string, baseline: BaselineFile): Promise<void> {
  await writeAtomic(file, `${JSON.stringify(baseline, null, 2)}\n`);
}

const validate = new Ajv2020({ strict: true, allErrors: false }).compile(baselineFileSchema);

/** Reads and validates a baseline file; anything wrong with it is one line, exit 2. */
export function readBaseline(file: string): BaselineFile {
  const parsed = readJsonFile(file, 'baseline file');
  if (!validate(parsed)) {
    const [first] = validate.errors ?? [];
    throw new ToolError(
      `baseline file ${file} is not a pm-conformance baseline: ${first?.instancePath || '(root)'} ${first?.message ?? 'is invalid'} (record one with \`pm-conformance baseline record --out FILE\`)`,
    );
  }
  return parsed as unknown as BaselineFile;
}
