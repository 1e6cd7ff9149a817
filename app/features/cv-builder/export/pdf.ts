import { jsPDF } from "jspdf";
import { type CvDocument, type CvEntry, sectionIsEmpty } from "../cv-document";

/**
 * PDF writer, built on jsPDF. This module is only ever loaded with import() when a PDF download is asked for.
 * It uses the PDF standard Helvetica font, so nothing is fetched and the files stay small.
 */

const PAGE = { width: 210, height: 297, margin: 20 } as const;
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const INK: [number, number, number] = [26, 31, 36];
const SOFT: [number, number, number] = [65, 74, 83];
const BRAND: [number, number, number] = [14, 95, 88];
const PT_TO_MM = 0.3528;

/** Helvetica here covers Windows-1252; swap the few common characters outside it so nothing prints as gibberish. */
export function pdfSafe(value: string): string {
  return value
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\u2212/g, "-")
    .replace(/[\u0141\u0142\u0110\u0111\u0131]/g, (char) => ({ "\u0141": "L", "\u0142": "l", "\u0110": "D", "\u0111": "d", "\u0131": "i" })[char] ?? char)
    .replace(/\t/g, " ")
    .replace(/[^\n\u0020-\u007E\u00A0-\u00FF\u2013\u2014\u2022\u2026\u20AC]/gu, (char) => char.normalize("NFKD").replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, "") || "?");
}

class Writer {
  readonly pdf = new jsPDF({ unit: "mm", format: "a4", compress: true });
  y: number = PAGE.margin;

  private lineHeight(size: number) {
    return size * PT_TO_MM * 1.35;
  }

  private ensureSpace(height: number) {
    if (this.y + height > PAGE.height - PAGE.margin) {
      this.pdf.addPage();
      this.y = PAGE.margin;
    }
  }

  text(value: string, options: { size?: number; bold?: boolean; colour?: [number, number, number]; indent?: number; after?: number } = {}) {
    const { size = 10.5, bold = false, colour = INK, indent = 0, after = 0 } = options;
    this.pdf.setFont("helvetica", bold ? "bold" : "normal");
    this.pdf.setFontSize(size);
    this.pdf.setTextColor(...colour);
    const lines: string[] = this.pdf.splitTextToSize(pdfSafe(value), CONTENT_WIDTH - indent);
    const height = this.lineHeight(size);
    for (const line of lines) {
      this.ensureSpace(height);
      this.pdf.text(line, PAGE.margin + indent, this.y, { baseline: "top" });
      this.y += height;
    }
    this.y += after;
  }

  bullet(value: string) {
    const size = 10.5;
    this.ensureSpace(this.lineHeight(size));
    this.pdf.setFont("helvetica", "normal");
    this.pdf.setFontSize(size);
    this.pdf.setTextColor(...INK);
    this.pdf.text("\u2022", PAGE.margin + 1.5, this.y, { baseline: "top" });
    this.text(value, { size, indent: 6 });
  }

  heading(value: string) {
    this.ensureSpace(16);
    this.y += 3;
    this.text(value, { size: 13, bold: true, colour: BRAND, after: 1 });
    this.pdf.setDrawColor(...BRAND);
    this.pdf.setLineWidth(0.4);
    this.pdf.line(PAGE.margin, this.y, PAGE.width - PAGE.margin, this.y);
    this.y += 3;
  }

  space(mm: number) {
    this.y += mm;
  }
}

function writeEntry(writer: Writer, entry: CvEntry) {
  writer.text(entry.title || entry.organisation, { bold: true, size: 11 });
  const meta = [entry.title ? entry.organisation : "", entry.when].filter(Boolean).join("  |  ");
  if (meta) writer.text(meta, { colour: SOFT, size: 10 });
  writer.space(1);
  for (const line of entry.lines) {
    if (line.bullet) writer.bullet(line.text);
    else writer.text(line.text);
  }
  writer.space(3);
}

export function cvToPdf(cv: CvDocument): Blob {
  const writer = new Writer();
  writer.pdf.setProperties({ title: `CV – ${cv.name}`, author: cv.name, creator: "Fair Chance Works CV builder" });
  writer.text(cv.name, { size: 22, bold: true, after: 1 });
  if (cv.contact.length) writer.text(cv.contact.join("  |  "), { colour: SOFT, size: 10, after: 2 });
  for (const section of cv.sections) {
    if (sectionIsEmpty(section)) continue;
    writer.heading(section.title);
    switch (section.kind) {
      case "summary":
        for (const paragraph of section.paragraphs) writer.text(paragraph, { after: 2 });
        break;
      case "skills":
        writer.text(section.skills.join("  \u2022  "), { after: 2 });
        break;
      default:
        for (const entry of section.entries) writeEntry(writer, entry);
    }
  }
  return writer.pdf.output("blob");
}

export function letterToPdf(paragraphs: string[][], author: string): Blob {
  const writer = new Writer();
  writer.pdf.setProperties({ title: "Letter to employer", author, creator: "Fair Chance Works CV builder" });
  for (const lines of paragraphs) {
    for (const line of lines) writer.text(line, { size: 11 });
    writer.space(4);
  }
  return writer.pdf.output("blob");
}
