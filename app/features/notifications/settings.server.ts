import crypto from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, inArray } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { mailOutbox, notificationPreferences } from "../../../db/schema";
import { refusalResult } from "~/components/ui/use-schema-form";
import { recordAudit } from "~/lib/audit.server";
import type { AppDb } from "~/lib/db.server";
import { formatWait } from "~/lib/dates";
import type { Env } from "~/lib/env.server";
import { firstSubmission, formKeyOf } from "~/lib/idempotency.server";
import { siteName } from "~/lib/organisation";
import { uuidv7 } from "~/lib/uuid.server";
import { noticeChoicesOf } from "./choices.server";
import { defaultChoices, groupsForRole, type GroupChoices, type NoticeGroup, type NoticeRole } from "./kinds";
import { formatUkMobile, parseUkMobile } from "./mobile";
import { noticeSettingsOf as deliverySettingsOf } from "./record-notice.server";
import { choiceField, choicesSchema, codeSchema, isNoticeIntent, mobileSchema, WRONG_CODE_MESSAGE, type NoticeIntent } from "./settings-form";

type Reader = Pick<AppDb, "select">;

/** How long a code lasts, how many wrong tries it survives, and how many may be sent an hour. */
export const CODE_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
const codeSendLimit = [{ name: "1h", limit: 3, windowSeconds: 60 * 60 }];

/** What each role's settings page shows of notification choices, the mobile and texts. */
export type NoticeSettingsView = {
  role: NoticeRole;
  groups: readonly NoticeGroup[];
  choices: GroupChoices;
  /** The number as people write it, confirmed or not. */
  mobile: string | null;
  mobileConfirmed: boolean;
  /** A code has been sent and can still be used. */
  codeWaiting: boolean;
  /** Texts can reach people from this service (production: only with Notify configured). */
  textsAvailable: boolean;
  textsStopped: boolean;
  /** What was just done, from `?notices=` after a save. */
  saved: SavedNotice | null;
};

const savedNames = ["choices", "code-sent", "confirmed", "removed", "stopped", "started"] as const;
export type SavedNotice = (typeof savedNames)[number];

function savedFrom(value: string | null): SavedNotice | null {
  return (savedNames as readonly string[]).includes(value ?? "") ? (value as SavedNotice) : null;
}

/** The view for the settings page. The demonstration shows the defaults for the role, with no number. */
export async function noticeSettingsView(db: Reader | null, env: Env, role: NoticeRole, userId: string | null, url: URL, now = new Date()): Promise<NoticeSettingsView> {
  const textsAvailable = deliverySettingsOf(env).textsAvailable;
  const base = { role, groups: groupsForRole[role], textsAvailable, saved: savedFrom(url.searchParams.get("notices")) };
  if (!db || !userId) {
    return { ...base, choices: structuredClone(defaultChoices), mobile: null, mobileConfirmed: false, codeWaiting: false, textsStopped: false };
  }
  const [stored, [codeRow]] = await Promise.all([
    noticeChoicesOf(db, userId),
    db
      .select({ hash: notificationPreferences.mobileCodeHash, expiresAt: notificationPreferences.mobileCodeExpiresAt, attempts: notificationPreferences.mobileCodeAttempts })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .limit(1),
  ]);
  const codeWaiting = Boolean(codeRow?.hash && codeRow.expiresAt && codeRow.expiresAt > now && codeRow.attempts < CODE_MAX_ATTEMPTS);
  return {
    ...base,
    choices: stored.choices,
    mobile: stored.mobile ? formatUkMobile(stored.mobile) : null,
    mobileConfirmed: Boolean(stored.confirmedMobile),
    codeWaiting,
    textsStopped: stored.textsStopped,
  };
}

/** A keyed hash of a code, bound to the person and the number: the code itself is never stored. */
export function codeHash(secret: string, userId: string, mobile: string, code: string): string {
  return crypto.createHmac("sha256", secret).update(`mobile-code:${userId}:${mobile}:${code}`, "utf8").digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** A six-digit code from the system's random source, leading zeros kept. */
function newCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
}

export type NoticeActionData = { intent: NoticeIntent; noticeResult?: SubmissionResult<string[]>; ask?: "mobile-remove" | "texts-stop"; refused?: string };

type Who = { userId: string; sessionId: string; role: NoticeRole };

/**
 * The settings page's notification forms, by `intent`; null when the form is another of the page's. Every change
 * is written with its audit row in one transaction; a bad form is a 400 that keeps what was typed; a save
 * redirects back with `?notices=` naming what was done, so reloading the page repeats nothing.
 */
