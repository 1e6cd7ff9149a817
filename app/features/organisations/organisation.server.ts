import { and, eq } from "drizzle-orm";
import { organisations } from "../../../db/schema";
import type { OrganisationStatus } from "../../../db/schema/vocabulary";
import type { EmployerSubject, PartnerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

export type OrganisationProfile = {
  name: string;
  status: OrganisationStatus;
  banTheBox: boolean;
  disabilityConfident: boolean;
  realLivingWage: boolean;
  /** An employer's own one-year retention rate (per cent), if given. */
  ownRetentionPercent: number | null;
};

/** The subject's own organisation, of the subject's kind and data set; null if there is none. */
export async function organisationProfile(
  db: AppDb,
  subject: (EmployerSubject | PartnerSubject) & { organisationId: string },
): Promise<OrganisationProfile | null> {
  const [row] = await db
    .select({
      name: organisations.name,
      status: organisations.status,
      banTheBox: organisations.banTheBox,
      disabilityConfident: organisations.disabilityConfident,
      realLivingWage: organisations.realLivingWage,
      ownRetentionPercent: organisations.ownRetentionPercent,
    })
    .from(organisations)
    .where(and(eq(organisations.id, subject.organisationId), eq(organisations.kind, subject.kind), eq(organisations.demo, subject.demo)))
    .limit(1);
  return row ?? null;
}
