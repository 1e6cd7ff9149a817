import type { BetterAuthOptions } from "better-auth";
import type { AuthServices } from "./services.server";

/** Accounts and sessions: who may be deleted and how, the role a new account gets, and how long a session lasts. */

type UserSettings = NonNullable<BetterAuthOptions["user"]>;

export function deleteUserSettings({ db, rules, audit, clientHashFrom }: AuthServices): NonNullable<UserSettings["deleteUser"]> {
  return {
    enabled: true,
    // The password has been checked. The person's data and the account itself are erased here, in one
    // transaction (app/features/account/erasure.server.ts); better-auth's own delete then finds nothing left.
    // A failure here stops the deletion, so nothing is left half done.
    async beforeDelete(user) {
      await rules.beforeDeleteUser(db, user.id);
    },
    async afterDelete(user, request) {
      await audit({ event: "account_deleted", actorUserId: user.id, subjectUserId: user.id, clientHash: clientHashFrom(request?.headers) });
    },
  };
}

export function sessionSettings({ env }: AuthServices): NonNullable<BetterAuthOptions["session"]> {
  return {
    // Idle lifetime: a session not used for this long ends. It slides forward as it is used.
    expiresIn: env.auth.sessionIdleSeconds,
    updateAge: Math.max(60, Math.min(3600, Math.floor(env.auth.sessionIdleSeconds / 4))),
    // No cookie cache: the session is read from the database (kept only while nothing is written, decision 0043),
    // so sign-out and revocation apply at once.
    cookieCache: { enabled: false },
  };
}

export function databaseHooks({ env, rules, rateLimiter, audit }: AuthServices): NonNullable<BetterAuthOptions["databaseHooks"]> {
  return {
    user: {
      create: {
        async before(user, ctx) {
          // People choose candidate, employer or partner when signing up; other roles come from an admin.
          if (ctx?.path === "/sign-up/email") {
            const requested = (ctx.body as { accountType?: unknown } | undefined)?.accountType;
            return { data: { ...user, ...rules.roleForSignUp(requested) } };
          }
          const role = typeof user.role === "string" && rules.roles.includes(user.role) ? user.role : "candidate";
          return { data: { ...user, role } };
        },
        async after(user) {
          await audit({ event: "account_created", subjectUserId: user.id, detail: { role: user.role } });
        },
      },
    },
    session: {
      update: {
        async before(data, ctx) {
          // Absolute lifetime: however much it is used, a session ends this long after sign-in.
          const createdAt = ctx?.context.session?.session.createdAt;
          if (!data.expiresAt || !createdAt) return;
          const hardStop = new Date(new Date(createdAt).getTime() + env.auth.sessionMaxSeconds * 1000);
          if (new Date(data.expiresAt) > hardStop) return { data: { ...data, expiresAt: hardStop } };
        },
      },
      create: {
        async before(session) {
          const hardStop = new Date(Date.now() + env.auth.sessionMaxSeconds * 1000);
          // The same keyed hash the rate limiter and audit trail use: enough to tell devices apart, never the address.
          const ipAddress = session.ipAddress && rateLimiter ? rateLimiter.clientKey(session.ipAddress) : null;
          const expiresAt = new Date(session.expiresAt) > hardStop ? hardStop : session.expiresAt;
          return { data: { ...session, ipAddress, expiresAt } };
        },
      },
    },
  };
}
