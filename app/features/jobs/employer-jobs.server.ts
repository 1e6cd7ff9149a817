import { and, count, eq, sql } from "drizzle-orm";
import { jobs } from "../../../db/schema";
import type { EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";

/** How many of an employer's jobs are open, and how many places they offer between them. */
export async function openJobTotals(db: AppDb, subject: EmployerSubject & { organisationId: string }): Promise<{ jobs: number; vacancies: number }> {
  const [row] = await db
    .select({ jobs: count(), vacancies: sql<number>`coalesce(sum(${jobs.vacancies}), 0)`.mapWith(Number) })
    .from(jobs)
    .where(and(eq(jobs.employerId, subject.organisationId), eq(jobs.demo, subject.demo), eq(jobs.status, "open")));
  return { jobs: row?.jobs ?? 0, vacancies: row?.vacancies ?? 0 };
}
