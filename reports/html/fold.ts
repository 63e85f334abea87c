import { esc } from './layout.js';

/**
 * A long enumeration shown as its first `shown` items and the rest folded ("and 150 more"): on screen
 * one click opens it; on paper the fold stays closed, so one list cannot fill pages.
 */
export function fold(items: readonly string[], shown: number, separator = ' '): string {
  if (items.length <= shown + 1) return items.join(separator);
  return `${items.slice(0, shown).join(separator)}${separator}<details class="fold"><summary>and ${esc(items.length - shown)} more</summary>${items.slice(shown).join(separator)}</details>`;
}
