import { parseWithZod } from "@conform-to/zod/v4";
import { and, desc, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { organisations, referrals } from "../../../db/schema";
import { partnerVisibility } from "../../../db/schema/vocabulary";
import { recordAudit } from "~/lib/audit.server";
import type { CandidateSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { londonDate } from "~/lib/dates";
import { sharingFormId, sharingMessages, sharingSchema, type PartnerSharing, type SharingActionData } from "./partner-sharing";

/**
 * What each partner that referred a person may see about them, as the person sees and changes it. A partner's
 * access follows its newest referral of the person (referred-person.server.ts), so that is the one shown and
 * changed. Consent given through a partner can be withdrawn by the person as easily as it was given.
 */

/** Each partner's newest referral of the person, newest first; none for an account not linked to a candidate. */
export async function partnerSharingOf(db: Pick<AppDb, "select">, subject: CandidateSubject): Promise<PartnerSharing[]> {
  if (!subject.candidateId) return [];
  const rows = await db
    .select({
      referralId: referrals.id,
      partnerId: referrals.partnerId,
      partnerName: organisations.name,
      createdAt: referrals.createdAt,
      partnerMaySee: referrals.partnerMaySee,
    })
    .from(referrals)
    .innerJoin(organisations, eq(organisations.id, referrals.partnerId))
    .where(and(eq(referrals.candidateId, subject.candidateId), eq(referrals.demo, subject.demo)))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  const seen = new Set<string>();
  const newest: PartnerSharing[] = [];
  for (const row of rows) {
    if (seen.has(row.partnerId)) continue;
    seen.add(row.partnerId);
    newest.push({
      referralId: row.referralId,
      partnerName: row.partnerName,
      referredOn: londonDate(row.createdAt),
      partnerMaySee: partnerVisibility.filter((item) => row.partnerMaySee.includes(item)),
    });
  }
  return newest;
}

/**
 * Saves what one partner may see, from the settings page's form for that partner: only the partner's newest
 * referral of this person can be changed, and the change is audited. Success redirects with ?sharing=<referral id>.
 */
export async function saveSharingAction(
  db: AppDb,
  who: { userId: string; sessionId: string },
  subject: CandidateSubject,
  form: FormData,
  returnTo: string,
) {
  const submission = parseWithZod(form, { schema: sharingSchema });
  // Which partner's form was sent, so only that form shows the answer.
  const formId = sharingFormId(String(form.get("referralId") ?? ""));
  if (submission.status !== "success") return data<SharingActionData>({ sharing: { formId, result: submission.reply() } }, { status: 400 });
  const { referralId, partnerMaySee: chosen } = submission.value;
  const next = partnerVisibility.filter((item) => chosen.includes(item));
  const saved = await db.transaction(async (tx) => {
    // Checked in the transaction, so a referral made meanwhile by the same partner is not left unchanged.
    const current = (await partnerSharingOf(tx, subject)).find((sharing) => sharing.referralId === referralId);
    if (!current) return false;
    const [row] = await tx
      .update(referrals)
      .set({ partnerMaySee: next, updatedAt: new Date() })
      .where(eq(referrals.id, referralId))
      .returning({ partnerId: referrals.partnerId });
    await recordAudit(tx, {
      event: "partner_sharing_changed",
      actorUserId: who.userId,
      subjectUserId: who.userId,
      sessionId: who.sessionId,
      detail: { referralId, partnerId: row?.partnerId ?? null, from: current.partnerMaySee, to: next },
    });
    return true;
  });
  if (!saved) return data<SharingActionData>({ sharing: { formId, result: submission.reply({ formErrors: [sharingMessages.notFound] }) } }, { status: 400 });
  return redirect(`${returnTo}?sharing=${referralId}#sharing`);
}
