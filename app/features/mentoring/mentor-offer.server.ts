import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import { mentors, users } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { EmployerSubject, PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { readForm } from "~/lib/read-form.server";
import { uuidv7 } from "~/lib/uuid.server";
import { mentorOfferMessages, mentorOfferSchema } from "./mentor-offer-form";

export type MentorOffer = { offering: boolean; offer: string; livedExperience: boolean };

const ownOffer = (userId: string, organisationId: string) => and(eq(mentors.userId, userId), eq(mentors.organisationId, organisationId), eq(mentors.demo, false));

/** The signed-in member's own offer to mentor, for their organisation's settings page (none on the demonstration). */
export async function mentorOffer(db: AppDb, subject: PartnerSubject | EmployerSubject, userId: string | null): Promise<MentorOffer | null> {
  if (subject.demo || !subject.organisationId || !userId) return null;
  const [row] = await db
    .select({ offer: mentors.offer, livedExperience: mentors.livedExperience, withdrawnAt: mentors.withdrawnAt })
    .from(mentors)
    .where(ownOffer(userId, subject.organisationId))
    .limit(1);
  return { offering: Boolean(row && !row.withdrawnAt), offer: row?.offer ?? "", livedExperience: row?.livedExperience ?? false };
}

/**
 * "I would like to mentor" (intent mentor-offer) saves or changes the member's offer; "mentor-withdraw" withdraws it.
 * Null for any other form, which the settings page's own action then answers. Reads a copy of the request.
 */
export async function mentorOfferAction(
  db: AppDb,
  subject: PartnerSubject | EmployerSubject,
  who: { userId: string; sessionId: string },
  request: Request,
) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "mentor-offer" && intent !== "mentor-withdraw") return null;
  const organisationId = subject.organisationId;
  if (intent === "mentor-withdraw") {
    if (!organisationId) return data({ intent, refused: mentorOfferMessages.noOrganisation }, { status: 409 });
    await db.transaction(async (tx) => {
      const rows = await tx.update(mentors).set({ withdrawnAt: new Date() }).where(and(ownOffer(who.userId, organisationId), isNull(mentors.withdrawnAt))).returning({ id: mentors.id });
      for (const row of rows) await recordAudit(tx, { event: "mentor_offer_changed", actorUserId: who.userId, subjectUserId: who.userId, sessionId: who.sessionId, detail: { mentorId: row.id, offering: false } });
    });
    return { intent, done: mentorOfferMessages.withdrawn };
  }
  const submission = parseWithZod(form, { schema: mentorOfferSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  if (!organisationId) return data({ intent, result: submission.reply({ formErrors: [mentorOfferMessages.noOrganisation] }) }, { status: 409 });
  const { offer, livedExperience } = submission.value;
  await db.transaction(async (tx) => {
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, who.userId));
    const [existing] = await tx.select({ id: mentors.id }).from(mentors).where(ownOffer(who.userId, organisationId)).limit(1);
    const id = existing?.id ?? uuidv7();
    if (existing) await tx.update(mentors).set({ offer, livedExperience, name: me?.name ?? "", withdrawnAt: null }).where(eq(mentors.id, id));
    else await tx.insert(mentors).values({ id, userId: who.userId, organisationId, name: me?.name ?? "", offer, livedExperience });
    await recordAudit(tx, { event: "mentor_offer_changed", actorUserId: who.userId, subjectUserId: who.userId, sessionId: who.sessionId, detail: { mentorId: id, offering: true } });
  });
  return { intent, result: submission.reply(), done: mentorOfferMessages.saved };
}
