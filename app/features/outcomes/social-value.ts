import type { OutcomeCheckpoint } from "../../../db/schema/vocabulary";
import { outcomeCheckpointLabels } from "./labels";

/** The social-value page's figures (browser-safe): people hired and, at each checkpoint, how many stayed in work. */
export type SocialValue = {
  organisationName: string | null;
  hires: number;
  checkpoints: { checkpoint: OutcomeCheckpoint; checked: number; inWork: number }[];
  /** The employer's own one-year retention rate for comparable hires (per cent), if it gave one in its settings. */
  ownRetentionPercent: number | null;
};

/** The one-year in-work rate of the people hired through us, or null when no one was checked at a year. */
export function oneYearRate(value: SocialValue): number | null {
  const row = value.checkpoints.find((checkpoint) => checkpoint.checkpoint === "one_year");
  return row ? inWorkRate(row.inWork, row.checked) : null;
}

/** A whole-number share, or null when no one was checked (a rate of nothing is no rate at all). */
export function inWorkRate(inWork: number, checked: number): number | null {
  return checked === 0 ? null : Math.round((inWork / checked) * 100);
}

function csvCell(value: string | number): string {
  const text = String(value);
  // Quote anything with a comma, quote or line break; a leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The figures as CSV, one row per checkpoint, for an organisation's own reports. */
export function socialValueCsv(value: SocialValue): string {
  const rows: (string | number)[][] = [
    ["Measure", "People checked", "Still in work", "In-work rate (%)"],
    ["People hired", value.hires, "", ""],
    ...value.checkpoints.map((row) => [
      `In work at ${outcomeCheckpointLabels[row.checkpoint]}`,
      row.checked,
      row.inWork,
      inWorkRate(row.inWork, row.checked) ?? "",
    ]),
    ["Your own one-year retention rate", "", "", value.ownRetentionPercent ?? ""],
  ];
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
