import { isUuid } from "./uuid-pattern";

/**
 * What may reach a log line. Database drivers and libraries put the values of a failed query (email
 * addresses, session tokens, whatever a person typed) into error messages and error properties, where
 * redaction by key name cannot see them. Every value logged passes through here: errors keep their kind,
 * code and stack frames; query parameters, email addresses, phone numbers and token-like strings are removed.
 */

/** Something shaped like an email address, also URL-encoded (`%40`); the local part may hold control characters. */
const EMAIL = /[^\s@<>()[\]"',;:\\/]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu;
/**
 * A UK mobile number as people write it: 07 then nine digits, or +44 / 0044 / 44 then 7 and nine digits, with
 * spaces, dashes or "(0)" between. Not inside a longer word, number or uuid.
 */
const UK_MOBILE = /(?<![\w+-])(?:(?:\+|00)?44[\s-]?(?:\(0\)[\s-]?)?|0)7(?:[\s-]?\d){9}(?![\w-])/g;
/** A run of 16 or more letters, digits, `-` or `_`: judged by tokenLike() below. */
const LONG_RUN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{16,}(?![A-Za-z0-9_-])/g;
/** Drizzle ends a failed query's message with "params: <every value>"; PGlite and others say the same. */
const PARAMS = /\bparam(?:eter)?s\s*:[\s\S]*$/i;

const MAX_TEXT = 2000;
const MAX_DEPTH = 5;
const MAX_ITEMS = 50;

/**
 * Random secrets (session, reset and verification tokens, hashes, keys) mix letters and digits, or upper
 * and lower case in roughly equal measure. Words, constants (INTERNAL_SERVER_ERROR) and camelCase names
 * (processTicksAndRejections) do not, and ids in the uuid shape are not secrets, so those are kept.
 */
function tokenLike(run: string): boolean {
  if (isUuid(run)) return false;
  const letters = run.replace(/[^A-Za-z]/g, "");
  const digits = run.length - letters.length - (run.match(/[-_]/g)?.length ?? 0);
  if (digits > 0 && letters.length > 0) return true;
  if (letters.length < 16) return false;
  const upper = letters.replace(/[^A-Z]/g, "").length / letters.length;
  return upper > 0.3 && upper < 0.7;
}

/** A message or any other text, without query parameters, email addresses, UK mobile numbers or token-like strings. */
export function scrubText(text: string): string {
  const cut = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  return cut
    .replace(PARAMS, "[query parameters not logged]")
    .replace(EMAIL, "[email]")
    .replace(UK_MOBILE, "[phone]")
    .replace(LONG_RUN, (run) => (tokenLike(run) ? "[token]" : run));
}

export type SafeError = {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  status?: string | number;
  /** PostgreSQL's description of where it failed: names of things, never values. */
  severity?: string;
  routine?: string;
  constraint?: string;
  table?: string;
  column?: string;
  syscall?: string;
  cause?: SafeError;
  errors?: SafeError[];
};

function shortScalar(value: unknown): string | number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.length > 0 && value.length <= 64) return scrubText(value);
  return undefined;
}

/**
 * The stack's frames only: its first lines repeat the message, which is rebuilt from the scrubbed one.
 * Frames name functions and files, never data, so only email-shaped text is removed from them.
 */
function safeStack(stack: unknown, header: string): string | undefined {
  if (typeof stack !== "string") return undefined;
  const frames = stack
    .split("\n")
    .filter((line) => /^\s+at\s/.test(line))
    .slice(0, 30)
    .map((line) => line.replace(EMAIL, "[email]"));
  return [header, ...frames].join("\n");
}

/**
 * An error as it may be logged: its type, scrubbed message, stack frames, codes, cause and nested errors
 * (AggregateError), and nothing else. Properties such as Drizzle's `params` and `query`, PostgreSQL's
 * `detail` ("Key (email)=(…) already exists") and better-auth's `body` are left out.
 */
export function serializeError(error: unknown, depth = 0, seen = new Set<unknown>()): SafeError {
  if (error === null || typeof error !== "object") {
    return { type: typeof error, message: typeof error === "string" ? scrubText(error) : String(error) };
  }
  seen.add(error);
  const e = error as Record<string, unknown>;
  const type = typeof e.name === "string" && e.name ? e.name : (error.constructor?.name ?? "Error");
  const message = typeof e.message === "string" ? scrubText(e.message) : "";
  const safe: SafeError = { type, message };
  const stack = safeStack(e.stack, `${type}: ${message.split("\n")[0]}`);
  if (stack) safe.stack = stack;
  const code = shortScalar(e.code) ?? shortScalar((e.body as { code?: unknown } | undefined)?.code);
  if (code !== undefined) safe.code = code;
  const status = shortScalar(e.statusCode) ?? shortScalar(e.status);
  if (status !== undefined) safe.status = status;
  for (const key of ["severity", "routine", "constraint", "table", "column", "syscall"] as const) {
    const value = shortScalar(e[key]);
    if (typeof value === "string") safe[key] = value;
  }
  if (depth < MAX_DEPTH) {
    if (e.cause !== undefined && !seen.has(e.cause)) safe.cause = serializeError(e.cause, depth + 1, seen);
    if (Array.isArray(e.errors)) {
      safe.errors = e.errors
        .slice(0, 10)
        .filter((inner) => !seen.has(inner))
        .map((inner) => serializeError(inner, depth + 1, seen));
    }
  }
  return safe;
}

/**
 * Any value about to be logged: errors serialised as above, text scrubbed, arrays and plain objects
 * walked (to a limited depth). Numbers, booleans and dates pass unchanged.
 */
export function scrubLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return serializeError(value);
  if (value instanceof Date) return value;
  if (depth >= MAX_DEPTH) return "[nested too deeply]";
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => scrubLogValue(item, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    // Class instances (a Response, a Request, a driver's client) are named, not walked.
    return `[${(value as object).constructor?.name ?? "object"}]`;
  }
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value).slice(0, MAX_ITEMS)) out[key] = scrubLogValue(inner, depth + 1);
  return out;
}

/**
 * Paths whose last part is a secret that works as a key (a private calendar feed, an invitation link). The
 * request log writes the path with that part replaced, whatever it looks like.
 */
const SECRET_PATHS = [/^(\/calendar\/feed\/)[^/]+$/, /^(\/account\/invitations\/)[^/]+$/];

/** The request path as the log may hold it: secrets in the path replaced by "[token]". */
export function pathForLog(path: string): string {
  for (const pattern of SECRET_PATHS) if (pattern.test(path)) return path.replace(pattern, "$1[token]");
  return path;
}
