import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { notificationPreferences } from "../../../db/schema";
import { noticeChoicesOf } from "~/features/notifications/choices.server";
import { recordAudit } from "~/lib/audit.server";
import type { AppDb } from "~/lib/db.server";
import { emailKinds, preferencesSchema, type EmailKind, type NotificationPreferences } from "./preferences";

type Reader = Pick<AppDb, "select">;

/** The person's email choices; the defaults (all on) when they never saved any. */
export async function notificationPreferencesOf(db: Reader, userId: string): Promise<NotificationPreferences> {
  const { choices } = await noticeChoicesOf(db, userId);
  return { appointmentEmails: choices.appointments.email, applicationEmails: choices.applications.email, messageEmails: choices.messages.email };
}

const groupOfEmailKind = { appointmentEmails: "appointments", applicationEmails: "applications", messageEmails: "messages" } as const;

/**
 * Whether to email this person about `kind`. Every feature that emails a person about their appointments,
 * applications or messages asks this first (inside its transaction, with `tx`), and queues nothing when it is false.
 */
export async function wantsEmail(db: Reader, userId: string, kind: EmailKind): Promise<boolean> {
  return (await notificationPreferencesOf(db, userId))[kind];
}

/**
 * Saves the signed-in person's choices (the form's checkboxes) with an audit row naming what changed, in one
 * transaction. A bad form is a 400 with messages; success redirects with ?saved=1.
 */
export async function savePreferencesAction(db: AppDb, who: { userId: string; sessionId: string }, form: FormData, returnTo: string) {
  const submission = parseWithZod(form, { schema: preferencesSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const chosen: NotificationPreferences = {
    appointmentEmails: submission.value.appointmentEmails,
    applicationEmails: submission.value.applicationEmails,
    messageEmails: submission.value.messageEmails,
  };
  await db.transaction(async (tx) => {
    const before = await notificationPreferencesOf(tx, who.userId);
    const stored = (await noticeChoicesOf(tx, who.userId)).choices;
    for (const kind of emailKinds) stored[groupOfEmailKind[kind]].email = chosen[kind];
    await tx
      .insert(notificationPreferences)
      .values({ userId: who.userId, choices: stored, updatedAt: new Date() })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { choices: stored, updatedAt: new Date() } });
    const changed = Object.fromEntries(emailKinds.filter((kind) => before[kind] !== chosen[kind]).map((kind) => [kind, chosen[kind]]));
    await recordAudit(tx, { event: "notification_preferences_changed", actorUserId: who.userId, subjectUserId: who.userId, sessionId: who.sessionId, detail: { changed } });
  });
  return redirect(`${returnTo}?saved=1`);
}
