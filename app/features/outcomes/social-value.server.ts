import { organisationProfile } from "~/features/organisations/organisation.server";
import type { EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { employerOutcomes } from "./outcomes.server";
import type { SocialValue } from "./social-value";

const nothing: SocialValue = { organisationName: null, hires: 0, checkpoints: [] };

/** The employer's hires and in-work rates; nothing for an account with no organisation (or not this data set's). */
export async function employerSocialValue(db: AppDb, subject: EmployerSubject): Promise<SocialValue> {
  if (!subject.organisationId) return nothing;
  const known = { ...subject, organisationId: subject.organisationId };
  const [organisation, outcomes] = await Promise.all([organisationProfile(db, known), employerOutcomes(db, known)]);
  if (!organisation) return nothing;
  return { organisationName: organisation.name, hires: outcomes.starts, checkpoints: outcomes.checkpoints };
}

/** The CSV download's response: a file, never cached. */
export function socialValueDownload(csv: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="social-value.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
