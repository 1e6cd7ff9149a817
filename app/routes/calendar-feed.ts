import { feedCalendar } from "~/features/calendar-feeds/feed-calendar.server";
import { tokenFromFile } from "~/features/calendar-feeds/feeds";
import { calendarFeedOwner, feedRateLimitRules } from "~/features/calendar-feeds/feeds.server";
import type { Route } from "./+types/calendar-feed";

/** Private to the person who holds the address: never cached, never indexed. */
const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };

function plain(status: number, text: string, extra: Record<string, string> = {}) {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...privateHeaders, ...extra } });
}

/**
 * GET /calendar/feed/<token>.ics: a person's private calendar feed, for a calendar program (no session). An
 * address that is not a live feed is a 404, the same whether it never existed or was turned off.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const decision = await context.rateLimiter.consume("calendar-feed", context.clientIp, feedRateLimitRules);
  if (!decision.allowed) return plain(429, "Too many requests. Try again later.", { "Retry-After": String(decision.retryAfterSeconds) });
  const token = tokenFromFile(params.file);
  const owner = token ? await calendarFeedOwner(context.database.db, token) : null;
  if (!owner) return plain(404, "There is no calendar at this address. It may have been turned off.");
  return new Response(await feedCalendar(context.database.db, owner), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="fair-chance-works.ics"', ...privateHeaders },
  });
}
