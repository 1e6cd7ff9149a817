import type { Logger } from "pino";
import type { Auth } from "./auth/create-auth.server";
import type { Database } from "./db.server";
import type { Env } from "./env.server";
import type { RateLimiter } from "./rate-limit.server";

/** What the server hands every loader and action (see server/app.ts). */
export type RequestContext = {
  nonce: string;
  requestId: string;
  /** The client's address, read from the configured proxy header only; undefined if unknown. */
  clientIp: string | undefined;
  database: Database;
  env: Env;
  logger: Logger;
  /** Shared per-client limits (memory, database or Redis, as configured). */
  rateLimiter: RateLimiter;
  /** The outbox worker: wake() asks it to send newly queued mail now rather than at its next poll. */
  mailWorker: { wake(): void };
  /** better-auth: call `auth.api.*` with `headers: request.headers` (see app/lib/auth/create-auth.server.ts). */
  auth: Auth;
  /**
   * Set-Cookie values to add to this request's response (e.g. a session cookie better-auth slid forward
   * while a loader read the session). The server appends them when the response headers go out.
   */
  responseCookies: string[];
  /** True only when the server was started with test routes enabled (never in production). */
  testRoutes: boolean;
  /**
   * Set when the signed-in page cache may keep this page (server/signed-in-page-cache.ts): the forms' page nonce
   * it puts afresh in every copy, and when the session read for the page ends, which the session read notes.
   */
  signedInRender?: { formNonce: string; sessionEndsAt?: number };
  /**
   * The database's snapshot for this request, read at most once (app/lib/database-snapshot.server.ts): what the
   * session and the header's unread count are kept against while nothing changes (decision 0043). Absent in
   * development and where a test makes its own context: everything is then read afresh.
   */
  databaseSnapshot?: () => Promise<string>;
};

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
