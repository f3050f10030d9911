/** Plain-text tables for the benchmark's output: left-aligned text, right-aligned numbers. */

export type Cell = string | number;

export function formatTable(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = [header, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = header.map((_, column) =>
    Math.max(...text.map((row) => (row[column] ?? '').length)),
  );
  const numeric = header.map((_, column) =>
    rows.every(
      (row) => typeof row[column] === 'number' || /^[-\d.,]+\s?\S*$/.test(String(row[column])),
    ),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [
    line(text[0]!),
    line(widths.map((width) => '-'.repeat(width))),
    ...text.slice(1).map(line),
  ].join('\n');
}
