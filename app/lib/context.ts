import type { Logger } from "pino";
import type { Database } from "./db.server";
import type { Env } from "./env.server";

/** What the server hands every loader and action (see server/app.ts). */
export type RequestContext = {
  nonce: string;
  requestId: string;
  /** The client's address, read from the configured proxy header only; undefined if unknown. */
  clientIp: string | undefined;
  database: Database;
  env: Env;
  logger: Logger;
  /** True only when the server was started with test routes enabled (never in production). */
  testRoutes: boolean;
};

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
