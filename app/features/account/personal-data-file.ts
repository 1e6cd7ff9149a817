import { strToU8, zipSync } from "fflate";

/** One table of the download: its rows as plain values. */
export type ExportTable = { name: string; note?: string; rows: Record<string, unknown>[] };

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break. A value a spreadsheet would run as a formula
 * (starting = + - @, a tab or a carriage return) gets a leading apostrophe, so opening the file is safe.
 */
export function csvCell(value: unknown): string {
  let text = cellText(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV with a header line of every column that appears in any row (CRLF line ends, as RFC 4180). */
export function toCsv(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvCell).join(","), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

const README = (generatedAt: string, siteName: string) =>
  [
    `Everything ${siteName} holds about you, made on ${generatedAt}.`,
    "",
    "your-data.json   all of it in one file, table by table",
    "tables/*.csv     the same, one spreadsheet per table that holds something about you",
    "",
    "Left out on purpose: your password (we keep only a one-way hash of it), your two-step sign-in secret and",
    "backup codes, and the keys of sign-in links, calendar feeds and invitations. They are keys, not information",
    "about you, and anyone holding this file could use them.",
    "",
    "Questions, or something wrong? See our privacy policy (/privacy-policy) for how to ask us to correct it.",
    "",
  ].join("\r\n");

/** The download: README.txt, your-data.json and a CSV per table with rows, as a zip. */
export function personalDataZip(data: { generatedAt: string; tables: ExportTable[]; notHeld: { name: string; why: string }[] }, siteName: string): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "README.txt": strToU8(README(data.generatedAt, siteName)),
    "your-data.json": strToU8(JSON.stringify(data, null, 2)),
  };
  for (const table of data.tables) if (table.rows.length > 0) files[`tables/${table.name}.csv`] = strToU8(toCsv(table.rows));
  return zipSync(files, { level: 6, mtime: new Date(data.generatedAt) });
}
