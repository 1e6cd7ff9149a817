import { jsPDF } from "jspdf";
import { formatCalendarDate } from "~/lib/dates";
import type { EntryResult } from "./rules";
import { recordName } from "./answer-words";
import type { Answers } from "./answers";

/**
 * The checker's results as a PDF, made in the browser (this module is only loaded with import() when asked for):
 * nothing is sent anywhere. Helvetica covers Windows-1252, so curly quotes become straight ones.
 */

const MARGIN = 20;
const WIDTH = 170;
const BOTTOM = 277;

function safe(value: string): string {
  return value.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"').replace(/[^\n\u0020-\u007E\u00A0-\u00FF\u2013\u2014\u2022]/g, "");
}

export function resultsPdf({
  answers,
  results,
  sources,
  today,
}: {
  answers: Answers;
  results: EntryResult[];
  sources: { r: number; s: number; approximate: boolean }[];
  today: string;
}): Blob {
  const pdf = new jsPDF({ unit: "mm", format: "a4", compress: true });
  let y = MARGIN;
  const write = (text: string, size = 10.5, bold = false, after = 2) => {
    pdf.setFont("helvetica", bold ? "bold" : "normal");
    pdf.setFontSize(size);
    const lines: string[] = pdf.splitTextToSize(safe(text), WIDTH);
    const height = size * 0.3528 * 1.35;
    for (const line of lines) {
      if (y + height > BOTTOM) {
        pdf.addPage();
        y = MARGIN;
      }
      pdf.text(line, MARGIN, y, { baseline: "top" });
      y += height;
    }
    y += after;
  };
  write("Your disclosure check", 18, true, 4);
  write(
    `Worked out on ${formatCalendarDate(today)} under the law of England and Wales in force since 28 October 2023. ` +
      "This is general information, not legal advice.",
    10,
    false,
    6,
  );
  const seen = new Set<number>();
  sources.forEach((source, index) => {
    if (seen.has(source.r)) return;
    seen.add(source.r);
    const result = results[index]!;
    const rules = [...new Set(sources.flatMap((other, i) => (other.r === source.r ? [results[i]!.rule] : [])))];
    write(`${recordName(answers, source.r)}${sources.some((other) => other.r === source.r && other.approximate) ? " (approximate)" : ""}`, 13, true, 2);
    const status =
      result.status === "never_spent"
        ? "Never spent"
        : result.status === "indefinite"
          ? (result.basic_check.split(".")[0] ?? "Not spent")
          : result.status === "not_a_conviction"
            ? "Not a conviction"
          : result.status === "spent_immediately"
            ? "Spent immediately"
            : result.status === "spent"
              ? `Spent on ${formatCalendarDate(result.spent_date!)}`
              : `Not spent yet: it will be spent on ${formatCalendarDate(result.spent_date!)}`;
    write(status, 11, true, 2);
    write("If an employer asks, or asks for a basic check", 10.5, true, 1);
    write(result.basic_check, 10.5, false, 2);
    write("If a role needs a standard or enhanced check", 10.5, true, 1);
    write(result.standard_enhanced_check, 10.5, false, 2);
    write("The rule we used", 10.5, true, 1);
    for (const rule of rules) write(`• ${rule}`, 10.5, false, 1);
    y += 5;
  });
  return pdf.output("blob");
}
