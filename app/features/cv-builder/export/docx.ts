import { AlignmentType, BorderStyle, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from "docx";
import { type CvDocument, type CvEntry, sectionIsEmpty } from "../cv-document";

/** Word (.docx) writer, built on the docx package. Only ever loaded with import() when a Word download is asked for. */

const BRAND = "0E5F58";
const SOFT = "414A53";
const FONT = "Arial";

const numbering = {
  config: [
    {
      reference: "bullets",
      levels: [{ level: 0, format: LevelFormat.BULLET, text: "\u2022", alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }],
    },
  ],
};

const styles = {
  default: { document: { run: { font: FONT, size: 22, color: "1A1F24" } } },
  paragraphStyles: [
    {
      id: "Heading1",
      name: "Heading 1",
      basedOn: "Normal",
      next: "Normal",
      quickFormat: true,
      run: { font: FONT, size: 26, bold: true, color: BRAND },
      paragraph: { spacing: { before: 280, after: 120 }, border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: BRAND, space: 2 } } },
    },
    {
      id: "Title",
      name: "Title",
      basedOn: "Normal",
      next: "Normal",
      quickFormat: true,
      run: { font: FONT, size: 44, bold: true },
      paragraph: { spacing: { after: 60 } },
    },
  ],
};

function entryParagraphs(entry: CvEntry): Paragraph[] {
  const meta = [entry.title ? entry.organisation : "", entry.when].filter(Boolean).join("  |  ");
  return [
    new Paragraph({ keepNext: true, spacing: { before: 160 }, children: [new TextRun({ text: entry.title || entry.organisation, bold: true })] }),
    ...(meta ? [new Paragraph({ keepNext: true, spacing: { after: 80 }, children: [new TextRun({ text: meta, color: SOFT })] })] : []),
    ...entry.lines.map((line) =>
      line.bullet
        ? new Paragraph({ numbering: { reference: "bullets", level: 0 }, children: [new TextRun(line.text)] })
        : new Paragraph({ spacing: { after: 60 }, children: [new TextRun(line.text)] }),
    ),
  ];
}

export async function cvToDocx(cv: CvDocument): Promise<Blob> {
  const children: Paragraph[] = [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(cv.name)] })];
  if (cv.contact.length) children.push(new Paragraph({ children: [new TextRun({ text: cv.contact.join("  |  "), color: SOFT })] }));
  for (const section of cv.sections) {
    if (sectionIsEmpty(section)) continue;
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.title)] }));
    switch (section.kind) {
      case "summary":
        children.push(...section.paragraphs.map((text) => new Paragraph({ spacing: { after: 120 }, children: [new TextRun(text)] })));
        break;
      case "skills":
        children.push(new Paragraph({ children: [new TextRun(section.skills.join("  \u2022  "))] }));
        break;
      default:
        children.push(...section.entries.flatMap(entryParagraphs));
    }
  }
  const document = new Document({ creator: "Fair Chance Works CV builder", title: `CV – ${cv.name}`, styles, numbering, sections: [{ children }] });
  return Packer.toBlob(document);
}

export async function letterToDocx(paragraphs: string[][]): Promise<Blob> {
  const children = paragraphs.map(
    (lines) =>
      new Paragraph({
        spacing: { after: 240 },
        children: lines.map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : undefined })),
      }),
  );
  const document = new Document({ creator: "Fair Chance Works CV builder", title: "Letter to employer", styles, sections: [{ children }] });
  return Packer.toBlob(document);
}
