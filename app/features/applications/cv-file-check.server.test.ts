import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { contentTypesWith, docx, docxParts, exe, objectStream, pdf } from "../../../tests/support/cv-files";
import { checkCvFileContents } from "./cv-file-check.server";
import { CV_FILE_MESSAGES } from "./cv-file";

const problem = (bytes: Uint8Array, kind: "pdf" | "docx") => {
  const result = checkCvFileContents(bytes, kind);
  return result.ok ? null : result.problem;
};

describe("checking a Word document's package (review item 7)", () => {
  it("accepts a plain .docx, stored or deflated, with a hyperlink", () => {
    expect(problem(docx(), "docx")).toBeNull();
    expect(problem(zipSync(docxParts(), { level: 0 }), "docx")).toBeNull();
    expect(problem(docx({ "word/media/image1.png": new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) }), "docx")).toBeNull();
  });

  it("refuses a ZIP holding a program named cv.docx", () => {
    expect(problem(zipSync({ "setup.exe": exe }), "docx")).toBe(CV_FILE_MESSAGES.notWhatItSays);
  });

  it("refuses a package without [Content_Types].xml, without its main part, or naming a part it lacks", () => {
    expect(problem(docx({ "[Content_Types].xml": undefined }), "docx")).toBe(CV_FILE_MESSAGES.notWhatItSays);
    expect(problem(docx({ "_rels/.rels": undefined }), "docx")).toBe(CV_FILE_MESSAGES.notWhatItSays);
    expect(problem(docx({ "word/document.xml": undefined }), "docx")).toBe(CV_FILE_MESSAGES.notWhatItSays);
    // A spreadsheet (or any other package) has no Word main part.
    expect(problem(zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "xl/workbook.xml": strToU8("<workbook/>") }), "docx")).toBe(CV_FILE_MESSAGES.notWhatItSays);
  });

  it("refuses macros: a .docm's content type, vbaProject.bin", () => {
    const docm = contentTypesWith("").replace("wordprocessingml.document.main+xml", "").replace('ContentType="application/vnd.openxmlformats-officedocument."', 'ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"');
    expect(problem(docx({ "[Content_Types].xml": docm }), "docx")).toBe(CV_FILE_MESSAGES.macros);
    expect(problem(docx({ "word/vbaProject.bin": new Uint8Array([1, 2, 3]) }), "docx")).toBe(CV_FILE_MESSAGES.macros);
  });

  it("refuses embedded objects and programs, by place, by name and by first bytes", () => {
    expect(problem(docx({ "word/embeddings/oleObject1.bin": new Uint8Array([1, 2, 3]) }), "docx")).toBe(CV_FILE_MESSAGES.embedded);
    expect(problem(docx({ "word/embeddings/Microsoft_Word_Document.docx": docx() }), "docx")).toBe(CV_FILE_MESSAGES.embedded);
    expect(problem(docx({ "word/media/payload.exe": exe }), "docx")).toBe(CV_FILE_MESSAGES.embedded);
    expect(problem(docx({ "word/media/image2.png": exe }), "docx")).toBe(CV_FILE_MESSAGES.embedded);
    expect(problem(docx({ "[Content_Types].xml": contentTypesWith('<Default Extension="ole" ContentType="application/vnd.openxmlformats-officedocument.oleObject"/>') }), "docx")).toBe(CV_FILE_MESSAGES.embedded);
  });

  it("refuses a remote template or any external relationship other than a hyperlink", () => {
    const settingsRels = `<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/></Relationships>`;
    expect(problem(docx({ "word/_rels/settings.xml.rels": settingsRels }), "docx")).toBe(CV_FILE_MESSAGES.embedded);
  });

  it("refuses encrypted entries, odd names and a ZIP bomb", () => {
    const encrypted = docx();
    // Set bit 0 (encrypted) of the first central directory entry's flags.
    const view = new DataView(encrypted.buffer);
    for (let at = encrypted.length - 22; at >= 0; at--) {
      if (view.getUint32(at, true) === 0x06054b50) {
        const directory = view.getUint32(at + 16, true);
        view.setUint16(directory + 8, view.getUint16(directory + 8, true) | 1, true);
        break;
      }
    }
    expect(problem(encrypted, "docx")).toBe(CV_FILE_MESSAGES.encrypted);
    expect(problem(docx({ "../evil.xml": "<x/>" }), "docx")).toBe(CV_FILE_MESSAGES.notWhatItSays);
    // 64 MB of zeros packs into well under 5 MB.
    expect(problem(docx({ "word/media/big.xml": new Uint8Array(64 * 1024 * 1024) }), "docx")).toBe(CV_FILE_MESSAGES.unpacksTooBig);
    expect(problem(strToU8("PK\u0003\u0004 broken"), "docx")).toBe(CV_FILE_MESSAGES.notWhatItSays);
  });
});

