import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isAPIError } from "better-auth/api";
import { accounts, sessions, twoFactors, users, verifications } from "../../../db/schema";
import { noteIfDatabaseUnavailable } from "../database-errors.server";
import { siteName } from "../organisation";
import { uuidv7 } from "../uuid.server";
import { databaseHooks, deleteUserSettings, sessionSettings } from "./accounts.server";
import { CLIENT_IP_REQUEST_HEADER } from "./client-ip.server";
import { changeEmailSettings, emailAndPasswordSettings, emailVerificationSettings } from "./emails.server";
import { adminPlugin, twoFactorPlugin } from "./plugins.server";
import { policyPlugin } from "./policy.server";
import { authServices, type CreateAuthOptions } from "./services.server";
import { rateLimitSettings, signInLimits } from "./sign-in-limits.server";

/**
 * better-auth, wired to our database, mail outbox, logger and limits. It lives in lib because every request
 * context carries it; the product's own rules (wording, roles, password policy, audit trail) come from
 * features/auth as an AuthRules value (rules.server.ts) that server/start.ts passes in, so lib never imports
 * a feature. This file holds the configuration; each concern it wires in has a file of its own beside it.
 */
export function createAuth(options: CreateAuthOptions) {
  const services = authServices(options);
  const { db, env, logger, rules, publicUrl } = services;
  const limits = signInLimits(services);

  const auth = betterAuth({
    appName: siteName,
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    logger: {
      level: env.logLevel === "debug" || env.logLevel === "trace" ? "debug" : "warn",
      log(level, message, ...args) {
        // Through our logger, which drops query parameters, email addresses and tokens from the message and
        // from every argument (better-auth passes the database's errors here).
        noteIfDatabaseUnavailable(args);
        const err = args.find((arg) => arg instanceof Error);
        const details = args.filter((arg) => arg !== err);
        logger[level]({ ...(err ? { err } : {}), ...(details.length > 0 ? { details } : {}) }, `auth: ${String(message)}`);
      },
    },
    onAPIError: {
      // Left to itself, better-auth prints every refusal (a wrong or weak password, "busy") to the console,
      // outside our logger: a sign-in storm would flood it. Refusals are answers; only faults are logged.
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) return;
        const code = isAPIError(error) ? (error.body as { code?: unknown } | undefined)?.code : undefined;
        if (code === "SERVER_BUSY" || code === "SIGN_IN_PAUSED") return;
        logger.error({ err: error }, "auth: request failed");
      },
    },
    verification: {
      // Reset links and sign-in steps are looked up by a SHA-256 of their token: the table holds no live token.
      storeIdentifier: "hashed",
    },
    emailAndPassword: emailAndPasswordSettings(services, limits),
    emailVerification: emailVerificationSettings(services),
    user: {
      additionalFields: {
        accountStatus: { type: "string", required: false, input: false, defaultValue: "active" },
      },
      changeEmail: changeEmailSettings(services),
      deleteUser: deleteUserSettings(services),
    },
    session: sessionSettings(services),
    databaseHooks: databaseHooks(services),
    rateLimit: rateLimitSettings(services),
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_REQUEST_HEADER] },
      // The Secure attribute comes from defaultCookieAttributes; the prefix (__Host- in production) from
      // the auth rules (features/auth/cookies.server.ts), which code that looks for a cookie by name reads too.
      useSecureCookies: false,
      cookiePrefix: rules.cookiePrefix(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: env.isProduction, path: "/" },
      // Never switched off, whatever NODE_ENV says (better-auth skips them under NODE_ENV=test by default).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      database: { generateId: () => uuidv7() },
    },
    plugins: [
      // First, so that no other hook or endpoint sends a NUL character to the database.
      rules.firstPlugin,
      twoFactorPlugin(services),
      adminPlugin(services),
      // Last, so its after-hook sees what the two-factor plugin decided about a sign-in.
      policyPlugin(services, limits),
    ],
  });
  limits.register(auth);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
