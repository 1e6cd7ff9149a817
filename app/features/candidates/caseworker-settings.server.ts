import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { caseworkers } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { CaseworkerSubject, SignedInPage } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { caseworkerSettingsSchema } from "./caseworker-settings";
import { readForm } from "~/lib/read-form.server";

export type CaseworkerSettings = { fullName: string; team: string | null };

export async function caseworkerSettings(db: AppDb, subject: CaseworkerSubject): Promise<CaseworkerSettings | null> {
  if (!subject.caseworkerId) return null;
  const [row] = await db
    .select({ fullName: caseworkers.fullName, team: caseworkers.team })
    .from(caseworkers)
    .where(and(eq(caseworkers.id, subject.caseworkerId), eq(caseworkers.demo, subject.demo)));
  return row ?? null;
}

/** Saves the caseworker's own name and team (their caseworkers row only), with an audit row, in one transaction. */
export async function caseworkerSettingsAction(
  db: AppDb,
  { actor: user, session, subject }: SignedInPage<CaseworkerSubject>,
  request: Request,
) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: caseworkerSettingsSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), saved: false }, { status: 400 });
  const caseworkerId = subject.caseworkerId;
  if (!caseworkerId) throw data("There is no caseworker profile here.", { status: 404 });
  const { fullName, team } = submission.value;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ fullName: caseworkers.fullName, team: caseworkers.team }).from(caseworkers).where(eq(caseworkers.id, caseworkerId));
    await tx.update(caseworkers).set({ fullName, team }).where(and(eq(caseworkers.id, caseworkerId), eq(caseworkers.demo, false)));
    await recordAudit(tx, {
      event: "caseworker_settings_changed",
      actorUserId: user.id,
      subjectUserId: user.id,
      sessionId: session.id,
      detail: { caseworkerId, changed: [before?.fullName !== fullName ? "name" : null, (before?.team ?? null) !== team ? "team" : null].filter(Boolean) },
    });
  });
  return { result: submission.reply(), saved: true };
}
