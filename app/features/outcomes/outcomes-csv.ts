import { outcomeCheckpointLabels } from "./labels";
import type { EmployerOutcomes } from "./outcomes.server";

/** Outcome figures as CSV (RFC 4180: CRLF line ends, a header row); figures only, so nothing needs quoting. */
export function outcomesCsv(outcomes: EmployerOutcomes & { referred?: number }): string {
  const rows = [["Measure", "People", "Checked", "Still in work", "Per cent in work"]];
  if (outcomes.referred !== undefined) rows.push(["Referred", String(outcomes.referred), "", "", ""]);
  rows.push(["Started a job", String(outcomes.starts), "", "", ""]);
  for (const { checkpoint, checked, inWork } of outcomes.checkpoints) {
    rows.push([`In work at ${outcomeCheckpointLabels[checkpoint]}`, "", String(checked), String(inWork), checked === 0 ? "" : String(Math.round((inWork / checked) * 100))]);
  }
  return rows.map((row) => row.join(",")).join("\r\n") + "\r\n";
}

/** The CSV as a download that is never cached (it is a person's organisation's data). */
export function csvResponse(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
