import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { formSubmissions } from "../../db/schema";
import type { AppDb } from "./db.server";
import { FORM_KEY_FIELD, FORM_KEY_PATTERN } from "./form-key";

/** How long a form's key is kept: a repeat press comes within seconds; the retention sweep removes older ones. */
export const FORM_KEY_HOURS = 24;

/** A new random value for the page being drawn, from which the form kit makes each form's key. */
export function newPageNonce(): string {
  return randomUUID().replaceAll("-", "");
}

/** The posted form's idempotency key, or null when it has none (or one that is not a key). */
export function formKeyOf(form: FormData): string | null {
  const value = form.get(FORM_KEY_FIELD);
  return typeof value === "string" && FORM_KEY_PATTERN.test(value) ? value : null;
}

/**
 * Call inside the transaction that saves a form, before saving: records that this user sent this form key, and
 * answers true the first time and false for a repeat (the same form pressed twice, or sent again). On a repeat
 * the caller saves nothing and answers as the first save did. Two presses racing each other are settled by the
 * table's unique key: the second waits for the first transaction and then finds its row. A form without a key
 * (an older page, a script) is always new.
 */
export async function firstSubmission(tx: Pick<AppDb, "insert">, userId: string, key: string | null, now: Date = new Date()): Promise<boolean> {
  if (!key) return true;
  const rows = await tx.insert(formSubmissions).values({ userId, key, createdAt: now }).onConflictDoNothing().returning({ key: formSubmissions.key });
  return rows.length > 0;
}

/** True when this user already sent this form key: for an action that refuses a repeat before its transaction. */
export async function alreadySubmitted(db: AppDb, userId: string, key: string | null): Promise<boolean> {
  if (!key) return false;
  const [row] = await db.select({ key: formSubmissions.key }).from(formSubmissions).where(and(eq(formSubmissions.userId, userId), eq(formSubmissions.key, key))).limit(1);
  return Boolean(row);
}
