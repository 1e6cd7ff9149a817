/**
 * What counts as a CV file (browser-safe): PDF or Word, at most 5 MB, judged by its name's extension and by its
 * first bytes, which must agree. A renamed picture or program is refused whatever it is called.
 */

export const MAX_CV_BYTES = 5 * 1024 * 1024;

export type CvFileKind = "pdf" | "doc" | "docx";

export const cvFileTypes: Record<CvFileKind, { contentType: string; label: string }> = {
  pdf: { contentType: "application/pdf", label: "PDF" },
  doc: { contentType: "application/msword", label: "Word (.doc)" },
  docx: { contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", label: "Word (.docx)" },
};

/** The file input's accept list: a hint to the browser's file picker, checked again on the server. */
export const CV_FILE_ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const CV_FILE_MESSAGES = {
  missing: "Choose your CV file, or share the CV saved to your account instead",
  tooBig: "The file is too big. Choose a file of 5 MB or less",
  wrongType: "The file must be a PDF or a Word document (.pdf, .doc or .docx)",
  notWhatItSays: "The file is not a real PDF or Word document. Save your CV as a PDF or Word document and choose it again",
  empty: "The file is empty. Choose your CV file again",
} as const;

export function extensionKind(filename: string): CvFileKind | null {
  const match = /\.([a-z]+)$/i.exec(filename.trim());
  const extension = match?.[1]?.toLowerCase();
  return extension === "pdf" || extension === "doc" || extension === "docx" ? extension : null;
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** True when `needle` (ASCII) appears anywhere in `bytes`. */
function contains(bytes: Uint8Array, needle: string): boolean {
  const codes = Array.from(needle, (char) => char.charCodeAt(0));
  const first = codes[0]!;
  for (let index = bytes.indexOf(first); index >= 0 && index <= bytes.length - codes.length; index = bytes.indexOf(first, index + 1)) {
    if (codes.every((code, offset) => bytes[index + offset] === code)) return true;
  }
  return false;
}

/** The kind the bytes themselves show: %PDF-, the OLE2 header of .doc, or a zip holding word/ for .docx. */
export function contentKind(bytes: Uint8Array): CvFileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  // A zip's entry names are stored as plain text in its headers: a Word document has entries under word/.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, "word/")) return "docx";
  return null;
}

export type CvFileCheck = { ok: true; kind: CvFileKind; contentType: string } | { ok: false; problem: string };

/** Checks a file by size, extension and first bytes. */
export function checkCvFile(file: { filename: string; size: number; bytes: Uint8Array | null }): CvFileCheck {
  if (file.size > MAX_CV_BYTES || !file.bytes) return { ok: false, problem: CV_FILE_MESSAGES.tooBig };
  const byName = extensionKind(file.filename);
  if (!byName) return { ok: false, problem: CV_FILE_MESSAGES.wrongType };
  if (file.size === 0) return { ok: false, problem: CV_FILE_MESSAGES.empty };
  if (contentKind(file.bytes) !== byName) return { ok: false, problem: CV_FILE_MESSAGES.notWhatItSays };
  return { ok: true, kind: byName, contentType: cvFileTypes[byName].contentType };
}

/** A name for the download that holds nothing but safe characters, keeping the extension. */
export function downloadName(candidateName: string, kind: CvFileKind): string {
  const base = candidateName
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 60);
  return `${base || "candidate"}-CV.${kind}`;
}
