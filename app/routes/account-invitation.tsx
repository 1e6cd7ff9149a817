import { data } from "react-router";
import { requireUser } from "~/features/auth/guard.server";
import { InvitationPage } from "~/features/organisations/components/invitation-page";
import { acceptInvitation, accessAfterJoining, invitationView } from "~/features/organisations/organisation-invitations.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/account-invitation";
import { readForm } from "~/lib/read-form.server";

export const meta = () => [...pageMeta("Invitation to join an organisation", "Accept an invitation to act for an organisation on Fair Chance Works."), { name: "robots", content: "noindex" }];

// The address holds a secret: never kept by a cache, and never sent to another site as a Referer (`same-origin`:
// with `no-referrer` a browser posts the form with `Origin: null`, which React Router refuses without JavaScript).
export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

/** Signing in comes first (and returns here); then the page says whether this account can join. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = await requireUser(context, request);
  const view = await invitationView(context.database.db, params.token, user);
  return data({ view, joined: false, access: accessAfterJoining(user) }, { status: view.state === "not-found" ? 404 : 200 });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, session } = await requireUser(context, request);
  const form = await readForm(request);
  if (form.get("intent") !== "accept") throw data("That action was not recognised.", { status: 400 });
  const view = await acceptInvitation(context.database.db, params.token, user, session.id);
  return data({ view, joined: view.state === "ready", access: accessAfterJoining(user) }, { status: view.state === "ready" ? 200 : view.state === "not-found" ? 404 : 409 });
}

export default function AccountInvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return <InvitationPage view={shown.view} joined={shown.joined} access={shown.access} />;
}
