import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { AuthServices, HookContext } from "./services.server";
import { busyError, type SignInLimits } from "./sign-in-limits.server";

/** Checks made before better-auth handles a request: the product's rules for names, passwords and the admin plugin. */

/** Changes that need the password in the same request, whichever door they come through. */
const NEEDS_PASSWORD = new Set(["/change-email", "/delete-user", "/two-factor/disable"]);

function policyError(problem: string, message: string) {
  return APIError.from("BAD_REQUEST", { message, code: `PASSWORD_${problem.toUpperCase()}` });
}

/** Whose password is being set, so their name and address count as easy to guess. */
async function passwordOwner(ctx: HookContext, body: Record<string, unknown>): Promise<{ name?: string; email?: string }> {
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  if (ctx.path === "/sign-up/email" || ctx.path === "/admin/create-user") return { name: text(body.name), email: text(body.email) };
  if (ctx.path === "/change-password") {
    const session = await getSessionFromCtx(ctx).catch(() => null);
    return session ? { name: session.user.name, email: session.user.email } : {};
  }
  const token = text(body.token) ?? text((ctx.query as { token?: unknown } | undefined)?.token);
  if (!token) return {};
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
  return user ? { name: user.name, email: user.email } : {};
}

export function requestChecks({ rules }: AuthServices, limits: SignInLimits) {
  return [
    {
      // Not over HTTP (server/auth.ts) and not from our own code either: see noAdminRights in plugins.server.ts.
      matcher: (ctx: { path?: string }) => (ctx.path ?? "").startsWith("/admin/"),
      handler: createAuthMiddleware(async () => {
        throw APIError.from("NOT_FOUND", { message: "Not found.", code: "NOT_FOUND" });
      }),
    },
    {
      // The same limits and cleaning as the sign-up form, for every way a name reaches the database.
      matcher: (ctx: { path?: string }) => ctx.path === "/sign-up/email" || ctx.path === "/update-user",
      handler: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/update-user" && body.name === undefined) return;
        const checked = rules.checkName(body.name);
        if (!checked.ok) throw APIError.from("BAD_REQUEST", { message: checked.message, code: "INVALID_NAME" });
        return { context: { body: { ...body, name: checked.name } } };
      }),
    },
    {
      // better-auth would delete an account on a session under a day old alone, and changes the email
      // address with no password at all.
      matcher: (ctx: { path?: string }) => NEEDS_PASSWORD.has(ctx.path ?? ""),
      handler: createAuthMiddleware(async (ctx) => {
        const password = (ctx.body as { password?: unknown } | undefined)?.password;
        if (typeof password !== "string" || password.length === 0) {
          throw APIError.from("BAD_REQUEST", { message: "Enter your password.", code: "PASSWORD_REQUIRED" });
        }
        // Deleting and turning off two-step sign-in check the password themselves once it is given.
        if (ctx.path !== "/change-email") return;
        const session = await getSessionFromCtx(ctx).catch(() => null);
        if (!session) return;
        const credential = (await ctx.context.internalAdapter.findAccounts(session.user.id)).find((account) => account.providerId === "credential");
        const matches = credential?.password ? await ctx.context.password.verify({ hash: credential.password, password }) : false;
        if (!matches) throw APIError.from("BAD_REQUEST", { message: "Invalid password", code: "INVALID_PASSWORD" });
      }),
    },
    {
      matcher: (ctx: { path?: string }) =>
        ["/sign-up/email", "/reset-password", "/change-password"].includes(ctx.path ?? ""),
      handler: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password = ctx.path === "/sign-up/email" ? body.password : body.newPassword;
        if (typeof password !== "string") return;
        const problem = rules.checkNewPassword(password, await passwordOwner(ctx, body));
        if (problem) throw policyError(problem.problem, problem.message);
      }),
    },
    {
      matcher: (ctx: { path?: string }) => ctx.path === "/sign-in/email",
      handler: createAuthMiddleware(async () => {
        // Paused, or the hash queue full: say so before looking anything up.
        const refusal = limits.busyNow();
        if (refusal) throw busyError(refusal.code, refusal.message, refusal.retryAfterSeconds);
      }),
    },
  ];
}
