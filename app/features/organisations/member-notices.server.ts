import { and, eq } from "drizzle-orm";
import { organisationMembers, users } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { AppDb } from "~/lib/db.server";
import type { Who } from "./organisation-invitations.server";

/**
 * The owner chooses whether a member hears of each new application (and each withdrawal) to the organisation's
 * roles: the audience for those notices reads this choice. The member's name on success; null when they are not
 * a member of this organisation.
 */
export async function chooseApplicationNotices(db: AppDb, organisationId: string, userId: string, hears: boolean, who: Who): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(organisationMembers)
      .set({ hearsOfApplications: hears })
      .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)))
      .returning({ userId: organisationMembers.userId });
    if (!member) return null;
    const [named] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
    await recordAudit(tx, { event: "organisation_member_notices_changed", actorUserId: who.userId, subjectUserId: userId, sessionId: who.sessionId, detail: { organisationId, hearsOfApplications: hears } });
    return named?.name ?? "The member";
  });
}
