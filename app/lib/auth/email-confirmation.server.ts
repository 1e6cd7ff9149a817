import { APIError, createAuthEndpoint, getSessionFromCtx } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import type { AuthServices } from "./services.server";

/**
 * Signs in the account an email link has just confirmed (the Continue button of /auth/callback). Server
 * only: never on the HTTP router. It refuses while anyone is signed in in this browser, so confirming an
 * address can never end or replace a session; the page calls it only when its own request confirmed the address.
 */
export function signInAfterEmailConfirmation({ rules, audit, clientHashFrom }: AuthServices) {
  return createAuthEndpoint.serverOnly({ method: "POST", body: z.object({ token: z.string() }) }, async (ctx) => {
    const invalid = () => APIError.from("BAD_REQUEST", { message: "This link does not work.", code: "INVALID_TOKEN" });
    const checked = rules.checkEmailToken(ctx.body.token, ctx.context.secret);
    const claims = checked.status === "valid" ? checked.claims : null;
    if (!claims?.userId || claims.requestType || claims.updateTo) throw invalid();
    if (await getSessionFromCtx(ctx).catch(() => null)) {
      throw APIError.from("FORBIDDEN", { message: "Someone is already signed in in this browser.", code: "ALREADY_SIGNED_IN" });
    }
    const user = (await ctx.context.internalAdapter.findUserById(claims.userId)) as
      | (Awaited<ReturnType<typeof ctx.context.internalAdapter.findUserById>> & { role?: string | null; twoFactorEnabled?: boolean | null })
      | null;
    if (!user?.emailVerified || user.email.toLowerCase() !== claims.email) throw invalid();
    // A second step is owed: the password and code, on the sign-in page.
    if (user.twoFactorEnabled) throw APIError.from("FORBIDDEN", { message: "Sign in to continue.", code: "TWO_FACTOR_REQUIRED" });
    // Suspended accounts are refused here by the admin plugin's session hook.
    const session = await ctx.context.internalAdapter.createSession(user.id);
    if (!session) throw APIError.from("INTERNAL_SERVER_ERROR", { message: "Could not sign in.", code: "FAILED_TO_CREATE_SESSION" });
    await setSessionCookie(ctx, { session, user });
    await audit({
      event: "sign_in_succeeded",
      actorUserId: user.id,
      subjectUserId: user.id,
      sessionId: session.id,
      clientHash: clientHashFrom(ctx.headers ?? ctx.request?.headers),
      detail: { method: "email_link" },
    });
    return ctx.json({ user: { role: user.role ?? null } });
  });
}
