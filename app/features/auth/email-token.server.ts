/**
 * What an email link's token says it is for. Only read after better-auth has verified the token (or to choose
 * which explanation to show): the claims are never trusted on their own.
 */
export type EmailTokenClaims = { email?: string; userId?: string; requestType?: string };

export function emailTokenClaims(token: string): EmailTokenClaims {
  try {
    const payload = token.split(".")[1] ?? "";
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as EmailTokenClaims;
  } catch {
    return {};
  }
}
