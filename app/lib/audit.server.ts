import { auditEvents, type AuditEventName } from "../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { uuidv7 } from "~/lib/uuid.server";

export type { AuditEventName };

export type AuditEntry = {
  event: AuditEventName;
  /** Who did it: the signed-in person, or null for the system or an anonymous visitor. */
  actorUserId?: string | null;
  /** Whose account it was about. */
  subjectUserId?: string | null;
  /** The session it was done from. */
  sessionId?: string | null;
  /** A keyed hash of the client's address (RateLimiter.clientKey), never the address itself. */
  clientHash?: string | null;
  /** Small facts about the event (e.g. { from: "candidate", to: "caseworker" }). Never passwords, codes or tokens. */
  detail?: Record<string, unknown>;
};

/** Keys that must never reach the audit table, however a caller builds `detail`. */
const FORBIDDEN_KEYS = /pass(word)?|code|token|secret|otp|cookie/i;

function cleanDetail(detail: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!detail) return {};
  return Object.fromEntries(Object.entries(detail).filter(([key]) => !FORBIDDEN_KEYS.test(key)));
}

/** Anything that can insert: the database or a transaction. */
export type AuditExecutor = Pick<AppDb, "insert">;

/** Records one audit event. Awaited by callers that change access, so a failure is not silent. */
export async function recordAudit(db: AuditExecutor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    id: uuidv7(),
    event: entry.event,
    actorUserId: entry.actorUserId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    sessionId: entry.sessionId ?? null,
    clientHash: entry.clientHash ?? null,
    detail: cleanDetail(entry.detail),
  });
}
