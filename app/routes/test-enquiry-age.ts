import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { enquiries } from "../../db/schema";
import type { Route } from "./+types/test-enquiry-age";

const bodySchema = z.object({ email: z.string(), hoursAgo: z.number().min(0).max(24 * 60) });

/**
 * Lets the end-to-end tests make an enquiry older, as time would, so it passes its promised reply time and
 * shows in the caseworkers' alerts. Answers 404 unless the server was started with test routes enabled (never in
 * production).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.testRoutes) return new Response("Not Found", { status: 404 });
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "Send JSON with email and hoursAgo." }, { status: 400 });
  const at = new Date(Date.now() - parsed.data.hoursAgo * 3_600_000);
  const rows = await context.database.db
    .update(enquiries)
    .set({ createdAt: at, statusChangedAt: at })
    .where(eq(sql`lower(${enquiries.email})`, parsed.data.email.trim().toLowerCase()))
    .returning({ id: enquiries.id });
  return Response.json({ ids: rows.map((row) => row.id) }, { status: rows.length ? 200 : 404, headers: { "Cache-Control": "no-store" } });
}

export function loader({ context }: Route.LoaderArgs) {
  if (!context.testRoutes) return new Response("Not Found", { status: 404 });
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
