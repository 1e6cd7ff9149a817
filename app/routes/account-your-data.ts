import { recordAudit } from "~/lib/audit.server";
import { requireUser } from "~/features/auth/guard.server";
import { collectPersonalData, dataSubjectFor } from "~/features/account/personal-data.server";
import { personalDataZip } from "~/features/account/personal-data-file";
import { siteName } from "~/lib/organisation";
import type { Route } from "./+types/account-your-data";

/**
 * GET /account/your-data: everything the service holds about the signed-in person, as a zip of one JSON file and
 * a CSV per table. Only their own rows (app/features/account/personal-data.server.ts); each download is audited.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const current = await requireUser(context, request);
  const db = context.database.db;
  const who = await dataSubjectFor(db, current.user.id);
  if (!who) throw new Response("Not Found", { status: 404 });
  const now = new Date();
  const data = await collectPersonalData(db, context.env.dataEncryption, who, now);
  await recordAudit(db, {
    event: "personal_data_exported",
    actorUserId: current.user.id,
    subjectUserId: current.user.id,
    sessionId: current.session.id,
    clientHash: context.rateLimiter.clientKey(context.clientIp),
    detail: { tables: data.tables.filter((table) => table.rows.length > 0).length },
  });
  const zip = personalDataZip(data, siteName);
  return new Response(Buffer.from(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="fair-chance-works-your-data-${now.toISOString().slice(0, 10)}.zip"`,
      "Cache-Control": "no-store",
    },
  });
}
