import { data, redirect } from "react-router";
import { signInUrlFor } from "~/features/auth/guard.server";
import { getCurrentSession } from "~/features/auth/session.server";
import { openNotice } from "~/features/notifications/inbox.server";
import type { Route } from "./+types/notice-open";

const noStore = { "Cache-Control": "no-store" };

export const headers = () => noStore;

/**
 * A notice's short link (/n/<id>), used in texts and on the notifications pages: for its own recipient it marks
 * the notice read and goes to its page; anyone else, and an id that does not exist, get the same 404. Someone
 * signed out goes through sign-in and comes back here.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const current = await getCurrentSession(context, request);
  if (!current) throw redirect(signInUrlFor(request), { headers: noStore });
  const opened = await openNotice(context.database.db, current.user.id, params.noticeId);
  if (!opened) throw data(null, { status: 404, headers: noStore });
  return redirect(opened.link, { headers: noStore });
}

// Never drawn (the loader always redirects or refuses): having a page makes a refusal show the site's 404 page.
export default function NoticeOpenRoute() {
  return null;
}
