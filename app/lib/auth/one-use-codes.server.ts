import crypto from "node:crypto";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { and, eq, lt, sql } from "drizzle-orm";
import { usedOneTimeCodes } from "../../../db/schema";
import type { AuthServices, HookContext } from "./services.server";

/** RFC 6238 section 5.2: an accepted authenticator code must not be accepted again. */

/** How long an authenticator code is remembered as used: longer than the window in which it is accepted. */
const USED_CODE_MEMORY_MS = 3 * 60_000;

function hashCode(secret: string, userId: string, code: string): string {
  return crypto.createHmac("sha256", secret).update(`totp:${userId}:${code}`).digest("base64url");
}

/** The account a two-factor request is about: the signed-in person, or the one half-way through signing in. */
export async function twoFactorUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session?.user.id) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value ?? null;
}

/** Before /two-factor/verify-totp: claims the code, or refuses it if it was used already. */
export function claimAuthenticatorCode({ db, env, audit, clientHashFrom }: AuthServices) {
  return {
    matcher: (ctx: { path?: string }) => ctx.path === "/two-factor/verify-totp",
    handler: createAuthMiddleware(async (ctx) => {
      const code = (ctx.body as { code?: unknown } | undefined)?.code;
      if (typeof code !== "string") return;
      const userId = await twoFactorUserId(ctx);
      if (!userId) return;
      await db.delete(usedOneTimeCodes).where(lt(usedOneTimeCodes.expiresAt, sql`now()`));
      const claimed = await db
        .insert(usedOneTimeCodes)
        .values({ userId, codeHash: hashCode(env.authSecret, userId, code.trim()), expiresAt: new Date(Date.now() + USED_CODE_MEMORY_MS) })
        .onConflictDoNothing()
        .returning({ userId: usedOneTimeCodes.userId });
      if (claimed.length === 0) {
        const signedIn = await getSessionFromCtx(ctx).catch(() => null);
        if (!signedIn) {
          const headers = ctx.headers ?? ctx.request?.headers;
          await audit({ event: "sign_in_failed", subjectUserId: userId, clientHash: clientHashFrom(headers), detail: { reason: "CODE_ALREADY_USED", method: "authenticator", stage: "second_factor" } });
        }
        throw APIError.from("UNAUTHORIZED", {
          message: "This code has already been used. Wait for your app to show a new code, then enter that one.",
          code: "CODE_ALREADY_USED",
        });
      }
    }),
  };
}

/** After a refused /two-factor/verify-totp: a refused code is not "used", so the person may try it again if they mistyped something else. */
export async function releaseAuthenticatorCode({ db, env }: AuthServices, ctx: HookContext, code: unknown) {
  const userId = await twoFactorUserId(ctx);
  if (userId && typeof code === "string") {
    await db
      .delete(usedOneTimeCodes)
      .where(and(eq(usedOneTimeCodes.userId, userId), eq(usedOneTimeCodes.codeHash, hashCode(env.authSecret, userId, code.trim()))));
  }
}
