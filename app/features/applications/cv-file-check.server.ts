import zlib from "node:zlib";
import { CV_FILE_MESSAGES, type CvFileKind } from "./cv-file";

/**
 * The inside of a CV file, checked before it is kept (decision 0027). A Word document must be a plain .docx
 * package: a well-formed ZIP of stored or deflated entries with ordinary names, no encryption, at most
 * MAX_ENTRIES entries and MAX_UNPACKED_BYTES unpacked (counted while unpacking, so a ZIP bomb stops early),
 * [Content_Types].xml, and the main document part that _rels/.rels names, with the .docx content type. It must
 * hold no macros (vbaProject, macro-enabled content types), no embedded objects or ActiveX controls (nothing
 * under word/embeddings or word/activeX, no .bin parts: a CV needs none, and telling a harmless embedded object
 * from a harmful one is beyond a check like this), no programs by name or by first bytes, and no external
 * relationship other than a hyperlink (a remote template or linked object is fetched when the file opens).
 * A PDF must start with a %PDF-1.x or %PDF-2.0 header and end with %%EOF, must not be encrypted (its objects
 * could not be read), and no name in it or in its compressed object streams may be one that runs or launches
 * something (ACTIVE_PDF_NAMES).
 */

export type ContentsCheck = { ok: true } | { ok: false; problem: string };

const MAX_ENTRIES = 1000;
const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

const refuse = (problem: string): ContentsCheck => ({ ok: false, problem });

export function checkCvFileContents(bytes: Uint8Array, kind: CvFileKind): ContentsCheck {
  return kind === "pdf" ? checkPdf(bytes) : checkDocx(bytes);
}

// ---- DOCX ----

type ZipEntry = { name: string; flags: number; method: number; compressedSize: number; size: number; localOffset: number };

class ZipProblem extends Error {
  constructor(readonly problem: string) {
    super(problem);
  }
}

function readEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const broken = () => new ZipProblem(CV_FILE_MESSAGES.notWhatItSays);
  // The end of central directory record: 22 bytes, then a comment of up to 65,535 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw broken();
  const disk = view.getUint16(end + 4, true);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  // Split archives and ZIP64 (the 0xffff markers) are nothing a word processor writes for a CV.
  if (disk !== 0 || view.getUint16(end + 6, true) !== 0 || count === 0xffff || directoryOffset === 0xffffffff) throw broken();
  if (count === 0 || count > MAX_ENTRIES) throw broken();
  if (directoryOffset + directorySize > end) throw broken();
  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) throw broken();
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const name = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    // Bit 0: encrypted; bit 6: strong encryption.
    if (flags & 0x41) throw new ZipProblem(CV_FILE_MESSAGES.encrypted);
    if (method !== 0 && method !== 8) throw broken();
    if (!name || name.includes("\\") || name.includes("\0") || name.startsWith("/") || name.split("/").some((part) => part === ".." || part === ".")) throw broken();
    const key = name.toLowerCase();
    if (seen.has(key)) throw broken();
    seen.add(key);
    entries.push({ name, flags, method, compressedSize, size, localOffset });
  }
  return entries;
}

/** Unpacks every entry, stopping once the total passes MAX_UNPACKED_BYTES or an entry is not what it declares. */
function unpack(bytes: Uint8Array, entries: ZipEntry[]): Map<string, Buffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts = new Map<string, Buffer>();
  let budget = MAX_UNPACKED_BYTES;
  for (const entry of entries) {
    if (entry.name.endsWith("/")) continue;
    if (entry.size > budget) throw new ZipProblem(CV_FILE_MESSAGES.unpacksTooBig);
    const local = entry.localOffset;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) throw new ZipProblem(CV_FILE_MESSAGES.notWhatItSays);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + entry.compressedSize > bytes.length) throw new ZipProblem(CV_FILE_MESSAGES.notWhatItSays);
    const packed = bytes.subarray(start, start + entry.compressedSize);
    let data: Buffer;
    if (entry.method === 0) {
      data = Buffer.from(packed);
    } else {
      try {
        data = zlib.inflateRawSync(packed, { maxOutputLength: Math.min(budget, entry.size) + 1 });
      } catch (error) {
        if (error instanceof RangeError) throw new ZipProblem(CV_FILE_MESSAGES.unpacksTooBig);
        throw new ZipProblem(CV_FILE_MESSAGES.notWhatItSays);
      }
    }
    // A declared size that is not the real one is how a ZIP bomb hides: refused either way.
    if (data.length !== entry.size) throw new ZipProblem(CV_FILE_MESSAGES.notWhatItSays);
    budget -= data.length;
    parts.set(entry.name, data);
  }
  return parts;
}

