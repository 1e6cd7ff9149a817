import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { sessions } from "../../../db/schema";
import { isServiceUnavailable, rethrowIfDatabaseUnavailable } from "~/lib/database-errors.server";
import { keptWhileUnchanged } from "~/lib/kept-while-unchanged.server";
import { authCookieName, requestHasCookie } from "./cookies.server";
import { homeFor, isRole } from "./roles";
import { type AccountStatus, type Role } from "../../../db/schema/vocabulary";

/** The signed-in person, as every loader and action sees them. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  accountStatus: AccountStatus;
  twoFactorEnabled: boolean;
};

export type CurrentSession = {
  user: SessionUser;
  session: { id: string; expiresAt: Date; createdAt: Date };
};

type RawUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role?: string | null;
  accountStatus?: string | null;
  banned?: boolean | null;
  twoFactorEnabled?: boolean | null;
};

/** Maps better-auth's user to ours. A banned user is "suspended"; an unknown role becomes candidate. */
export function toSessionUser(user: RawUser): SessionUser {
  const accountStatus: AccountStatus = user.banned
    ? "suspended"
    : user.accountStatus === "awaiting_approval"
      ? "awaiting_approval"
      : "active";
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    role: isRole(user.role) ? user.role : "candidate",
    accountStatus,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

/**
 * One lookup per HTTP request, however many loaders ask. React Router hands the root, layout and page loaders
 * Request objects of their own for one document request, so a memo on the Request alone read the session three
 * times a page (decision 0039); the load context is made once per HTTP request (server/app.ts), so reads are
 * kept on it. A form post is kept on its own Request: its action may sign out or replace the session, and the
 * loaders that run after it (with GET Requests of their own) then read the session afresh, as before.
 */
const perRequest = new WeakMap<Request, Promise<CurrentSession | null>>();
const perReadOfContext = new WeakMap<object, { cookie: string | null; pending: Promise<CurrentSession | null> }>();

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/**
 * The session of the person making this request, from the database (no cookie cache): read afresh for every
 * form post and whenever anything in the database has changed since it was last read, so sign-out and revocation
 * apply on the very next request. Null when signed out, expired or suspended.
 * When better-auth slides the session forward it sends a new cookie; that is passed on to the response.
 */
export function getCurrentSession(context: AppLoadContext, request: Request): Promise<CurrentSession | null> {
  if (isRead(request)) {
    const cookie = request.headers.get("cookie");
    const kept = perReadOfContext.get(context);
    if (kept && kept.cookie === cookie) return kept.pending;
    const pending = lookUp(context, request);
    perReadOfContext.set(context, { cookie, pending });
    return pending;
  }
  let pending = perRequest.get(request);
  if (!pending) {
    pending = lookUp(context, request);
    perRequest.set(request, pending);
  }
  return pending;
}

// With the database away, signed-in pages answer 503 with Retry-After (a friendly page), not 500.
const lookUp = (context: AppLoadContext, request: Request) => readSession(context, request).catch(rethrowIfDatabaseUnavailable);

/** A session as read, with when it ends: its idle expiry or its absolute lifetime, whichever comes first. */
type SessionRead = { current: CurrentSession; endsAt: number };

/**
 * Sessions read for pages (GET and HEAD), kept under a hash of the Cookie header while the database is unchanged
 * (decision 0043): any write at all since, by anyone (a sign-out, a revoked session or device, a suspension, a
 * role change, the session slid forward), makes the next page read it again, and none is kept past its end.
 */
const keptSessions = keptWhileUnchanged<SessionRead | null>({ seconds: 30, maxEntries: 5_000 });

async function readSession(context: AppLoadContext, request: Request): Promise<CurrentSession | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return null;
  // Without a session cookie better-auth answers "signed out" without asking the database, so nothing is kept for it.
  const snapshotOf = isRead(request) && requestHasCookie(cookie, authCookieName(context.env, "session_token")) ? context.databaseSnapshot : undefined;
  const read = snapshotOf ? await readKept(context, request, cookie, snapshotOf) : await readFromAuth(context, request);
  if (!read) return null;
  // A page kept for this person must not outlive the session it was drawn for (server/signed-in-page-cache.ts).
  if (context.signedInRender) context.signedInRender.sessionEndsAt = read.endsAt;
  return read.current;
}

async function readKept(context: AppLoadContext, request: Request, cookie: string, snapshotOf: () => Promise<string>): Promise<SessionRead | null> {
  let snapshot: string;
  try {
    snapshot = await snapshotOf();
  } catch {
    // Whatever the snapshot's trouble, the session is read as it was before anything was kept (an outage fails there).
    return readFromAuth(context, request);
  }
  const key = createHash("sha256").update(cookie).digest("base64url");
  return keptSessions.get(key, snapshot, async () => {
    const cookiesBefore = context.responseCookies.length;
    const read = await readFromAuth(context, request);
    // Not kept: no session, or one better-auth slid forward (its new cookie goes with this response only).
    if (!read || context.responseCookies.length > cookiesBefore) return { value: read };
    return { value: { current: frozen(read.current), endsAt: read.endsAt }, keepUntil: read.endsAt };
  });
}

/** A kept session is shared by every page its person opens: nobody may change it in place. */
function frozen(current: CurrentSession): CurrentSession {
  Object.freeze(current.user);
  Object.freeze(current.session);
  return Object.freeze(current);
}

async function readFromAuth(context: AppLoadContext, request: Request): Promise<SessionRead | null> {
  const { headers, response } = await context.auth.api.getSession({ headers: request.headers, returnHeaders: true });
  const cookies = headers?.getSetCookie?.() ?? [];
  if (cookies.length > 0) context.responseCookies.push(...cookies);
  if (!response) return null;
  // Absolute lifetime: better-auth only caps a session when it next slides it forward, so check here too.
  const createdAt = new Date(response.session.createdAt);
  const hardStop = createdAt.getTime() + context.env.auth.sessionMaxSeconds * 1000;
  if (Date.now() > hardStop) {
    await context.database.db.delete(sessions).where(eq(sessions.id, response.session.id));
    return null;
  }
  const user = toSessionUser(response.user as RawUser);
  if (user.accountStatus === "suspended") return null;
  const expiresAt = new Date(response.session.expiresAt);
  return {
    current: { user, session: { id: response.session.id, expiresAt, createdAt } },
    endsAt: Math.min(expiresAt.getTime(), hardStop),
  };
}

/**
 * Where the site header's signed-in link goes: the person's home, or null when signed out. Public pages must
 * still render when the database is away, so a failure to read the session counts as signed out.
 */
export async function signedInHome(context: AppLoadContext, request: Request): Promise<string | null> {
  try {
    const current = await getCurrentSession(context, request);
    return current ? homeFor(current.user.role) : null;
  } catch (error) {
    // An outage has already been logged where it happened.
    if (!isServiceUnavailable(error)) context.logger.warn({ err: error }, "could not read the session for the site header");
    return null;
  }
}
