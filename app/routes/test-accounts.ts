import { z } from "zod";
import { AdminCliError, createAccount } from "~/features/auth/admin-cli.server";
import type { Route } from "./+types/test-accounts";

const bodySchema = z.object({ email: z.string(), role: z.string(), name: z.string().optional() });

const noStore = { "Cache-Control": "no-store" };

/**
 * Lets the end-to-end tests make an account as an operator does with `npm run admin -- create`: the same
 * code, answering the one-time set-password link as a path. Answers 404 unless the server was started
 * with test routes enabled (never in production).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.testRoutes) return new Response("Not Found", { status: 404 });
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "Send JSON with email, role and optionally name." }, { status: 400, headers: noStore });
  try {
    const { userId, link } = await createAccount(context.auth, context.database.db, context.env.publicUrl, parsed.data);
    const url = new URL(link.url);
    return Response.json({ userId, link: `${url.pathname}${url.search}` }, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof AdminCliError) return Response.json({ error: error.message }, { status: 400, headers: noStore });
    throw error;
  }
}

export function loader({ context }: Route.LoaderArgs) {
  if (!context.testRoutes) return new Response("Not Found", { status: 404 });
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