const OFFICE_DOCUMENT_RELATIONSHIP = /^(http:\/\/schemas\.openxmlformats\.org\/officeDocument\/2006\/relationships|http:\/\/purl\.oclc\.org\/ooxml\/officeDocument\/relationships)\/officeDocument$/;
const HYPERLINK_RELATIONSHIP = /\/relationships\/hyperlink$/;
const DOCX_MAIN_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

/** Programs and scripts by name: nothing a CV package holds. */
const PROGRAM_EXTENSION = /\.(exe|dll|com|scr|pif|cpl|msi|msp|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|sh|app|bin|ole)$/i;

/** First bytes of programs and containers that have no place inside a .docx. */
const FOREIGN_SIGNATURES: number[][] = [
  [0x4d, 0x5a], // MZ: Windows programs
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal, Java classes
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2: embedded objects, macros, old Office files
  [0x50, 0x4b, 0x03, 0x04], // a ZIP inside the ZIP
  [0x23, 0x21], // #!: scripts
];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** The attributes of each element named `tag` in some XML (what these small package files need, no more). */
function elements(xml: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const match of xml.matchAll(new RegExp(`<(?:\\w+:)?${tag}\\b([^>]*)>`, "g"))) {
    const attributes: Record<string, string> = {};
    for (const attribute of match[1]!.matchAll(/([\w:]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) attributes[attribute[1]!] = attribute[3] ?? attribute[4] ?? "";
    found.push(attributes);
  }
  return found;
}

function checkDocx(bytes: Uint8Array): ContentsCheck {
  let parts: Map<string, Buffer>;
  try {
    const entries = readEntries(bytes);
    parts = unpack(bytes, entries);
  } catch (error) {
    if (error instanceof ZipProblem) return refuse(error.problem);
    throw error;
  }
  const text = (name: string) => parts.get(name)?.toString("utf8") ?? null;

  const contentTypes = text("[Content_Types].xml");
  const rootRelationships = text("_rels/.rels");
  if (contentTypes === null || rootRelationships === null) return refuse(CV_FILE_MESSAGES.notWhatItSays);
  if (/macroEnabled|vbaProject|vbaData/i.test(contentTypes)) return refuse(CV_FILE_MESSAGES.macros);
  if (/activeX|oleObject/i.test(contentTypes)) return refuse(CV_FILE_MESSAGES.embedded);

  const main = elements(rootRelationships, "Relationship").filter((relationship) => OFFICE_DOCUMENT_RELATIONSHIP.test(relationship.Type ?? ""));
  if (main.length !== 1 || (main[0]!.TargetMode ?? "").toLowerCase() === "external") return refuse(CV_FILE_MESSAGES.notWhatItSays);
  const mainName = (main[0]!.Target ?? "").replace(/^\//, "");
  if (!parts.has(mainName)) return refuse(CV_FILE_MESSAGES.notWhatItSays);
  const mainType = elements(contentTypes, "Override").find((override) => (override.PartName ?? "").replace(/^\//, "").toLowerCase() === mainName.toLowerCase())?.ContentType;
  // A template (.dotx) or macro-enabled document (.docm) names another type for its main part.
  if (mainType !== DOCX_MAIN_TYPE) return refuse(/macroEnabled/i.test(mainType ?? "") ? CV_FILE_MESSAGES.macros : CV_FILE_MESSAGES.notWhatItSays);

  for (const [name, data] of parts) {
    const lower = name.toLowerCase();
    if (/(^|\/)vba[^/]*$/.test(lower)) return refuse(CV_FILE_MESSAGES.macros);
    // Printer settings are the one .bin part Word writes for an ordinary document.
    const programByName = PROGRAM_EXTENSION.test(lower) && !/^word\/printersettings\/printersettings\d+\.bin$/.test(lower);
    if (lower.startsWith("word/embeddings/") || lower.startsWith("word/activex/") || programByName) return refuse(CV_FILE_MESSAGES.embedded);
    if (FOREIGN_SIGNATURES.some((signature) => startsWith(data, signature))) return refuse(CV_FILE_MESSAGES.embedded);
    if (lower.endsWith(".rels")) {
      const external = elements(data.toString("utf8"), "Relationship").filter((relationship) => (relationship.TargetMode ?? "").toLowerCase() === "external");
      if (external.some((relationship) => !HYPERLINK_RELATIONSHIP.test(relationship.Type ?? ""))) return refuse(CV_FILE_MESSAGES.embedded);
    }
  }
  return { ok: true };
}

// ---- PDF ----

/**
 * Names that make a PDF do something rather than show something: run JavaScript, launch a program, carry files,
 * act by itself on opening or on a page event (/AA; /OpenAction is allowed, as many tools set the opening view
 * with it, but an opening action that runs a script or program names /JavaScript or /Launch and is refused),
 * send or fetch data, or play rich media.
 */
const ACTIVE_PDF_NAMES = new Set(["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles", "FileAttachment", "AA", "RichMedia", "XFA", "SubmitForm", "ImportData", "GoToE"]);

const PDF_HEADER = /^%PDF-(1\.[0-7]|2\.0)\s/;
const MAX_OBJECT_STREAM_BYTES = 20 * 1024 * 1024;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

/** Every name in some PDF syntax, with #xx escapes decoded (/J#61vaScript is /JavaScript). */
function pdfNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) names.add(match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))));
  return names;
}

