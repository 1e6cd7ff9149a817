import { and, asc, eq, isNull, ne, notExists } from "drizzle-orm";
import { data, redirect, type AppLoadContext } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { candidates, caseworkerAssignments, caseworkers, organisations, referralStatusChanges, referrals, users } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import { guardDashboard } from "~/features/dashboards/guard.server";
import type { AppDb } from "~/lib/db.server";
import { uuidv7 } from "~/lib/uuid.server";
import { readForm } from "~/lib/read-form.server";
import { assignFormId, assignMessages, assignReferralSchema } from "./assign-referral";
import { tellPartnerOfReferral } from "./referral-notices.server";
import { noticesOf } from "~/features/notifications/record-notice.server";

/**
 * The administrators' queue of referrals waiting for a caseworker: a partner's referral makes a candidate record
 * with no one assigned (and often no account), so it is assigned here rather than on an account page.
 */

export type WaitingReferral = {
  referralId: string;
  personName: string;
  town: string | null;
  /** How to reach the person, as the partner gave it: the administrator can call while a caseworker is found. */
  phone: string | null;
  email: string | null;
  partnerName: string;
  referredByName: string;
  referredAt: string;
};
export type ReferralQueue = { waiting: WaitingReferral[]; caseworkers: { userId: string; name: string }[] };

export async function referralQueue(db: AppDb): Promise<ReferralQueue> {
  const [waiting, choices] = await Promise.all([
    db
      .select({
        referralId: referrals.id,
        firstName: referrals.firstName,
        lastName: referrals.lastName,
        town: referrals.town,
        phone: referrals.phone,
        email: referrals.email,
        partnerName: organisations.name,
        referredByName: referrals.referredByName,
        referredAt: referrals.createdAt,
      })
      .from(referrals)
      .innerJoin(organisations, eq(organisations.id, referrals.partnerId))
      .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
      .where(and(eq(referrals.demo, false), eq(candidates.demo, false), eq(referrals.status, "submitted"), notExists(
          db
            .select({ id: caseworkerAssignments.id })
            .from(caseworkerAssignments)
            .where(and(eq(caseworkerAssignments.candidateId, referrals.candidateId), isNull(caseworkerAssignments.endedAt))),
        )))
      .orderBy(asc(referrals.createdAt))
      .limit(200),
    db
      .select({ userId: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.role, "caseworker"), eq(users.banned, false), ne(users.accountStatus, "awaiting_approval")))
      .orderBy(asc(users.name))
      .limit(500),
  ]);
  return {
    waiting: waiting.map(({ firstName, lastName, referredAt, ...row }) => ({ ...row, personName: `${firstName} ${lastName}`, referredAt: referredAt.toISOString() })),
    caseworkers: choices,
  };
}

/**
 * Assigns a waiting referral's person to a caseworker: the assignment (the caseworker's profile made if need be),
 * the referral accepted with its status row, and a `caseworker_assigned` audit row, in one transaction.
 */
export async function assignReferralAction(context: AppLoadContext, request: Request) {
  const { user, session } = await guardDashboard(context, request);
  const db = context.database.db;
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: assignReferralSchema });
  // Which referral's form was sent, so only that form shows the answer.
  const formId = assignFormId(String(form.get("referralId") ?? ""));
  if (submission.status !== "success") return data({ formId, result: submission.reply() }, { status: 400 });
  const { referralId, caseworker: caseworkerUserId } = submission.value;
  const notices = noticesOf(context);
  let told = 0;
  const outcome = await db.transaction(async (tx) => {
    const [referral] = await tx
      .select({ id: referrals.id, candidateId: referrals.candidateId, status: referrals.status, partnerId: referrals.partnerId })
      .from(referrals)
      .where(and(eq(referrals.id, referralId), eq(referrals.demo, false)))
      .for("update");
    if (!referral?.candidateId || referral.status !== "submitted") return "not-found" as const;
    const [worker] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, caseworkerUserId), eq(users.role, "caseworker"), eq(users.banned, false), ne(users.accountStatus, "awaiting_approval")));
    if (!worker) return "not-a-caseworker" as const;
    await tx.insert(caseworkers).values({ id: uuidv7(), userId: worker.id, fullName: worker.name, demo: false }).onConflictDoNothing();
    const [profile] = await tx.select({ id: caseworkers.id }).from(caseworkers).where(eq(caseworkers.userId, worker.id));
    if (!profile) throw new Error("caseworker profile could not be made");
    await tx.update(caseworkerAssignments).set({ endedAt: new Date() }).where(and(eq(caseworkerAssignments.candidateId, referral.candidateId), isNull(caseworkerAssignments.endedAt)));
    await tx.insert(caseworkerAssignments).values({ id: uuidv7(), candidateId: referral.candidateId, caseworkerId: profile.id });
    await tx.update(referrals).set({ status: "accepted", updatedAt: new Date() }).where(eq(referrals.id, referral.id));
    const changeId = uuidv7();
    const now = new Date();
    await tx.insert(referralStatusChanges).values({ id: changeId, referralId: referral.id, status: "accepted", note: `Assigned to ${worker.name}.`, changedByName: user.name, changedByUserId: user.id, changedAt: now });
    told = await tellPartnerOfReferral(tx, notices.settings, { kind: "referral.accepted", statusChangeId: changeId, referralId: referral.id, partnerId: referral.partnerId, actorUserId: user.id, at: now });
    const [person] = await tx.select({ userId: candidates.userId }).from(candidates).where(eq(candidates.id, referral.candidateId));
    await recordAudit(tx, {
      event: "caseworker_assigned",
      actorUserId: user.id,
      sessionId: session.id,
      clientHash: context.rateLimiter.clientKey(context.clientIp),
      subjectUserId: person?.userId ?? null,
      detail: { candidateId: referral.candidateId, referralId: referral.id, caseworkerUserId: worker.id },
    });
    return "assigned" as const;
  });
  if (told > 0) notices.wake();
  if (outcome === "not-found") throw data(assignMessages.gone, { status: 404 });
  if (outcome === "not-a-caseworker") return data({ formId, result: submission.reply({ fieldErrors: { caseworker: [assignMessages.caseworker] } }) }, { status: 400 });
  throw redirect(`${new URL(request.url).pathname}?done=assigned`, { status: 303 });
}
