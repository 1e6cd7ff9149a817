import crypto from "node:crypto";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import { siteName } from "~/lib/organisation";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordMessages } from "./password-rules";

/**
 * Password hashing and the password policy.
 *
 * Hashing: scrypt, by default at OWASP's recommended cost (N=2^17, r=8, p=1), through node:crypto's
 * asynchronous scrypt so it runs on the thread pool and never blocks the event loop. Each hash records its
 * own parameters, so the cost can be changed later (PASSWORD_HASH_COST) without breaking existing hashes.
 */

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** log2 of scrypt's N, today's default. Each step up doubles the time and memory one hash takes. */
export const DEFAULT_HASH_COST = 17;
export const SCRYPT_PARAMS = { logN: DEFAULT_HASH_COST, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function scryptOptions(logN: number, r: number, p: number): crypto.ScryptOptions {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below OWASP's cost.
  return { N, r, p, maxmem: 128 * N * r * 2 };
}

/** "scrypt$17$8$1$<salt>$<key>", salt and key in base64url. */
export async function hashPassword(password: string, logN: number = SCRYPT_PARAMS.logN): Promise<string> {
  const { r, p } = SCRYPT_PARAMS;
  const salt = crypto.randomBytes(SALT_LENGTH);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, scryptOptions(logN, r, p));
  return ["scrypt", logN, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [logN, r, p] = parts.slice(1, 4).map((n) => Number.parseInt(n!, 10)) as [number, number, number];
  // Refuse absurd parameters from a tampered row rather than exhaust memory.
  if (!(logN >= 10 && logN <= 20 && r >= 1 && r <= 16 && p >= 1 && p <= 4)) return false;
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  if (expected.length === 0) return false;
  const actual = await scrypt(password.normalize("NFKC"), salt, expected.length, scryptOptions(logN, r, p));
  return crypto.timingSafeEqual(actual, expected);
}

/** Thrown when too many hashes are already waiting: the caller answers 503 with Retry-After. */
export class HashingBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("password hashing is busy");
    this.name = "HashingBusyError";
  }
}

/**
 * Lets `concurrency` jobs run at once and `queue` more wait their turn (first come, first served);
 * beyond that it refuses at once. Each scrypt hash holds 128 MiB and a thread-pool thread (shared with
 * compression and file reads) for a good part of a second, so a burst of sign-ins must not run them all.
 */
export class HashLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Recent time one job takes, for the Retry-After estimate. */
  private averageMs = 500;

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }

  /** True when a new job would be refused: callers can answer "busy" before doing any other work. */
  get full() {
    return this.running >= this.concurrency && this.waiting.length >= this.queue;
  }

  /** Seconds until a place is likely to be free, for Retry-After. */
  retryAfterSeconds(): number {
    const ahead = this.running + this.waiting.length;
    return Math.min(60, Math.max(1, Math.ceil((ahead * this.averageMs) / this.concurrency / 1000)));
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new HashingBusyError(this.retryAfterSeconds());
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      // Hand the place straight to the next in line, so a newcomer cannot jump the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
  limiter: HashLimiter;
};

/**
 * The longest password, in UTF-16 units, that ever reaches scrypt: the policy's limit with every character a
 * surrogate pair. The forms and better-auth refuse longer ones first; this keeps a body of up to 1 MB from ever
 * being normalised and hashed whatever the route.
 */
export const MAX_HASHED_PASSWORD_LENGTH = PASSWORD_MAX_LENGTH * 2;

export class PasswordTooLongError extends Error {
  constructor() {
    super("password too long to hash");
    this.name = "PasswordTooLongError";
  }
}

/** Hashing and checking at the configured cost, never more than the limiter allows at once. */
export function createPasswordHasher(options: { cost: number; concurrency: number; queue: number }): PasswordHasher {
  const limiter = new HashLimiter(options.concurrency, options.queue);
  return {
    limiter,
    hash: (password) =>
      password.length > MAX_HASHED_PASSWORD_LENGTH ? Promise.reject(new PasswordTooLongError()) : limiter.run(() => hashPassword(password, options.cost)),
    // No stored password is this long, so it cannot match.
    verify: (input) => (input.password.length > MAX_HASHED_PASSWORD_LENGTH ? Promise.resolve(false) : limiter.run(() => verifyPassword(input))),
  };
}

/** How many of the ranked list count as "most common". */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/**
 * The 10,000 most common passwords, from the ranked list that zxcvbn-ts ships
 * (@zxcvbn-ts/language-common, built from leaked-password frequency lists). Loaded on first use.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const ranked = require("@zxcvbn-ts/language-common/src/passwords.json") as string[];
    common = new Set(ranked.slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase()));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

export type PasswordProblem = "missing" | "too_short" | "too_long" | "too_common" | "contains_email" | "too_weak";

/** Who the password is for: words from these make a password easier to guess. */
export type PasswordContext = { email?: string; name?: string };

