import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { applications, applicationStatusChanges, candidates, jobs, organisationMembers, organisations, users } from "../../db/schema";
import { takeSharedCopy } from "~/features/applications/shared-copy.server";
import { uuidv7 } from "~/lib/uuid.server";
import type { Route } from "./+types/test-employer-hiring";

const bodySchema = z.object({ employerEmail: z.string(), candidateEmail: z.string(), organisation: z.string(), job: z.string() });

/**
 * Lets the end-to-end tests set up what the team and the jobs board would: an approved employer organisation
 * the employer account belongs to, one of its roles, and the candidate's application to it (sharing contact
 * details and CV). Answers 404 unless the server was started with test routes enabled (never in production).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.testRoutes) return new Response("Not Found", { status: 404 });
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "Send JSON with employerEmail, candidateEmail, organisation and job." }, { status: 400 });
  const db = context.database.db;
  const account = async (email: string) => (await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)))[0];
  const employer = await account(parsed.data.employerEmail);
  const candidate = await account(parsed.data.candidateEmail);
  if (!employer || !candidate) return Response.json({ error: "No such account." }, { status: 400 });
  const organisationId = uuidv7();
  const jobId = uuidv7();
  const applicationId = uuidv7();
  await db.transaction(async (tx) => {
    // Awaiting approval, so its roles stay off the public jobs board: the end-to-end suite shares one server,
    // and other specs check the board's "Launching Soon" state.
    await tx.insert(organisations).values({ id: organisationId, kind: "employer", name: parsed.data.organisation, status: "awaiting_approval", banTheBox: true });
    await tx.insert(organisationMembers).values({ organisationId, userId: employer.id, role: "owner" });
    // The team approves the employer's account: its portal pages open only to an approved account.
    await tx.update(users).set({ accountStatus: "active" }).where(eq(users.id, employer.id));
    await tx.insert(candidates).values({ id: uuidv7(), userId: candidate.id, fullName: candidate.name }).onConflictDoNothing();
    const [profile] = await tx.select({ id: candidates.id }).from(candidates).where(and(eq(candidates.userId, candidate.id), eq(candidates.demo, false)));
    await tx.insert(jobs).values({
      id: jobId,
      title: parsed.data.job,
      sector: "Hospitality",
      employerId: organisationId,
      employerName: parsed.data.organisation,
      locationName: "Anywhere in the UK",
      national: true,
      contractType: "permanent",
      hours: "full_time",
    });
    // With the copy of what it shares, as applying takes it.
    const sharedCopy = await takeSharedCopy(tx, profile!.id, ["contact_details", "cv"], { sendsSavedCv: true });
    await tx.insert(applications).values({ id: applicationId, jobId, candidateId: profile!.id, shared: ["contact_details", "cv"], sharedCopy });
    await tx.insert(applicationStatusChanges).values({ id: uuidv7(), applicationId, status: "applied" });
  });
  return Response.json({ organisationId, jobId, applicationId }, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export function loader({ context }: Route.LoaderArgs) {
  if (!context.testRoutes) return new Response("Not Found", { status: 404 });
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
