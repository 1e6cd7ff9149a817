/** One role's public page: live, closed (HTTP 410 with similar roles) or not there (404). */
import { and, eq } from "drizzle-orm";
import { jobs, organisations } from "../../../db/schema";
import { londonDate } from "~/lib/dates";
import type { AppDb } from "~/lib/db.server";
import { similarRoles } from "./search.server";
import { isUuid } from "~/lib/uuid-pattern";

/** What the public job page draws: the role and its employer's public promises (the preview reads the same). */
export const publicJobColumns = {
  job: jobs,
  employer: {
    name: organisations.name,
    banTheBox: organisations.banTheBox,
    disabilityConfident: organisations.disabilityConfident,
    realLivingWage: organisations.realLivingWage,
  },
};

export type PublicJob = NonNullable<Awaited<ReturnType<typeof readRole>>>;

function readRole(db: AppDb, id: string) {
  return db
    .select(publicJobColumns)
    .from(jobs)
    .innerJoin(organisations, eq(organisations.id, jobs.employerId))
    // Demonstration roles, drafts and roles of employers not (or no longer) approved are not public.
    .where(and(eq(jobs.id, id), eq(jobs.demo, false), eq(organisations.demo, false), eq(organisations.kind, "employer"), eq(organisations.status, "approved")))
    .then((rows) => rows[0]);
}

export async function publicJob(db: AppDb, id: string, now = new Date()) {
  if (!isUuid(id)) return { state: "missing" as const };
  const row = await readRole(db, id.toLowerCase());
  if (!row || row.job.status === "draft") return { state: "missing" as const };
  const closed = row.job.status !== "open" || (row.job.closingDate !== null && row.job.closingDate < londonDate(now));
  if (closed) {
    return {
      state: "closed" as const,
      title: row.job.title,
      employerName: row.employer.name,
      sector: row.job.sector,
      similar: await similarRoles(db, row.job, 3, now),
    };
  }
  return { state: "live" as const, ...row };
}
