import { z } from "zod";
import { runAppointmentReminders } from "~/features/notifications/reminders.server";
import { scheduleSettingsOf } from "~/features/notifications/schedule-settings.server";
import { runTimedNotices } from "~/features/notifications/timed-notices.server";
import type { Route } from "./+types/test-run-reminders";

const bodySchema = z.object({ now: z.iso.datetime({ offset: true }).optional() }).strict();

/**
 * Lets the end-to-end tests run the day-before reminders and the other timed notices once, at a chosen time
 * (`now`, ISO 8601; the real time when left out), without waiting for the server's timers or their claim, then
 * wakes the mail worker. Run twice, it must write nothing more. Answers 404 unless the server was started with
 * test routes enabled (never in production).
 */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.testRoutes) return new Response("Not Found", { status: 404 });
  const text = await request.text();
  const parsed = bodySchema.safeParse(text.trim() === "" ? {} : parseJson(text));
  if (!parsed.success) return Response.json({ error: "Send nothing, or JSON with now as an ISO 8601 time with its offset." }, { status: 400 });
  const now = parsed.data.now ? new Date(parsed.data.now) : new Date();
  const settings = scheduleSettingsOf(context.env);
  const reminders = await runAppointmentReminders(context.database.db, settings, now);
  const timed = await runTimedNotices(context.database.db, settings, now);
  context.mailWorker.wake();
  return Response.json({ now: now.toISOString(), reminders, timed }, { headers: { "Cache-Control": "no-store" } });
}

export function loader({ context }: Route.LoaderArgs) {
  if (!context.testRoutes) return new Response("Not Found", { status: 404 });
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
