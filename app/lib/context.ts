import type { Logger } from "pino";
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
  /** True only when the server was started with test routes enabled (never in production). */
  testRoutes: boolean;
};

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
