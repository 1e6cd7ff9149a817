import { mailOutbox, notifications } from "../../../db/schema";
import type { NotificationKind } from "../../../db/schema/vocabulary";
import type { AppDb } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { siteName } from "~/lib/organisation";
import { uuidv7 } from "~/lib/uuid.server";
import { noticeChoicesFor } from "./choices.server";
import { groupOfKind } from "./kinds";
import { DEFAULT_QUIET_HOURS, textMayGoAt, type QuietHours } from "./quiet-hours";
import { noticeEmail, noticeText, notifyPersonalisation, paramsFor, type NoticeContact, type NoticeParams } from "./templates";
import { usersById } from "./audience.server";

/** What recordNotice needs from configuration: where links point, who to contact, and whether texts can be sent. */
export type NoticeSettings = {
  contact: NoticeContact;
  textsAvailable: boolean;
  /** Unset: the standard 21:00 to 08:00; null: none (TEXT_QUIET_HOURS=off, outside production only). */
  quietHours?: QuietHours | null;
};

export function noticeSettingsOf(env: Env): NoticeSettings {
  return {
    contact: { siteName, email: env.organisation.email, phone: env.organisation.phone, publicUrl: env.publicUrl },
    // In production texts are offered and written only when Notify is configured; elsewhere they are written and logged.
    textsAvailable: !env.isProduction || Boolean(env.notify?.apiKey),
    quietHours: env.notify.quietHours,
  };
}

export type NoticeEvent = {
  kind: NotificationKind;
  /** What happened, after the kind: with the kind, the same event recorded twice writes nothing more. */
  key: string;
  /** The accounts to tell (from audience.server.ts); duplicates and the actor themselves may be left in. */
  recipients: string[];
  /** The person who caused the event: never told of their own action. */
  actorUserId?: string;
  /** A path inside the service. */
  link: string;
  relatedId?: string;
  params?: NoticeParams;
  /** After this, an email or text not yet sent is no longer worth sending (a reminder once the appointment starts). */
  sendBy?: Date;
  /** The time of the event (tests fix it); quiet hours are worked out from it. */
  at?: Date;
};

type Writer = Pick<AppDb, "select" | "insert">;

/**
 * Writes an event's notices inside the caller's transaction (decision 0035): a notice in the service for each
 * recipient, and an outbox row for each channel they chose. Unique keys make a repeat harmless. Returns the
 * number of notices written, so a caller can wake the mail worker.
 */
export async function recordNotice(tx: Writer, settings: NoticeSettings, event: NoticeEvent): Promise<number> {
  const recipientIds = [...new Set(event.recipients)].filter((id) => id !== event.actorUserId);
  if (recipientIds.length === 0) return 0;
  const params = paramsFor(event.kind, event.params ?? {});
  const eventKey = `${event.kind}:${event.key}`;
  const at = event.at ?? new Date();
  const people = await usersById(tx, recipientIds);
  if (people.length === 0) return 0;

  const written = await tx
    .insert(notifications)
    .values(people.map((person) => ({ id: uuidv7(), userId: person.id, kind: event.kind, eventKey, link: event.link, relatedId: event.relatedId ?? null, params, createdAt: at })))
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId });
  if (written.length === 0) return 0;

  const choices = await noticeChoicesFor(tx, written.map((row) => row.userId));
  const group = groupOfKind[event.kind];
  const { contact } = settings;
  const rows: (typeof mailOutbox.$inferInsert)[] = [];
  for (const notice of written) {
    const person = people.find((p) => p.id === notice.userId)!;
    const chosen = choices.get(notice.userId)!;
    const firstName = person.name.trim().split(/\s+/)[0] || "there";
    const common = { kind: `notice.${event.kind}`, userId: person.id, notificationId: notice.id, relatedId: event.relatedId ?? null, sendBy: event.sendBy ?? null, createdAt: at };
    if (chosen.choices[group].email && person.emailVerified) {
      const link = `${contact.publicUrl}${event.link}`;
      const mail = noticeEmail(event.kind, params, { firstName, link }, contact);
      rows.push({
        ...common,
        id: uuidv7(),
        channel: "email",
        toAddress: person.email,
        subject: mail.subject,
        textBody: mail.text,
        dedupeKey: `${eventKey}:${person.id}:email`,
        personalisation: notifyPersonalisation(event.kind, params, { link, firstName }),
        nextAttemptAt: at,
      });
    }
    if (settings.textsAvailable && chosen.choices[group].sms && chosen.confirmedMobile && !chosen.textsStopped) {
      // Texts link through /n/<id>: short, and it marks the notice read.
      const link = `${contact.publicUrl}/n/${notice.id}`;
      rows.push({
        ...common,
        id: uuidv7(),
        channel: "sms",
        toAddress: chosen.confirmedMobile,
        subject: event.kind,
        textBody: noticeText(event.kind, params, { link }, contact),
        dedupeKey: `${eventKey}:${person.id}:sms`,
        personalisation: notifyPersonalisation(event.kind, params, { link }),
        nextAttemptAt: textMayGoAt(at, settings.quietHours === undefined ? DEFAULT_QUIET_HOURS : settings.quietHours),
      });
    }
  }
  if (rows.length > 0) await tx.insert(mailOutbox).values(rows).onConflictDoNothing();
  return written.length;
}

/** What a feature needs to announce its events: the settings recordNotice reads, and the mail worker to wake. */
export type Notices = { settings: NoticeSettings; wake(): void };

/** From a request's context: call `wake` after the transaction that wrote notices has committed. */
export function noticesOf(context: { env: Env; mailWorker: { wake(): void } }): Notices {
  return { settings: noticeSettingsOf(context.env), wake: () => context.mailWorker.wake() };
}
