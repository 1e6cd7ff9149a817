import { realSubjectFor } from "~/features/dashboards/subject.server";
import type { PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

/**
 * The partner portal's subject for a signed-in partner. An account that is not active sees no one else's data,
 * so it gets no organisation (the lookup checks the stored status too): its pages show the empty state, and
 * its ids lead nowhere (404).
 */
export async function partnerSubjectFor(db: AppDb, user: { id: string; name: string; role: string; accountStatus: string }): Promise<PartnerSubject> {
  if (user.accountStatus !== "active") return { kind: "partner", demo: false, organisationId: null };
  return realSubjectFor(db, user, "partner");
}
