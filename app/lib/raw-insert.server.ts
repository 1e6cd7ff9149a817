import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { RawQuery } from "./db.server";

/**
 * An INSERT of the given columns of a table, its text built once from the table's drizzle definition (so names
 * never drift from the schema) and its values converted by each column as drizzle converts them. For the paths
 * that go through `Database.rawTransaction`; everything else uses drizzle's query builder.
 */
export function rawInsert<Table extends PgTable, Key extends keyof Table["$inferInsert"] & string>(table: Table, keys: readonly Key[]) {
  const columns = getTableColumns(table);
  const columnList = keys.map((key) => `"${columns[key]!.name}"`).join(", ");
  const texts = new Map<number, string>();
  const textFor = (rowCount: number) => {
    let text = texts.get(rowCount);
    if (!text) {
      const rows = Array.from({ length: rowCount }, (_, row) => `(${keys.map((_, column) => `$${row * keys.length + column + 1}`).join(", ")})`);
      text = `insert into "${getTableName(table)}" (${columnList}) values ${rows.join(", ")}`;
      texts.set(rowCount, text);
    }
    return text;
  };
  return async (query: RawQuery, rows: readonly Pick<Table["$inferInsert"], Key>[]): Promise<void> => {
    if (rows.length === 0) return;
    const params: unknown[] = [];
    for (const row of rows) {
      for (const key of keys) {
        const value = row[key];
        params.push(value === null || value === undefined ? null : columns[key]!.mapToDriverValue(value));
      }
    }
    await query(textFor(rows.length), params);
  };
}
