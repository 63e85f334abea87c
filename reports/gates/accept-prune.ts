import { readFileSync } from 'node:fs';
import { isSeq, parseDocument } from 'yaml';
import type { RunReport } from '../../engine/report/model.js';
import { ToolError } from '../../engine/tool-error.js';
import { readAcceptFile } from './accept-file.js';

/**
 * The accept file's text without the entries the report found stale (unexpired, their check ran, they
 * matched nothing), and how many were removed. A YAML file keeps its comments and layout; a JSON file
 * is written back as JSON. The report must be of a run with this very file: same entries, same order.
 */
export function pruneAcceptFile(file: string, report: Pick<RunReport, 'acceptance'>): { readonly text: string; readonly removed: number } {
  const entries = readAcceptFile(file);
  const outcomes = report.acceptance?.entries;
  if (!outcomes) throw new ToolError('the report was not of a run with --accept: it says nothing of stale entries');
  const same =
    outcomes.length === entries.length &&
    outcomes.every((outcome, index) => outcome.check === entries[index]?.check && outcome.reason === entries[index]?.reason);
  if (!same) throw new ToolError(`the report judged another accept file than ${file} (its entries differ): run with --accept ${file} first`);
  const stale = new Set(outcomes.filter((outcome) => outcome.state === 'stale').map((outcome) => outcome.entry));
  const text = readFileSync(file, 'utf8');
  if (stale.size === 0) return { text, removed: 0 };
  if (file.toLowerCase().endsWith('.json')) {
    const value = JSON.parse(text) as { accepted: unknown[] };
    return { text: `${JSON.stringify({ ...value, accepted: value.accepted.filter((_, index) => !stale.has(index)) }, null, 2)}\n`, removed: stale.size };
  }
  const doc = parseDocument(text);
  const list = doc.get('accepted', true);
  if (!isSeq(list)) throw new ToolError(`accept file ${file}: accepted is not a list`);
  list.items = list.items.filter((_, index) => !stale.has(index));
  return { text: doc.toString({ lineWidth: 0 }), removed: stale.size };
}