export async function noticeSettingsAction(context: AppLoadContext, who: Who, form: FormData, returnTo: string, now = new Date()) {
  const intent = form.get("intent");
  if (!isNoticeIntent(intent)) return null;
  const db = context.database.db;
  const done = (what: SavedNotice) => redirect(`${returnTo}?notices=${what}#notifications`);
  const audit = (tx: Pick<AppDb, "insert">, detail: Record<string, unknown>) =>
    recordAudit(tx, { event: "notification_preferences_changed", actorUserId: who.userId, subjectUserId: who.userId, sessionId: who.sessionId, clientHash: context.rateLimiter.clientKey(context.clientIp), detail });

  if (intent === "notice-choices") {
    const submission = parseWithZod(form, { schema: choicesSchema });
    if (submission.status !== "success") return data<NoticeActionData>({ intent, noticeResult: submission.reply() }, { status: 400 });
    const textsAvailable = deliverySettingsOf(context.env).textsAvailable;
    await db.transaction(async (tx) => {
      if (!(await firstSubmission(tx, who.userId, formKeyOf(form), now))) return;
      const stored = await noticeChoicesOf(tx, who.userId);
      const textsOffered = textsAvailable && Boolean(stored.confirmedMobile);
      const next = structuredClone(stored.choices);
      const changed: Record<string, boolean> = {};
      for (const group of groupsForRole[who.role]) {
        next[group].email = submission.value[choiceField("email", group)] === true;
        // A text box is only on the page once texts can reach the person; otherwise what is stored stays.
        if (textsOffered) next[group].sms = submission.value[choiceField("sms", group)] === true;
        for (const channel of ["email", "sms"] as const) if (next[group][channel] !== stored.choices[group][channel]) changed[`${group}.${channel}`] = next[group][channel];
      }
      // Pressing Save twice, or saving what is already stored, writes nothing.
      if (Object.keys(changed).length === 0) return;
      await tx
        .insert(notificationPreferences)
        .values({ userId: who.userId, choices: next, updatedAt: now })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { choices: next, updatedAt: now } });
      await audit(tx, { changed });
    });
    return done("choices");
  }

  if (intent === "mobile-save" || intent === "mobile-resend") {
    let mobile: string | null;
    if (intent === "mobile-save") {
      const submission = parseWithZod(form, { schema: mobileSchema });
      if (submission.status !== "success") return data<NoticeActionData>({ intent, noticeResult: submission.reply() }, { status: 400 });
      mobile = parseUkMobile(submission.value.mobile);
    } else {
      mobile = (await noticeChoicesOf(db, who.userId)).mobile;
      if (!mobile) return data<NoticeActionData>({ intent, refused: "Enter your mobile number first." }, { status: 409 });
    }
    if (!mobile) return data<NoticeActionData>({ intent, refused: "Enter your mobile number first." }, { status: 400 });
    const stored = await noticeChoicesOf(db, who.userId);
    if (stored.confirmedMobile === mobile) return done("confirmed");
    const decision = await context.rateLimiter.consume("notice-mobile-code", who.userId, codeSendLimit, { onStoreError: "deny" });
    if (!decision.allowed) {
      const refused = `We have sent too many codes to this account. Please wait ${formatWait(decision.retryAfterSeconds)} and try again.`;
      return data<NoticeActionData>({ intent, refused, noticeResult: intent === "mobile-save" ? refusalResult({ values: { intent, mobile: String(form.get("mobile") ?? "") } }) : undefined }, { status: 429 });
    }
    const code = newCode();
    const number = mobile;
    await db.transaction(async (tx) => {
      const before = await noticeChoicesOf(tx, who.userId);
      const values = {
        mobile: number,
        // A new number is not confirmed until its own code comes back.
        mobileConfirmedAt: null,
        mobileCodeHash: codeHash(context.env.authSecret, who.userId, number, code),
        mobileCodeExpiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
        mobileCodeAttempts: 0,
        updatedAt: now,
      };
      await tx.insert(notificationPreferences).values({ userId: who.userId, ...values }).onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
      await tx.insert(mailOutbox).values({
        id: uuidv7(),
        channel: "sms",
        kind: "account.mobile-code",
        userId: who.userId,
        toAddress: number,
        subject: "Your confirmation code",
        textBody: `${siteName}: your code is ${code}. It lasts ${CODE_MINUTES} minutes.`,
        personalisation: { code },
        sensitive: true,
        nextAttemptAt: now,
      });
      await audit(tx, { mobile: before.mobile === number ? "confirmation sent again" : before.mobile ? "changed, confirmation sent" : "added, confirmation sent" });
    });
    context.mailWorker.wake();
    return done("code-sent");
  }

  if (intent === "mobile-confirm") {
    const submission = parseWithZod(form, { schema: codeSchema });
    if (submission.status !== "success") return data<NoticeActionData>({ intent, noticeResult: submission.reply() }, { status: 400 });
    const wrong = () => data<NoticeActionData>({ intent, noticeResult: refusalResult({ fieldErrors: { code: WRONG_CODE_MESSAGE }, values: { intent, code: "" } }) }, { status: 400 });
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ mobile: notificationPreferences.mobile, confirmedAt: notificationPreferences.mobileConfirmedAt, hash: notificationPreferences.mobileCodeHash, expiresAt: notificationPreferences.mobileCodeExpiresAt, attempts: notificationPreferences.mobileCodeAttempts })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, who.userId))
        .for("update")
        .limit(1);
      if (!row?.mobile) return "wrong" as const;
      if (row.confirmedAt) return "confirmed" as const;
      if (!row.hash || !row.expiresAt || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS) return "wrong" as const;
      if (!sameHash(row.hash, codeHash(context.env.authSecret, who.userId, row.mobile, submission.value.code))) {
        const attempts = row.attempts + 1;
        // The fifth wrong try uses the code up: a new one must be sent.
        await tx
          .update(notificationPreferences)
          .set(attempts >= CODE_MAX_ATTEMPTS ? { mobileCodeAttempts: attempts, mobileCodeHash: null, mobileCodeExpiresAt: null } : { mobileCodeAttempts: attempts })
          .where(eq(notificationPreferences.userId, who.userId));
        return "wrong" as const;
      }
      await tx
        .update(notificationPreferences)
        .set({ mobileConfirmedAt: now, mobileCodeHash: null, mobileCodeExpiresAt: null, mobileCodeAttempts: 0, updatedAt: now })
        .where(eq(notificationPreferences.userId, who.userId));
      await audit(tx, { mobile: "confirmed" });
      return "confirmed" as const;
    });
    return outcome === "confirmed" ? done("confirmed") : wrong();
  }

  if (intent === "mobile-remove" || intent === "texts-stop") {
    // Both ask first: the first press shows the question, the answer posts `confirmed=yes`.
    if (form.get("confirmed") !== "yes") return { intent, ask: intent } satisfies NoticeActionData;
  }

  if (intent === "mobile-remove") {
    await db.transaction(async (tx) => {
      const stored = await noticeChoicesOf(tx, who.userId);
      if (!stored.mobile) return;
      await tx
        .update(notificationPreferences)
        .set({ mobile: null, mobileConfirmedAt: null, mobileCodeHash: null, mobileCodeExpiresAt: null, mobileCodeAttempts: 0, updatedAt: now })
        .where(eq(notificationPreferences.userId, who.userId));
      // No number, so nothing waiting can be sent to it.
      await cancelPendingTexts(tx, who.userId);
      await audit(tx, { mobile: "removed" });
    });
    return done("removed");
  }

  if (intent === "texts-stop") {
    await db.transaction(async (tx) => {
      const stored = await noticeChoicesOf(tx, who.userId);
      if (stored.textsStopped) return;
      await tx
        .insert(notificationPreferences)
        .values({ userId: who.userId, textsStoppedAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { textsStoppedAt: now, updatedAt: now } });
      const cancelled = await cancelPendingTexts(tx, who.userId);
      await audit(tx, { texts: "stopped", cancelled });
    });
    return done("stopped");
  }

  // texts-start
  await db.transaction(async (tx) => {
    const stored = await noticeChoicesOf(tx, who.userId);
    if (!stored.textsStopped) return;
    await tx.update(notificationPreferences).set({ textsStoppedAt: null, updatedAt: now }).where(eq(notificationPreferences.userId, who.userId));
    await audit(tx, { texts: "started again" });
  });
  return done("started");
}

/** Cancels every text still waiting to go to the person (not the ones being sent or already sent). */
async function cancelPendingTexts(tx: Pick<AppDb, "update">, userId: string): Promise<number> {
  const rows = await tx
    .update(mailOutbox)
    .set({ status: "cancelled" })
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.channel, "sms"), inArray(mailOutbox.status, ["pending"])))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
