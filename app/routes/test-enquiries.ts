import { desc, eq, sql } from "drizzle-orm";
import { enquiries } from "../../db/schema";
import type { Route } from "./+types/test-enquiries";

/**
 * Lets the end-to-end tests read back the newest enquiry stored for an email address.
 * Answers 404 unless the server was started with test routes enabled (never in production).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.testRoutes) return new Response("Not Found", { status: 404 });
  const email = new URL(request.url).searchParams.get("email")?.trim().toLowerCase();
  const query = context.database.db.select().from(enquiries);
  const [row] = await (email ? query.where(eq(sql`lower(${enquiries.email})`, email)) : query)
    .orderBy(desc(enquiries.createdAt))
    .limit(1);
  return Response.json(row ?? null, { headers: { "Cache-Control": "no-store" } });
}
