import crypto from "node:crypto";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";

/**
 * Password hashing and the password policy.
 *
 * Hashing: scrypt at OWASP's recommended cost (N=2^17, r=8, p=1), through node:crypto's asynchronous
 * scrypt so it runs on the thread pool and never blocks the event loop. Each hash records its own
 * parameters, so the cost can be raised later without breaking existing hashes.
 */

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export const SCRYPT_PARAMS = { logN: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function scryptOptions(logN: number, r: number, p: number): crypto.ScryptOptions {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below OWASP's cost.
  return { N, r, p, maxmem: 128 * N * r * 2 };
}

/** "scrypt$17$8$1$<salt>$<key>", salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const { logN, r, p } = SCRYPT_PARAMS;
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

export type PasswordProblem = "missing" | "too_short" | "too_long" | "too_common" | "contains_email";

/** Checks a new password against the policy; null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string } = {}): PasswordProblem | null {
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
