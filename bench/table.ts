/** A plain-text table: the first column left-aligned, the others right-aligned, two spaces apart. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** 12,345 (thousands separated, whatever the locale of the machine). */
export const count = (value: number, digits = 0): string => value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
