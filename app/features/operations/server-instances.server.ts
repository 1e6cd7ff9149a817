import crypto from "node:crypto";
import { eq, lt, ne, sql } from "drizzle-orm";
import { serverInstances } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";

/** A server not seen for this long is taken to have stopped (it refreshes its row every third of it). */
export const INSTANCE_STALE_MS = 30_000;
const REGISTRATION_LOCK_KEY = 7_460_318_002;

/**
 * A keyed hash of the configuration every server must share: the secret that signs sessions and keys the
 * hashes of addresses and enquiries, and the public address. Keyed by the secret itself, so the database
 * never holds anything from which the secret could be tried.
 */
export function configurationFingerprint(config: { authSecret: string; publicUrl: string }): string {
  return crypto.createHmac("sha256", config.authSecret).update(`fair-chance-works configuration v1\n${config.publicUrl}`).digest("base64url");
}

/** Another running server has a different secret or public address: this one must not start. */
export class ConfigurationMismatchError extends Error {
  constructor() {
    super(
      "Another server running on this database has a different BETTER_AUTH_SECRET or PUBLIC_URL, so this one will not start: " +
        "people would be signed out at random and repeats stored twice. Give every server the same values. To change them, " +
        `stop every server first (a stopped server is forgotten ${INSTANCE_STALE_MS / 1000} seconds after it was last seen).`,
    );
    this.name = "ConfigurationMismatchError";
  }
}

export type InstanceRegistration = { id: string; stop(): Promise<void> };

/**
 * Records this server and its fingerprint, refusing (ConfigurationMismatchError) when a live server holds a
 * different one. The check and the insert run under a transaction-level advisory lock, so two servers with
 * different settings starting at the same moment cannot both pass.
 */
export async function registerInstance(db: AppDb, fingerprint: string, options: { staleMs?: number } = {}): Promise<InstanceRegistration> {
  const staleMs = options.staleMs ?? INSTANCE_STALE_MS;
  const id = crypto.randomUUID();
  const notSeenSince = sql`now() - ${staleMs} * interval '1 millisecond'`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_KEY})`);
    await tx.delete(serverInstances).where(lt(serverInstances.lastSeenAt, notSeenSince));
    const [other] = await tx.select({ id: serverInstances.id }).from(serverInstances).where(ne(serverInstances.fingerprint, fingerprint)).limit(1);
    if (other) throw new ConfigurationMismatchError();
    await tx.insert(serverInstances).values({ id, fingerprint });
  });
  const heartbeat = setInterval(() => {
    // Re-inserted if the row was removed while the database was away for longer than the stale period.
    db.insert(serverInstances)
      .values({ id, fingerprint })
      .onConflictDoUpdate({ target: serverInstances.id, set: { lastSeenAt: sql`now()` } })
      .catch(() => {});
  }, Math.max(1000, Math.floor(staleMs / 3)));
  heartbeat.unref();
  return {
    id,
    async stop() {
      clearInterval(heartbeat);
      await db.delete(serverInstances).where(eq(serverInstances.id, id)).catch(() => {});
    },
  };
}
