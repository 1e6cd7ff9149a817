import type { ReactNode } from "react";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (usually the first): a row header, read before each cell. */
  rowHeader?: boolean;
  /** Extra classes for this column's cells, e.g. "whitespace-nowrap". */
  className?: string;
};

/**
 * A data table with a caption and scoped headers. On a wide screen it is an ordinary table; on a narrow one
 * (under 640px) each row becomes a card with every value under its column's name, so a 375px phone reads
 * it without scrolling sideways. The explicit roles keep it a table for screen readers in both layouts
 * (some browsers drop table semantics once cells stop being table cells).
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  id,
}: {
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  id?: string;
}) {
  return (
    <div className="rounded-xl border border-line bg-white">
      <table id={id} role="table" className="w-full text-left">
        <caption className="px-4 py-3 text-left text-ink-soft">{caption}</caption>
        <thead role="rowgroup" className="sr-only bg-brand-50 sm:not-sr-only sm:table-header-group">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" className="px-4 py-3 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className="block border-t border-line px-4 py-3 sm:table-row sm:p-0">
              {columns.map((column) => {
                const cellClasses = `flex flex-wrap gap-x-2 py-1 sm:table-cell sm:px-4 sm:py-3 ${column.className ?? ""}`;
                const label = (
                  <span aria-hidden="true" className="font-semibold text-ink-soft sm:hidden">
                    {column.header}:
                  </span>
                );
                return column.rowHeader ? (
                  <th key={column.header} role="rowheader" scope="row" className={`${cellClasses} font-normal`}>
                    {label}
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} role="cell" className={`${cellClasses} min-w-0 break-words`}>
                    {label}
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
