import { useActionData } from "react-router";
import { Link } from "~/components/ui/router-link";
import { SubmitButton } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { Notice } from "~/components/ui/notice";
import type { NotificationsPageData } from "../notifications-page.server";
import { DashboardHeader, DashboardSection } from "./dashboard-header";
import { DemoRefusalNotice } from "./demo-refusal";

const eyebrows = { candidate: "Candidate", employer: "Employer", partner: "Partner", caseworker: "Caseworker", admin: "Admin" } as const;

/**
 * The notifications page of every portal and of the demonstration (decision 0035): each notice's sentence, when,
 * whether it is new (in words as well as by its look), and a link that opens it. Opening goes through /n/<id>,
 * a plain link that marks the notice read, so it works without JavaScript.
 */
export function NotificationsPage({ data }: { data: NotificationsPageData }) {
  const answer = useActionData<{ refused?: string } | undefined>();
  const { notices, unread, page, hasMore, mode } = data;
  return (
    <>
      <DashboardHeader
        eyebrow={mode === "demo" ? "Demonstration" : eyebrows[data.role]}
        title="Notifications"
        lead={<p>{unread > 0 ? `You have ${unread} new ${unread === 1 ? "notification" : "notifications"}.` : "What has happened that you need to know about, newest first."}</p>}
      />
      {mode === "demo" ? <DemoRefusalNotice /> : null}
      <DashboardSection id="notices" title={page > 1 ? `Older notifications, page ${page}` : "Your notifications"}>
        <div className="max-w-3xl space-y-6">
          {data.markedAll ? <Notice focusOn={data.markedAll}>All your notifications are marked as read.</Notice> : null}
          {answer?.refused ? <Notice tone="error">{answer.refused}</Notice> : null}
          {unread > 0 ? (
            <ButtonForm label="Mark all as read" values={{ intent: "mark-all-read" }}>
              <SubmitButton variant="outline" intent="mark-all-read" pendingLabel="Marking...">
                Mark all as read
              </SubmitButton>
            </ButtonForm>
          ) : null}
          {notices.length === 0 ? (
            <p>{page > 1 ? "There are no older notifications." : "You have no notifications."}</p>
          ) : (
            <ol className="divide-y divide-line rounded-lg border border-line bg-white">
              {notices.map((notice) => (
                <li key={notice.id} className={`flex flex-col gap-1 p-4 ${notice.unread ? "border-l-4 border-l-brand-700 bg-brand-50" : ""}`}>
                  <p className="flex flex-wrap items-center gap-2">
                    {notice.unread ? <span className="rounded bg-brand-800 px-2 py-0.5 text-sm font-bold text-white">New</span> : null}
                    <a href={notice.href} className={`text-brand-800 underline underline-offset-4 ${notice.unread ? "font-bold" : ""}`}>
                      {notice.sentence}
                    </a>
                  </p>
                  <p className="text-ink-soft">
                    <time dateTime={notice.at}>{notice.when}</time>
                  </p>
                </li>
              ))}
            </ol>
          )}
          {page > 1 || hasMore ? (
            <nav aria-label="Pages of notifications" className="flex flex-wrap gap-6">
              {page > 1 ? (
                <Link to={page === 2 ? "?" : `?page=${page - 1}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                  Newer notifications
                </Link>
              ) : null}
              {hasMore ? (
                <Link to={`?page=${page + 1}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                  Older notifications
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </DashboardSection>
    </>
  );
}
