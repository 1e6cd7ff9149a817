import { strToU8, zipSync, zlibSync, type Zippable } from "fflate";

/** Small CV files built in the tests: a plain .docx package and PDFs, with whatever a test adds or leaves out. */

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Avery Applicant: kitchen assistant</w:t></w:r></w:p></w:body></w:document>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://www.linkedin.com/in/example" TargetMode="External"/></Relationships>`;

/** The parts of a plain .docx; a test changes, adds (a Uint8Array or text) or removes (undefined) any of them. */
export function docxParts(changes: Record<string, string | Uint8Array | undefined> = {}): Zippable {
  const parts: Record<string, string | Uint8Array | undefined> = {
    "[Content_Types].xml": CONTENT_TYPES,
    "_rels/.rels": ROOT_RELS,
    "word/document.xml": DOCUMENT,
    "word/_rels/document.xml.rels": DOCUMENT_RELS,
    ...changes,
  };
  const zippable: Zippable = {};
  for (const [name, value] of Object.entries(parts)) if (value !== undefined) zippable[name] = typeof value === "string" ? strToU8(value) : value;
  return zippable;
}

export function docx(changes: Record<string, string | Uint8Array | undefined> = {}): Uint8Array<ArrayBuffer> {
  return zipSync(docxParts(changes));
}

export const contentTypesWith = (extra: string) => CONTENT_TYPES.replace("</Types>", `${extra}</Types>`);

/** A Windows program's first bytes. */
export const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);

/** A small PDF: `catalog` goes into the catalog dictionary; `tail` replaces what ends the file. */
export function pdf(options: { catalog?: string; extraObjects?: string; tail?: string; padding?: number } = {}): Uint8Array<ArrayBuffer> {
  const body = [
    "%PDF-1.7",
    "%\u00e2\u00e3\u00cf\u00d3",
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ""} >>\nendobj`,
    "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj",
    "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj",
    options.extraObjects ?? "",
    `% ${" ".repeat(options.padding ?? 0)}`,
    "trailer\n<< /Root 1 0 R /Size 4 >>",
    options.tail ?? "startxref\n0\n%%EOF\n",
  ].join("\n");
  return strToU8(body, true);
}

/** A compressed object stream holding `objects` (PDF 1.5 and later keep objects this way). */
export function objectStream(number: number, objects: string): string {
  const packed = zlibSync(strToU8(objects, true));
  return `${number} 0 obj\n<< /Type /ObjStm /N 1 /First 0 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${Buffer.from(packed).toString("latin1")}\nendstream\nendobj`;
}