/** The lowest zxcvbn score (0 to 4) accepted: 3 means "safely unguessable" in zxcvbn's terms. */
export const MINIMUM_STRENGTH = 3;
/** zxcvbn's running time grows with length; what lies beyond this adds strength anyway. */
const STRENGTH_CHECK_LENGTH = 100;

let estimator: ZxcvbnFactory | undefined;

function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...zxcvbnCommon.dictionary }, graphs: zxcvbnCommon.adjacencyGraphs });
  return estimator;
}

/** The person's name, email address and the service's name, in the pieces a guesser would try. */
export function passwordUserInputs(context: PasswordContext): string[] {
  const inputs = new Set<string>();
  const addPhrase = (phrase: string | undefined, separators: RegExp) => {
    const clean = phrase?.trim().toLowerCase();
    if (!clean) return;
    inputs.add(clean);
    const words = clean.split(separators).filter((word) => word.length >= 2);
    for (const word of words) inputs.add(word);
    inputs.add(words.join(""));
  };
  addPhrase(context.name, /[\s'-]+/);
  const email = context.email?.trim().toLowerCase();
  if (email) {
    inputs.add(email);
    const [local, domain] = email.split("@");
    addPhrase(local, /[._+-]+/);
    addPhrase(domain?.split(".")[0], /[-]+/);
  }
  // The service's name, written the ways people write it ("Fair Chance Works", "fair-chance-works").
  addPhrase(siteName, /\s+/);
  addPhrase(siteName.toLowerCase().replace(/\s+/g, "-"), /[-]+/);
  inputs.delete("");
  return [...inputs];
}

const weakWarnings: Record<string, string> = {
  straightRow: "Rows of keys on a keyboard are easy to guess.",
  keyPattern: "Patterns of keys on a keyboard are easy to guess.",
  simpleRepeat: "Repeated letters, like \"aaa\", are easy to guess.",
  extendedRepeat: "Repeated groups of letters, like \"abcabc\", are easy to guess.",
  sequences: "Runs of letters or numbers, like \"abc\" or \"1234\", are easy to guess.",
  recentYears: "Recent years are easy to guess.",
  dates: "Dates are easy to guess.",
  topTen: "It is one of the most used passwords.",
  topHundred: "It is one of the most used passwords.",
  common: "It is a commonly used password.",
  similarToCommon: "It is too like a commonly used password. Changing a letter to a number or adding \"!\" does not help much.",
  wordByItself: "A single word is easy to guess.",
  namesByThemselves: "Names are easy to guess.",
  commonNames: "Common names and surnames are easy to guess.",
  userInputs: "It uses your name, your email address or our name, which are easy to guess.",
  pwned: "It has appeared in data leaks, so it is easy to guess.",
};

/** Advice for a weak password: what makes it easy to guess, and what to do instead. */
function weakPasswordMessage(warning: string | null): string {
  const why = (warning && weakWarnings[warning]) || "";
  return ["This password would be easy to guess.", why, "Try three or four random words together, with spaces if you like."]
    .filter(Boolean)
    .join(" ");
}

export type PasswordCheck = { problem: PasswordProblem; message: string };

/**
 * Checks a new password against the policy: length, the most common passwords, the person's own address,
 * and how easily it could be guessed (zxcvbn, with the person's name, email and our name as words a guesser
 * would try). Null when it is acceptable; otherwise a plain-English message to show under the field.
 */
export function checkNewPassword(password: string, context: PasswordContext = {}): PasswordCheck | null {
  const fixed = fixedRuleProblem(password, context);
  if (fixed) return { problem: fixed, message: passwordMessages[fixed] };
  const result = strengthEstimator().check(password.slice(0, STRENGTH_CHECK_LENGTH), passwordUserInputs(context));
  if (result.score < MINIMUM_STRENGTH) return { problem: "too_weak", message: weakPasswordMessage(result.feedback.warning) };
  return null;
}

/** Checks a new password against the policy; null when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext = {}): PasswordProblem | null {
  return checkNewPassword(password, context)?.problem ?? null;
}

function fixedRuleProblem(password: string, context: PasswordContext): Exclude<PasswordProblem, "too_weak"> | null {
  if (!password) return "missing";
  // Count characters as people see them, so emoji and accented letters count once.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return "too_short";
  if (length > PASSWORD_MAX_LENGTH) return "too_long";
  if (isCommonPassword(password)) return "too_common";
  const email = context.email?.trim().toLowerCase();
  if (email && password.toLowerCase() === email) return "contains_email";
  return null;
}
