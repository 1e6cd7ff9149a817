import { Link } from "~/components/ui/router-link";
import { PageLinks } from "~/components/ui/page-links";
import { listHref, pagePlace } from "~/lib/paging";
import { Table } from "~/components/ui/table";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import { capitalise, countPhrase } from "~/lib/counts";
import { formatRelativeDay } from "~/lib/dates";
import type { ThreadPage } from "../threads.server";

const partnerWords = {
  intro: "Your conversations with our caseworker team about the people you referred.",
  empty: "When a caseworker writes to you about someone you referred, the conversation appears here.",
};

/**
 * A person's or organisation's message threads, newest first, a page at a time, with what is unread in all of them;
 * `basePath` + "/" + id opens one. `words` gives the introduction and the empty state (a partner's by default).
 */
export function ThreadList({ list, basePath, now, words = partnerWords }: { list: ThreadPage; basePath: string; now: string; words?: { intro: string; empty: string } }) {
  const { threads, total, page, pages, offset, unread } = list;
  return (
    <DashboardSection id="threads" title="Conversations" intro={<p>{words.intro}</p>}>
      <p role="status" className="mb-4 font-semibold">
        {total === 0 ? "No conversations yet." : `${capitalise(countPhrase(unread, "unread message"))}.`}
        {pages > 1 ? ` ${capitalise(countPhrase(total, "conversation"))}: showing ${pagePlace(offset, threads.length, page, pages)}.` : ""}
      </p>
      {threads.length === 0 ? (
        <EmptyState>{words.empty}</EmptyState>
      ) : (
        <Table
          caption="Your conversations, most recent first"
          tableFrom="md"
          rows={threads}
          rowKey={(thread) => thread.id}
          columns={[
            {
              header: "Conversation",
              rowHeader: true,
              cell: (thread) => (
                <Link to={`${basePath}/${thread.id}`} className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline underline-offset-4 hover:no-underline">
                  {thread.subject}
                  {thread.unread > 0 ? <span className="sr-only"> ({countPhrase(thread.unread, "unread message")})</span> : null}
                </Link>
              ),
            },
            { header: "Last message", className: "whitespace-nowrap", cell: (thread) => formatRelativeDay(thread.lastMessageAt, now) },
            { header: "From", cell: (thread) => thread.lastSenderName ?? "No messages" },
            {
              header: "Unread",
              cell: (thread) =>
                thread.unread > 0 ? (
                  <span aria-hidden="true" className="rounded-full bg-accent-300 px-2 py-0.5 font-semibold text-ink">
                    {thread.unread} new
                  </span>
                ) : (
                  <span aria-hidden="true">None</span>
                ),
            },
          ]}
        />
      )}
      <PageLinks label="Pages of your conversations" page={page} pages={pages} href={(to) => listHref(basePath, new URLSearchParams(), to)} />
    </DashboardSection>
  );
}
