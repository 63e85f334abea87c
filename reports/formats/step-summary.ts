import { appendFile } from 'node:fs/promises';

/** GitHub refuses a job summary larger than 1 MiB: stay under it and say where the rest is. */
const STEP_SUMMARY_LIMIT = 1024 * 1024 - 1024;

export function capMarkdown(markdown: string, limit = STEP_SUMMARY_LIMIT): string {
  if (Buffer.byteLength(markdown) <= limit) return markdown;
  const head = Buffer.from(markdown).subarray(0, limit).toString('utf8');
  return `${head.slice(0, Math.max(0, head.lastIndexOf('\n')))}\n\n_Summary truncated at the GitHub limit: the complete text is in summary.md._\n`;
}

/** Appends to $GITHUB_STEP_SUMMARY (other steps may have written there: never overwrite). */
export async function appendStepSummary(file: string, markdown: string): Promise<void> {
  await appendFile(file, capMarkdown(markdown), 'utf8');
}
