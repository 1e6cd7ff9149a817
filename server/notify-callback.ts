import crypto from "node:crypto";
import type { Request, Response } from "express";
import { and, eq, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { mailOutbox } from "../db/schema";
import type { Database } from "../app/lib/db.server";
import type { Logger } from "../app/lib/logger.server";
import { BodyTooLargeError, readBodyBytes } from "../app/lib/request-body.server";

/** Notify's receipt is a few hundred bytes; nothing bigger is read. */
export const NOTIFY_CALLBACK_MAX_BYTES = 4 * 1024;

/**
 * The fields of Notify's delivery receipt that are kept. `to` (the number or address) is in Notify's body too, but
 * zod drops unknown keys, so it is never stored or logged.
 */
const receipt = z.object({
  id: z.uuid(),
  reference: z.string().max(100).nullish(),
  status: z.enum(["delivered", "permanent-failure", "temporary-failure", "technical-failure"]),
  completed_at: z.iso.datetime({ offset: true, local: true }).nullish(),
  notification_type: z.enum(["sms", "email", "letter"]),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sameToken(given: string, expected: string): boolean {
  // Hashed first so the comparison takes the same time whatever the lengths.
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * POST /api/notify/delivery-status (decision 0035): Notify's callback with what happened to a text or email. 404
 * unless NOTIFY_CALLBACK_TOKEN is set, 401 without that bearer token, 400 for a body that is not a receipt, and
 * 204 otherwise, even for an id we do not know, so Notify does not keep retrying.
 */
export function notifyCallbackHandler(options: { token: string | undefined; database: Database; logger: Logger }) {
  const { token, database, logger } = options;
  return async (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    if (!token) {
      res.status(404).type("text/plain").send("Not found.");
      return;
    }
    if (req.method !== "POST") {
      res.status(405).set("Allow", "POST").type("text/plain").send("Only POST is allowed here.");
      return;
    }
    const header = req.get("authorization") ?? "";
    const given = /^Bearer (.+)$/.exec(header)?.[1] ?? "";
    if (!sameToken(given, token)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="notify"').type("text/plain").send("A valid bearer token is needed.");
      return;
    }
    let body: unknown;
    try {
      const bytes = await readBodyBytes(req, NOTIFY_CALLBACK_MAX_BYTES);
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch (error) {
      if (error instanceof BodyTooLargeError) res.status(413).type("text/plain").send("The receipt is too large.");
      else res.status(400).type("text/plain").send("The body must be a JSON delivery receipt.");
      return;
    }
    const parsed = receipt.safeParse(body);
    if (!parsed.success) {
      res.status(400).type("text/plain").send("The body is not a delivery receipt: it needs id, status, notification_type and completed_at.");
      return;
    }
    const { id, reference, status, completed_at: completedAt } = parsed.data;
    const at = completedAt ? new Date(completedAt) : new Date();
    const changes = { deliveryStatus: status, deliveryStatusAt: Number.isNaN(at.getTime()) ? new Date() : at };
    try {
      const byId = await database.db.update(mailOutbox).set(changes).where(eq(mailOutbox.providerId, id)).returning({ id: mailOutbox.id });
      let found = byId.length;
      // A row the worker had not yet marked (it stopped after Notify took the message) is found by our reference.
      if (found === 0 && reference && UUID.test(reference)) {
        const byReference = await database.db
          .update(mailOutbox)
          .set({ ...changes, providerId: id, provider: "notify" })
          .where(and(eq(mailOutbox.id, reference), or(isNull(mailOutbox.providerId), eq(mailOutbox.providerId, id))))
          .returning({ id: mailOutbox.id });
        found = byReference.length;
      }
      logger.info({ outboxId: found > 0 ? (byId[0]?.id ?? reference) : undefined, status, known: found > 0 }, "notify delivery receipt");
    } catch (error) {
      logger.error({ err: error }, "notify delivery receipt: could not record it");
      res.status(503).set("Retry-After", "300").type("text/plain").send("Try again later.");
      return;
    }
    res.status(204).end();
  };
}
