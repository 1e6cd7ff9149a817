import { redirect, type AppLoadContext } from "react-router";

/**
 * The dashboard's Sign out button. better-auth deletes the session row (so the cookie is dead on the next
 * request even if a copy survives) and sends the headers that clear the cookie, which are passed on here.
 */
export async function signOutAction(context: AppLoadContext, request: Request) {
  const headers = new Headers();
  try {
    const result = await context.auth.api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    // No session (already signed out, or revoked elsewhere): there is nothing to end, so carry on.
    context.logger.debug({ err: error }, "sign-out without a session");
  }
  return redirect("/sign-in", { headers });
}
