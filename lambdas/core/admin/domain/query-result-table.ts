/**
 * Rows read by the database console as a table: the columns are every attribute any row has (pk and sk
 * first, the rest in alphabetical order: DynamoDB keeps no order of attributes); a row without an attribute shows null; nested values
 * (maps, lists, sets) are shown as JSON text. Values arrive as plain JSON values (the adapter turns sets into
 * lists and binary into base64 text).
 */
export interface ResultTable {
  columns: string[];
  rows: Record<string, string | number | boolean | null>[];
}

const KEY_COLUMNS = ['pk', 'sk'];

function cellOf(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

export function resultTable(items: Record<string, unknown>[]): ResultTable {
  const seen = new Set<string>();
  for (const item of items) for (const name of Object.keys(item)) seen.add(name);
  const columns = [
    ...KEY_COLUMNS.filter((name) => seen.has(name)),
    ...[...seen].filter((name) => !KEY_COLUMNS.includes(name)).sort(),
  ];
  const rows = items.map((item) => Object.fromEntries(columns.map((name) => [name, cellOf(item[name])])));
  return { columns, rows };
}