describe("checking a PDF (review item 7)", () => {
  it("accepts a plain PDF, one opening at a view, and one with a link", () => {
    expect(problem(pdf(), "pdf")).toBeNull();
    expect(problem(pdf({ catalog: "/OpenAction [3 0 R /Fit]" }), "pdf")).toBeNull();
    expect(problem(pdf({ extraObjects: "4 0 obj\n<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.org) >> >>\nendobj" }), "pdf")).toBeNull();
  });

  it("refuses a PDF without its header or its %%EOF trailer", () => {
    expect(problem(strToU8("%PDF-9.9\n%%EOF"), "pdf")).toBe(CV_FILE_MESSAGES.notWhatItSays);
    expect(problem(pdf({ tail: "startxref\n0\n" }), "pdf")).toBe(CV_FILE_MESSAGES.notWhatItSays);
    expect(problem(pdf({ tail: "%%EOF\n", padding: 2000 }).slice(0, -6), "pdf")).toBe(CV_FILE_MESSAGES.notWhatItSays);
  });

  it("refuses JavaScript, launch actions, attached files and automatic actions, however the name is spelt", () => {
    expect(problem(pdf({ catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" }), "pdf")).toBe(CV_FILE_MESSAGES.active);
    expect(problem(pdf({ catalog: "/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>" }), "pdf")).toBe(CV_FILE_MESSAGES.active);
    expect(problem(pdf({ catalog: "/OpenAction << /S /Launch /F (cmd.exe) >>" }), "pdf")).toBe(CV_FILE_MESSAGES.active);
    expect(problem(pdf({ catalog: "/Names << /EmbeddedFiles 5 0 R >>" }), "pdf")).toBe(CV_FILE_MESSAGES.active);
    expect(problem(pdf({ catalog: "/AA << /O 6 0 R >>" }), "pdf")).toBe(CV_FILE_MESSAGES.active);
  });

  it("refuses JavaScript hidden in a compressed object stream", () => {
    expect(problem(pdf({ extraObjects: objectStream(7, "8 0 << /S /JavaScript /JS (app.alert(1)) >>") }), "pdf")).toBe(CV_FILE_MESSAGES.active);
    expect(problem(pdf({ extraObjects: objectStream(7, "8 0 << /Type /Font >>") }), "pdf")).toBeNull();
  });

  it("refuses an encrypted PDF, whose objects cannot be read", () => {
    expect(problem(pdf({ tail: "trailer\n<< /Encrypt 9 0 R >>\n%%EOF\n" }), "pdf")).toBe(CV_FILE_MESSAGES.encrypted);
  });
});

describe("files this service makes itself", () => {
  it("accepts the CV builder's own Word download", async () => {
    const { cvToDocx } = await import("~/features/cv-builder/export/docx");
    const { savedCvOutline } = await import("./saved-cv");
    const outline = savedCvOutline({ fullName: "Avery Applicant", summary: "Kitchen worker.", skills: ["Food hygiene"], experiences: [], education: [] })!;
    const bytes = new Uint8Array(await (await cvToDocx(outline)).arrayBuffer());
    expect(problem(bytes, "docx")).toBeNull();
  });
});
