/**
 * A multipart/form-data reader for forms that carry one file, with every limit enforced while the body streams
 * in: a file part keeps at most `maxFileBytes` (the rest is counted and dropped, so the form can say the file was
 * too big and still give back what was typed), text fields at most `maxFieldBytes` together, at most `maxParts`
 * parts, and the whole body at most `maxBodyBytes`, past which the body reader (request-body.server.ts) stops.
 * Nothing is written to disk here.
 */

export type MultipartLimits = {
  maxFileBytes: number;
  maxFieldBytes: number;
  maxParts: number;
  maxBodyBytes: number;
};

export type UploadedPart = {
  /** The file's name as the browser sent it (only ever shown back to people, never used on disk). */
  filename: string;
  contentType: string;
  /** Null when the file was over maxFileBytes; `size` still says how big it was. */
  bytes: Uint8Array<ArrayBuffer> | null;
  size: number;
};

export type MultipartForm = { fields: Map<string, string[]>; files: Map<string, UploadedPart> };

/** Thrown for a body that is not multipart form data, or breaks a limit that leaves nothing to answer with. */
export class MultipartError extends Error {
  constructor(
    readonly reason: "not-multipart" | "malformed" | "too-large" | "too-many-parts",
    message: string,
  ) {
    super(message);
    this.name = "MultipartError";
  }
}

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");
const MAX_HEADER_BYTES = 2048;

/** The boundary from a Content-Type header, or null when it is not multipart/form-data. */
export function boundaryOf(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

type PartHeaders = { name: string; filename: string | null; contentType: string };

function parseHeaders(block: string): PartHeaders {
  let name: string | null = null;
  let filename: string | null = null;
  let contentType = "application/octet-stream";
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "content-disposition") {
      if (!/^form-data\b/i.test(value)) throw new MultipartError("malformed", "A part is not form data.");
      name = /;\s*name="([^"]*)"/i.exec(value)?.[1] ?? null;
      const file = /;\s*filename="([^"]*)"/i.exec(value);
      filename = file ? (file[1] ?? "") : null;
    } else if (key === "content-type") {
      contentType = value.toLowerCase();
    }
  }
  if (name === null) throw new MultipartError("malformed", "A part has no name.");
  return { name, filename, contentType };
}

/**
 * Parses a multipart body from its chunks as they arrive. Throws MultipartError for a body that cannot be read.
 * The chunks come from the body reader (readMultipart in request-body.server.ts), which counts the whole body
 * against maxBodyBytes and stops there.
 */
export async function readMultipartChunks(chunks: AsyncIterable<Uint8Array>, contentType: string | null, limits: MultipartLimits): Promise<MultipartForm> {
  const boundary = boundaryOf(contentType);
  if (!boundary) throw new MultipartError("not-multipart", "The form was not sent as multipart form data.");
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields = new Map<string, string[]>();
  const files = new Map<string, UploadedPart>();

  // The body is read as if it began with CRLF, so the first boundary looks like every other one.
  let pending: Buffer = Buffer.from(CRLF);
  // Typed by assertion so that checks after the helpers below have run are not narrowed away.
  let state = "preamble" as "preamble" | "headers" | "body" | "done";
  let parts = 0;
  let fieldBytes = 0;
  let current: { headers: PartHeaders; chunks: Buffer[]; size: number; kept: boolean } | null = null;

  const addData = (data: Buffer) => {
    if (!current || data.length === 0) return;
    current.size += data.length;
    if (current.headers.filename !== null) {
      if (current.size > limits.maxFileBytes) {
        current.kept = false;
        current.chunks = [];
      } else current.chunks.push(data);
    } else {
      fieldBytes += data.length;
      if (fieldBytes > limits.maxFieldBytes) throw new MultipartError("too-large", "The form's text is too long.");
      current.chunks.push(data);
    }
  };
  const finishPart = () => {
    if (!current) return;
    const { headers, chunks, size, kept } = current;
    if (headers.filename !== null) {
      // An empty file input still sends a part with an empty name and no bytes: that is "no file chosen".
      if (!(headers.filename === "" && size === 0) && !files.has(headers.name)) {
        files.set(headers.name, { filename: headers.filename, contentType: headers.contentType, bytes: kept ? new Uint8Array(Buffer.concat(chunks)) : null, size });
      }
    } else {
      const values = fields.get(headers.name) ?? [];
      values.push(Buffer.concat(chunks).toString("utf8"));
      fields.set(headers.name, values);
    }
    current = null;
  };

  /** Handles as much of `pending` as can be handled; what is left waits for more bytes. */
  const advance = (final: boolean) => {
    for (;;) {
      if (state === "done") {
        pending = Buffer.alloc(0);
        return;
      }
      if (state === "preamble" || state === "body") {
        const at = pending.indexOf(delimiter);
        if (at < 0) {
          // Keep a tail that could be the start of a delimiter split across chunks.
          const safe = Math.max(0, pending.length - delimiter.length - 1);
          if (state === "body") addData(pending.subarray(0, safe));
          pending = pending.subarray(safe);
          if (final) throw new MultipartError("malformed", "The form ended before its last part did.");
          return;
        }
        // The delimiter must be followed by CRLF (another part) or "--" (the end).
        if (pending.length < at + delimiter.length + 2) {
          if (final) throw new MultipartError("malformed", "The form ended inside a boundary.");
          if (state === "body") addData(pending.subarray(0, at));
          pending = pending.subarray(at);
          return;
        }
        if (state === "body") {
          addData(pending.subarray(0, at));
          finishPart();
        }
        const after = pending.subarray(at + delimiter.length, at + delimiter.length + 2).toString("latin1");
        pending = pending.subarray(at + delimiter.length + 2);
        if (after === "--") state = "done";
        else if (after === "\r\n") state = "headers";
        else throw new MultipartError("malformed", "A boundary was not followed by a part.");
        continue;
      }
      // state === "headers"
      const end = pending.indexOf(HEADER_END);
      if (end < 0) {
        if (pending.length > MAX_HEADER_BYTES) throw new MultipartError("malformed", "A part's headers are too long.");
        if (final) throw new MultipartError("malformed", "The form ended inside a part's headers.");
        return;
      }
      parts += 1;
      if (parts > limits.maxParts) throw new MultipartError("too-many-parts", "The form has too many parts.");
      current = { headers: parseHeaders(pending.subarray(0, end).toString("utf8")), chunks: [], size: 0, kept: true };
      pending = pending.subarray(end + HEADER_END.length);
      state = "body";
    }
  };

  for await (const value of chunks) {
    if (state === "done") continue; // an epilogue: read and ignored
    pending = pending.length ? Buffer.concat([pending, Buffer.from(value.buffer, value.byteOffset, value.byteLength)]) : Buffer.from(value);
    advance(false);
  }
  if (state !== "done") advance(true);
  if (state !== "done") throw new MultipartError("malformed", "The form ended before its last part did.");
  return { fields, files };
}

/** The first value of a text field, or undefined. */
export function fieldOf(form: MultipartForm, name: string): string | undefined {
  return form.fields.get(name)?.[0];
}
