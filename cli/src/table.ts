export interface Column<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
  /** Numbers read best right-aligned. */
  align?: 'left' | 'right';
  /** Longer cells are cut with an ellipsis. */
  max?: number;
}

/**
 * Server text (names, descriptions, notes) can hold control characters; printed raw they could
 * move the cursor or recolour the terminal. They become spaces, and null becomes a dash.
 */
export function cellText(value: string | number | boolean | null | undefined, max = Infinity): string {
  if (value === null || value === undefined || value === '') return '-';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  const text = String(value).replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, Math.max(1, max - 1)).join('')}…` : text;
}

const width = (text: string) => [...text].length;

/** A compact aligned table: a header row, then one line per row, columns two spaces apart. */
export function formatTable<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const cells = rows.map((row) => columns.map((column) => cellText(column.value(row), column.max)));
  const widths = columns.map((column, index) =>
    Math.max(width(column.header), ...cells.map((line) => width(line[index] ?? ''))),
  );
  const render = (line: readonly string[]) =>
    line
      .map((cell, index) => {
        const pad = ' '.repeat((widths[index] ?? 0) - width(cell));
        return columns[index]?.align === 'right' ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  return [render(columns.map((column) => column.header)), ...cells.map(render)].join('\n');
}

/** Label/value lines for one record (`users show`), labels aligned. */
export function formatFields(
  fields: readonly (readonly [string, string | number | boolean | null | undefined])[],
) {
  const labelWidth = Math.max(0, ...fields.map(([label]) => width(label)));
  return fields.map(([label, value]) => `${label.padEnd(labelWidth)}  ${cellText(value)}`).join('\n');
}
