import { Link } from "~/components/ui/router-link";
import { Notice } from "~/components/ui/notice";
import { CalendarFeedSection } from "~/features/calendar-feeds/components/calendar-feed-section";
import type { FeedConfirmation } from "~/features/calendar-feeds/feeds";
import type { FeedStatus } from "~/features/calendar-feeds/feeds";
import { appointmentWhen } from "~/features/appointments/labels";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import type { AgreedInterview, EmployerInterviewList } from "../employer-interviews.server";
import { interviewModeLabels } from "../labels";
import { PageLinks } from "~/components/ui/page-links";

const linkClass = "font-semibold text-brand-800 underline underline-offset-4";

/** How an agreed interview meets, in words: the address, the video link, or by phone. */
function how(row: AgreedInterview): string {
  if (row.mode === "in_person" && row.address) return `In person at ${row.address}`;
  if (row.mode === "video" && row.videoLink) return `By video: ${row.videoLink}`;
  return interviewModeLabels[row.mode];
}

/**
 * The employer's interview diary: the times candidates agreed for the organisation's roles, from today on, soonest
 * first, one short entry each with the way to its application and its calendar file; and the member's own private
 * calendar feed of them.
 */
export function EmployerInterviewsPage({
  list,
  applicationsHref,
  feed,
  newFeedUrl,
  confirmFeed,
  feedRevoked,
}: {
  list: EmployerInterviewList;
  applicationsHref: string;
  feed: FeedStatus;
  newFeedUrl: string | null;
  confirmFeed: FeedConfirmation | null;
  feedRevoked: boolean;
}) {
  const pageHref = (page: number) => (page > 1 ? `?page=${page}` : "?");
  return (
    <>
      <DashboardHeader
        eyebrow="Employer"
        title="Interviews"
        lead={<p>The interviews candidates have agreed with your organisation, from today on, soonest first. Times still waiting for an answer are on each application's page.</p>}
      />
      <DashboardSection id="agreed" title="Agreed interviews">
        <div className="max-w-3xl">
          {feedRevoked ? (
            <Notice focusOn="feed-revoked" className="mb-6">
              Your calendar feed has been turned off. Calendars that used its address will stop showing your interviews.
            </Notice>
          ) : null}
          {list.total === 0 ? (
            <EmptyState>
              <p>
                No interviews agreed from today on. Offer times from an application's page:{" "}
                <Link to={applicationsHref} className={linkClass}>
                  see your applications
                </Link>
                .
              </p>
            </EmptyState>
          ) : (
            <>
              <p id="interviews-count" className="mb-3 text-ink-soft">
                {list.total} {list.total === 1 ? "interview" : "interviews"}, soonest first. Page {list.page} of {list.pages}.
              </p>
              <ol aria-labelledby="interviews-count" className="divide-y divide-line rounded-xl border border-line bg-white">
                {list.rows.map((row) => {
                  const when = appointmentWhen(row.startsAt, row.endsAt);
                  const application = `${applicationsHref}/${row.applicationId}`;
                  return (
                    <li key={row.applicationId} className="px-4 py-3">
                      <p className="font-semibold text-ink">{when}</p>
                      {/* Named in full as one phrase: the role and the time are on the other lines for sighted readers. */}
                      <Link to={application} aria-label={`${row.candidateName}, for ${row.jobTitle}, ${when}`} className={linkClass}>
                        {row.candidateName}
                      </Link>
                      <span aria-hidden="true" className="text-ink-soft">
                        , {row.jobTitle}
                      </span>
                      <p className="text-sm break-words text-ink-soft">{how(row)}</p>
                      <p className="text-sm">
                        <a href={`${application}/interview/calendar`} download className={linkClass}>
                          Calendar file (.ics)<span className="sr-only"> for the interview with {row.candidateName}</span>
                        </a>
                      </p>
                    </li>
                  );
                })}
              </ol>
              <PageLinks label="Pages of interviews" page={list.page} pages={list.pages} href={pageHref} />
            </>
          )}
        </div>
      </DashboardSection>
      <CalendarFeedSection
        feed={feed}
        newFeedUrl={newFeedUrl}
        confirmFeed={confirmFeed}
        holds="your organisation's agreed interviews" reads="your organisation's interviews" />
    </>
  );
}
