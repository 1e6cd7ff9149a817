import { pageAsked } from "~/lib/paging";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { demoNoticeSubjects } from "~/demonstration/notice-subjects.server";
import { demoNoticeParams, demoNoticeRead, demoNoticeSentAt, demoNotices } from "~/demonstration/notifications";
import { originalPath } from "~/features/auth/guard.server";
import { inboxOf, markAllNoticesRead, toInboxNotice, type InboxNotice } from "~/features/notifications/inbox.server";
import type { NoticeRole } from "~/features/notifications/kinds";
import { readForm } from "~/lib/read-form.server";
import { areaFor } from "./areas";
import { demoAction } from "./demo-action.server";
import { guardDashboard } from "./guard.server";

/** One row of a notifications page: the notice, and where its link goes (through /n/<id> for a real one). */
export type NotificationRow = InboxNotice & { href: string };

export type NotificationsPageData = {
  mode: "demo" | "portal";
  role: NoticeRole;
  notices: NotificationRow[];
  unread: number;
  page: number;
  hasMore: boolean;
  markedAll: boolean;
};

function isDemo(request: Request): boolean {
  return areaFor(originalPath(request))?.tree === "demo";
}

/**
 * The notifications page of every portal (decision 0035): the signed-in person's own notices, newest first, 30 a
 * page; on the demonstration tree an example list, naming the persona's own interview, appointment and applications
 * where the demonstration data has them.
 */
export async function notificationsPageLoader({ context, request }: Pick<LoaderFunctionArgs, "context" | "request">, role: NoticeRole): Promise<NotificationsPageData> {
  const url = new URL(request.url);
  if (isDemo(request)) {
    const now = Date.now();
    // The admin area has no demonstration tree, so only the four portal roles have examples.
    const examples = (demoNotices as Partial<Record<NoticeRole, (typeof demoNotices)["candidate"]>>)[role] ?? [];
    // Examples worked out when drawn name the persona's own interview, appointment and applications, and are dated
    // when those happened in the data; one about something the data does not have is left out.
    const subjects = examples.some((notice) => typeof notice.params === "function" || notice.sentOn) ? await demoNoticeSubjects(context.database.db, new Date(now)) : {};
    const notices = examples
      .flatMap((notice, index) => {
        const createdAt = demoNoticeSentAt(notice, subjects, new Date(now));
        if (!createdAt) return [];
        const read = demoNoticeRead(notice, createdAt, new Date(now));
        const params = demoNoticeParams(notice, createdAt, subjects);
        return [{ ...toInboxNotice({ id: `demo-${index}`, kind: notice.kind, params, createdAt, readAt: read ? new Date(now) : null }), href: notice.link }];
      })
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    return { mode: "demo", role, notices, unread: notices.filter((notice) => notice.unread).length, page: 1, hasMore: false, markedAll: false };
  }
  const { user } = await guardDashboard(context, request);
  const inbox = await inboxOf(context.database.db, user.id, pageAsked(url.searchParams.get("page")));
  return {
    mode: "portal",
    role,
    notices: inbox.notices.map((notice) => ({ ...notice, href: `/n/${notice.id}` })),
    unread: inbox.unread,
    page: inbox.page,
    hasMore: inbox.hasMore,
    markedAll: url.searchParams.get("read") === "all",
  };
}

/** "Mark all as read": the demonstration refuses it as every demonstration form is refused. Pressing it twice is harmless. */
export async function notificationsPageAction({ context, request }: Pick<ActionFunctionArgs, "context" | "request">) {
  if (isDemo(request)) return demoAction({ request });
  const { user } = await guardDashboard(context, request);
  const form = await readForm(request);
  if (form.get("intent") !== "mark-all-read") return data({ refused: "That action was not recognised. Use a button on this page." }, { status: 400 });
  await markAllNoticesRead(context.database.db, user.id);
  return redirect(`${originalPath(request).split("?", 1)[0]}?read=all`);
}
