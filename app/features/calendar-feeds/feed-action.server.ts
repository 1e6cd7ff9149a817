import { data, redirect } from "react-router";
import type { AppDb } from "~/lib/db.server";
import { feedPath, type FeedConfirmation } from "./feeds";
import { calendarFeedStatus, createCalendarFeed, revokeCalendarFeeds } from "./feeds.server";

type Who = { userId: string; sessionId: string };

const ask = (confirmFeed: FeedConfirmation) => data({ confirmFeed });

/**
 * The calendar feed's buttons on a page's action: make an address, make a new one, or turn it off. Making a new
 * address or turning the feed off stops every calendar subscribed to the old one, so the first press asks (the
 * answer names what is being confirmed) and only a press with `confirmed=yes` does it. A first address is made at
 * once: nothing stops working. Returns null for a form that is not the feed's.
 */
export async function calendarFeedAction(
  db: AppDb,
  who: Who,
  form: FormData,
  { publicUrl, pageUrl }: { publicUrl: string; pageUrl: URL },
) {
  const intent = form.get("intent");
  if (intent !== "create-feed" && intent !== "revoke-feed") return null;
  const confirmed = form.get("confirmed") === "yes";
  if (intent === "create-feed") {
    if (!confirmed && (await calendarFeedStatus(db, who.userId))) return ask("replace");
    // The address is shown once, in this answer, and never stored.
    return data({ feedUrl: `${publicUrl}${feedPath(await createCalendarFeed(db, who))}` });
  }
  if (!confirmed) {
    // Nothing to turn off (already off, perhaps in another tab): say so as a turned-off feed would.
    if (!(await calendarFeedStatus(db, who.userId))) return redirect(`${pageUrl.pathname}?done=feed-revoked`);
    return ask("revoke");
  }
  await revokeCalendarFeeds(db, who);
  return redirect(`${pageUrl.pathname}?done=feed-revoked`);
}
