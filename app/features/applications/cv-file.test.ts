import { describe, expect, it } from "vitest";
import { checkCvFile, contentKind, CV_FILE_MESSAGES, downloadName, MAX_CV_BYTES } from "./cv-file";

const ascii = (text: string) => new Uint8Array(Array.from(text, (char) => char.charCodeAt(0)));
const pdf = ascii("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF");
const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
const docx = new Uint8Array([...ascii("PK\u0003\u0004"), ...ascii("\u0014\u0000\u0006\u0000[Content_Types].xml...PK\u0003\u0004word/document.xml")]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const file = (filename: string, bytes: Uint8Array | null, size = bytes?.length ?? 0) => ({ filename, bytes, size });

describe("CV files", () => {
  it("knows PDF and .docx (a ZIP, whose inside the server checks) by their first bytes, and nothing else", () => {
    expect(contentKind(pdf)).toBe("pdf");
    expect(contentKind(docx)).toBe("docx");
    expect(contentKind(doc)).toBeNull();
    expect(contentKind(png)).toBeNull();
    expect(contentKind(new Uint8Array())).toBeNull();
  });

  it("accepts a file whose name and bytes agree", () => {
    expect(checkCvFile(file("My CV.PDF", pdf))).toEqual({ ok: true, kind: "pdf", contentType: "application/pdf" });
    expect(checkCvFile(file("cv.docx", docx))).toMatchObject({ ok: true, kind: "docx" });
  });

  it("refuses the wrong type, a fake, an empty file and one over 5 MB, each with its own message", () => {
    expect(checkCvFile(file("photo.png", png))).toEqual({ ok: false, problem: CV_FILE_MESSAGES.wrongType });
    expect(checkCvFile(file("cv.pdf", png))).toEqual({ ok: false, problem: CV_FILE_MESSAGES.notWhatItSays });
    expect(checkCvFile(file("cv.docx", pdf))).toEqual({ ok: false, problem: CV_FILE_MESSAGES.notWhatItSays });
    expect(checkCvFile(file("cv.pdf", new Uint8Array()))).toEqual({ ok: false, problem: CV_FILE_MESSAGES.empty });
    expect(checkCvFile(file("cv.pdf", null, MAX_CV_BYTES + 1))).toEqual({ ok: false, problem: CV_FILE_MESSAGES.tooBig });
  });

  it("refuses older and macro-capable Word formats and other documents by name (review item 7)", () => {
    for (const name of ["cv.doc", "cv.docm", "cv.rtf", "cv.odt", "cv.dotx", "cv.jpg"]) expect(checkCvFile(file(name, doc))).toEqual({ ok: false, problem: CV_FILE_MESSAGES.wrongType });
  });

  it("names a download from the candidate's name with safe characters only", () => {
    expect(downloadName("Zoë O'Brien", "pdf")).toBe("Zoe-OBrien-CV.pdf");
    expect(downloadName('../../"etc"', "docx")).toBe("etc-CV.docx");
    expect(downloadName("   ", "doc")).toBe("candidate-CV.doc");
  });
});
