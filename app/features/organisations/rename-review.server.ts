import { data, redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { decideRename, pendingRenames } from "./organisation-names.server";
import { areaPath } from "~/features/dashboards/areas";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { readForm } from "~/lib/read-form.server";

/** /dashboard/admin/organisation-names: the new names members have asked for, each approved or refused by an administrator. */

const decisionSchema = z.object({
  intent: z.enum(["approve-rename", "refuse-rename"]),
  organisationId: z.uuid(),
  /** The name the administrator was shown: a newer request is not decided unseen. */
  proposedName: z.string().min(1).max(500),
});

export async function renameReviewLoader(context: AppLoadContext, request: Request) {
  await guardDashboard(context, request);
  const done = new URL(request.url).searchParams.get("done");
  return { renames: await pendingRenames(context.database.db), done: done === "approved" || done === "refused" ? (done as "approved" | "refused") : null };
}

export async function renameReviewAction(context: AppLoadContext, request: Request) {
  const { user, session } = await guardDashboard(context, request);
  const form = await readForm(request);
  const parsed = decisionSchema.safeParse(Object.fromEntries(["intent", "organisationId", "proposedName"].map((key) => [key, form.get(key) ?? undefined])));
  if (!parsed.success) return data({ error: "That request was not recognised. Choose Approve or Refuse on one of the names below.", organisationId: null }, { status: 400 });
  const { intent, organisationId, proposedName } = parsed.data;
  const outcome = await decideRename(
    context.database.db,
    { organisationId, expected: proposedName, approve: intent === "approve-rename" },
    { actorUserId: user.id, sessionId: session.id, clientHash: context.rateLimiter.clientKey(context.clientIp) },
  );
  if (outcome === "not-found") throw data("There is no new name waiting for review for this organisation.", { status: 404 });
  if (outcome === "changed") {
    return data({ error: "The organisation has asked for a different name since this page was opened. Check the name shown now.", organisationId }, { status: 409 });
  }
  if (outcome === "taken") {
    return data({ error: "Another organisation now has this name, so it cannot be approved. Refuse it, and ask them to choose another.", organisationId }, { status: 409 });
  }
  context.logger.info({ intent, organisationId }, "organisation rename decided");
  throw redirect(`${areaPath("adminOrganisationNames")}?done=${outcome}`);
}
