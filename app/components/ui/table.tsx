import type { ReactNode } from "react";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (usually the first): a row header, read before each cell. */
  rowHeader?: boolean;
  /** Figures: the header and the values line up on the right, digits of equal width. */
  numeric?: boolean;
  /** Extra classes for this column's cells, e.g. "whitespace-nowrap". */
  className?: string;
};

type TableProps<Row> = {
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  id?: string;
  /** For a region or a link that names the table by its caption. */
  captionId?: string;
  /** The caption is for screen readers only, where a visible heading already says what the table holds. */
  captionHidden?: boolean;
  /** An id for each row's header, so a link can lead to that row (/resources?tab=legal#period-fine). */
  rowHeaderId?: (row: Row) => string;
  /**
   * "stacked" (the default) is a framed table that turns each row into a card on a narrow screen; "compact" is a
   * short table inside a card, a table at every width because its few columns fit a 375px phone.
   */
  layout?: "stacked" | "compact";
  /**
   * Where a stacked table stops being cards: from 640px ("sm", the default), or from 768px or 1024px for a table
   * whose columns need that room, so it never pushes the page wider than the screen.
   */
  tableFrom?: TableFrom;
};

type TableFrom = "sm" | "md" | "lg";

/** Each breakpoint's classes written out whole, so the stylesheet's build finds them. */
const FROM: Record<TableFrom, { head: string; row: string; cell: string; numeric: string; label: string }> = {
  sm: { head: "sm:not-sr-only sm:table-header-group", row: "sm:table-row sm:p-0", cell: "sm:table-cell sm:px-4 sm:py-3", numeric: "sm:text-right", label: "sm:hidden" },
  md: { head: "md:not-sr-only md:table-header-group", row: "md:table-row md:p-0", cell: "md:table-cell md:px-4 md:py-3", numeric: "md:text-right", label: "md:hidden" },
  lg: { head: "lg:not-sr-only lg:table-header-group", row: "lg:table-row lg:p-0", cell: "lg:table-cell lg:px-4 lg:py-3", numeric: "lg:text-right", label: "lg:hidden" },
};

/**
 * The one data table: a caption, scoped column headers and a row header per row. On a wide screen a stacked
 * table is an ordinary table; on a narrow one (under 640px, or the `tableFrom` width) each row becomes a card with every value under its
 * column's name, so a phone reads it without scrolling sideways. The explicit roles keep it a table for screen
 * readers in both layouts (some browsers drop table semantics once cells stop being table cells).
 */
export function Table<Row>(props: TableProps<Row>) {
  return props.layout === "compact" ? <CompactTable {...props} /> : <StackedTable {...props} />;
}

const captionClasses = (hidden: boolean | undefined, visible: string) => (hidden ? "sr-only" : visible);

function StackedTable<Row>({ caption, columns, rows, rowKey, id, captionId, captionHidden, rowHeaderId, tableFrom = "sm" }: TableProps<Row>) {
  const from = FROM[tableFrom];
  return (
    <div className="rounded-xl border border-line bg-white">
      <table id={id} role="table" className="w-full text-left">
        <caption id={captionId} className={captionClasses(captionHidden, "px-4 py-3 text-left text-ink-soft")}>
          {caption}
        </caption>
        <thead role="rowgroup" className={`sr-only bg-brand-50 ${from.head}`}>
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" className={`px-4 py-3 font-semibold ${column.numeric ? "text-right" : ""}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={`block border-t border-line px-4 py-3 align-top ${from.row}`}>
              {columns.map((column) => {
                const cellClasses = `flex flex-wrap gap-x-2 py-1 ${from.cell} ${column.numeric ? `tabular-nums ${from.numeric}` : ""} ${column.className ?? ""}`;
                const label = (
                  <span aria-hidden="true" className={`font-semibold text-ink-soft ${from.label}`}>
                    {column.header}:
                  </span>
                );
                return column.rowHeader ? (
                  <th key={column.header} id={rowHeaderId?.(row)} role="rowheader" scope="row" className={`${cellClasses} scroll-mt-24 font-normal`}>
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

function CompactTable<Row>({ caption, columns, rows, rowKey, id, captionId, captionHidden, rowHeaderId }: TableProps<Row>) {
  const spacing = (column: Column<Row>) => `py-2 pr-3 last:pr-0 ${column.numeric ? "text-right tabular-nums" : ""}`;
  return (
    <table id={id} className="w-full text-left">
      <caption id={captionId} className={captionClasses(captionHidden, "mb-2 text-left font-semibold text-ink")}>
        {caption}
      </caption>
      <thead>
        <tr className="border-b border-line">
          {columns.map((column) => (
            <th key={column.header} scope="col" className={`${spacing(column)} font-semibold`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-line align-top text-ink last:border-b-0">
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.header} id={rowHeaderId?.(row)} scope="row" className={`${spacing(column)} scroll-mt-24 font-normal ${column.className ?? ""}`}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={`${spacing(column)} min-w-0 break-words ${column.className ?? ""}`}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
