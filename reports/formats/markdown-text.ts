import { oneLine } from '../common/labels.js';

/** Text for a Markdown table cell or inline prose: one line, CommonMark punctuation escaped. */
export const mdText = (text: string) => oneLine(text).replace(/[\\|*_`[\]<>#]/g, (char) => `\\${char}`);

/**
 * Text kept as written inside a table cell, also inside a code span there: one line, backslashes and
 * pipes escaped (GFM splits cells at a pipe even in code), other punctuation left as is.
 */
export const mdCell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** Inline code that survives backticks inside the text. */
export function mdCode(text: string): string {
  const longest = Math.max(0, ...(oneLine(text).match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${longest > 0 ? ' ' : ''}${oneLine(text)}${longest > 0 ? ' ' : ''}${fence}`;
}

/** A fenced block longer than any backtick run inside it, so evidence can never close it early. */
export function mdBlock(text: string, language = ''): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

export function mdTable(header: readonly string[], rows: readonly (readonly string[])[], align?: readonly ('l' | 'r')[]): string {
  const rule = header.map((_cell, index) => (align?.[index] === 'r' ? '---:' : '---'));
  return [header, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
