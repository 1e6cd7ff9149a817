import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Actor, PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { createReferral } from "./create-referral.server";
import { referralFormSchema } from "./referral-form";
import type { InvitationMailSettings } from "./referral-invitations.server";
import { readForm } from "~/lib/read-form.server";
import type { Notices } from "~/features/notifications/record-notice.server";

export const REFERRED_FLAG = "referred";

const refusals = {
  awaiting: "Your account is waiting for approval, so it cannot refer anyone yet.",
  noOrganisation: "Your account is not linked to a partner organisation yet, so it cannot refer anyone.",
} as const;

/**
 * The referral form's action on the portal: checks the form with the browser's schema, then makes the
 * referral. A refused form comes back (4xx) with every answer kept; success goes to the referral list.
 */
export async function submitReferral(
  db: AppDb,
  request: Request,
  user: { id: string; name: string; role: string; accountStatus: string },
  subject: PartnerSubject,
  listPath: string,
  mail: InvitationMailSettings,
  notices: Notices,
) {
  // readForm answers an unreadable, too large or NUL-carrying body itself, saying why.
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: referralFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const refusal = user.accountStatus === "awaiting_approval" ? refusals.awaiting : subject.organisationId ? null : refusals.noOrganisation;
  if (refusal || !subject.organisationId) return data({ result: submission.reply({ formErrors: [refusal ?? refusals.noOrganisation] }) }, { status: 403 });
  const actor: Actor = { userId: user.id, name: user.name, role: user.role };
  await createReferral(db, { ...subject, organisationId: subject.organisationId }, actor, submission.value, new Date(), mail, notices);
  throw redirect(`${listPath}?${REFERRED_FLAG}=1`);
}
