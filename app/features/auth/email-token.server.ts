import crypto from "node:crypto";

/**
 * What an email link's token says it is for. Only read after better-auth has verified the token (or to choose
 * which explanation to show): the claims are never trusted on their own.
 */
export type EmailTokenClaims = { email?: string; userId?: string; requestType?: string; updateTo?: string; exp?: number };

export function emailTokenClaims(token: string): EmailTokenClaims {
  try {
    const payload = token.split(".")[1] ?? "";
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return claims && typeof claims === "object" ? (claims as EmailTokenClaims) : {};
  } catch {
    return {};
  }
}

/** Far longer than any link we send; a longer one is not ours and is not worth hashing. */
const MAX_TOKEN_LENGTH = 2048;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export type EmailTokenCheck = { status: "valid"; claims: EmailTokenClaims } | { status: "expired" } | { status: "invalid" };

/**
 * Checks an email link's token as better-auth signed it (an HS256 JWT under the auth secret) without using it:
 * what the page shows before anyone presses Continue, and the server-side sign-in's own check. Confirming the
 * address is still better-auth's verifyEmail, which checks the token again.
 */
export function checkEmailToken(token: string, secret: string, now: number = Date.now()): EmailTokenCheck {
  if (token.length > MAX_TOKEN_LENGTH || !TOKEN_SHAPE.test(token)) return { status: "invalid" };
  const [header, payload, signature] = token.split(".") as [string, string, string];
  try {
    const alg = (JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as { alg?: unknown }).alg;
    if (alg !== "HS256") return { status: "invalid" };
  } catch {
    return { status: "invalid" };
  }
  const expected = crypto.createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { status: "invalid" };
  const claims = emailTokenClaims(token);
  if (typeof claims.email !== "string") return { status: "invalid" };
  if (typeof claims.exp === "number" && claims.exp * 1000 <= now) return { status: "expired" };
  return { status: "valid", claims };
}

/** A plain confirmation of a new account's address, as opposed to either link of an email change. */
export function isAccountConfirmation(claims: EmailTokenClaims): boolean {
  return !claims.requestType && !claims.updateTo;
}