function checkPdf(bytes: Uint8Array): ContentsCheck {
  const text = latin1(bytes);
  if (!PDF_HEADER.test(text.slice(0, 16))) return refuse(CV_FILE_MESSAGES.notWhatItSays);
  if (!text.slice(-1024).includes("%%EOF")) return refuse(CV_FILE_MESSAGES.notWhatItSays);
  // The objects, without the streams' bytes (compressed pictures and fonts hold chance matches, and nothing a
  // reader would act on), then any compressed object streams (PDF 1.5 and later), unpacked.
  const objects: string[] = [];
  let budget = MAX_OBJECT_STREAM_BYTES;
  let from = 0;
  for (const match of text.matchAll(/\bstream\r?\n/g)) {
    if (match.index < from) continue;
    const start = match.index + match[0].length;
    const finish = text.indexOf("endstream", start);
    if (finish < 0) return refuse(CV_FILE_MESSAGES.notWhatItSays);
    const before = text.slice(from, match.index);
    objects.push(before);
    from = finish + "endstream".length;
    const dictionary = before.slice(Math.max(0, before.lastIndexOf("obj")));
    const dictionaryNames = pdfNames(dictionary);
    if (!dictionaryNames.has("ObjStm")) continue;
    const filters = [...dictionaryNames].filter((name) => name.endsWith("Decode"));
    if (filters.length === 0) {
      objects.push(text.slice(start, finish));
      continue;
    }
    // Any other filter could hide what it holds from this check.
    if (filters.length !== 1 || filters[0] !== "FlateDecode") return refuse(CV_FILE_MESSAGES.notWhatItSays);
    let unpacked: Buffer;
    try {
      unpacked = zlib.inflateSync(bytes.subarray(start, finish), { maxOutputLength: budget + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    } catch (error) {
      return refuse(error instanceof RangeError ? CV_FILE_MESSAGES.unpacksTooBig : CV_FILE_MESSAGES.notWhatItSays);
    }
    if (unpacked.length > budget) return refuse(CV_FILE_MESSAGES.unpacksTooBig);
    budget -= unpacked.length;
    objects.push(latin1(unpacked));
  }
  objects.push(text.slice(from));
  const names = new Set(objects.flatMap((part) => [...pdfNames(part)]));
  if (names.has("Encrypt")) return refuse(CV_FILE_MESSAGES.encrypted);
  if ([...names].some((name) => ACTIVE_PDF_NAMES.has(name))) return refuse(CV_FILE_MESSAGES.active);
  return { ok: true };
}
