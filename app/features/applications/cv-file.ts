/**
 * What counts as a CV file (browser-safe): a PDF or a Word document (.docx), at most 5 MB, judged by its name's
 * extension and by its first bytes, which must agree. A renamed picture or program is refused whatever it is
 * called, and so are the older and macro-capable formats (.doc, .docm, .rtf). The server then checks the inside
 * of the file too (cv-file-check.server.ts).
 */

export const MAX_CV_BYTES = 5 * 1024 * 1024;

export type CvFileKind = "pdf" | "docx";

export const cvFileTypes: Record<CvFileKind, { contentType: string; label: string }> = {
  pdf: { contentType: "application/pdf", label: "PDF" },
  docx: { contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", label: "Word (.docx)" },
};

/** The file input's accept list: a hint to the browser's file picker, checked again on the server. */
export const CV_FILE_ACCEPT = ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const CV_FILE_MESSAGES = {
  missing: "Choose your CV file, or share the CV saved to your account instead",
  tooBig: "The file is too big. Choose a file of 5 MB or less",
  wrongType: "The file must be a PDF or a Word document (.pdf or .docx). Older Word files (.doc) and other formats are not accepted: save your CV as a PDF or .docx and choose it again",
  notWhatItSays: "The file is not a real PDF or Word document. Save your CV as a PDF or Word document and choose it again",
  empty: "The file is empty. Choose your CV file again",
  macros: "The Word document contains macros, which are not accepted. Save your CV as a plain Word document (.docx) or a PDF and choose it again",
  embedded: "The Word document has other files, programs or links to templates inside it, which are not accepted. Save your CV as a PDF, or remove them, and choose it again",
  active: "The PDF contains scripts, automatic actions or attached files, which are not accepted. Print or save your CV to a new PDF and choose it again",
  encrypted: "The file is password-protected or encrypted. Save your CV without a password and choose it again",
  unpacksTooBig: "The file unpacks to far more than a CV would. Save your CV again as a PDF or Word document and choose it again",
  infected: "Our virus check found a problem with this file, so it was not accepted. Check your computer, save your CV again and choose it again",
  scanUnavailable: "Your file could not be checked for viruses just now, so nothing was sent. Please try again in a few minutes",
} as const;

export function extensionKind(filename: string): CvFileKind | null {
  const match = /\.([a-z]+)$/i.exec(filename.trim());
  const extension = match?.[1]?.toLowerCase();
  return extension === "pdf" || extension === "docx" ? extension : null;
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** The kind the first bytes show: %PDF- for a PDF, a ZIP's local header for .docx (its inside is checked later). */
export function contentKind(bytes: Uint8Array): CvFileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "docx";
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
export function downloadName(candidateName: string, kind: CvFileKind | "doc"): string {
  const base = candidateName
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 60);
  return `${base || "candidate"}-CV.${kind}`;
}
