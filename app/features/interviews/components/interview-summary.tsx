import { Link } from "~/components/ui/router-link";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { InterviewPage } from "../interviews.server";
import { InterviewDetails } from "./interview-details";

/**
 * An application's interview on the employer's page for that application: where it stands (the times offered, or
 * the agreed time and how it meets), with the way to the interview page, where it is offered, moved or cancelled.
 * The demonstration has no interviews, so it shows none.
 */
export function InterviewSummary({ page, href }: { page: InterviewPage | null; href: string }) {
  if (!page) return null;
  const interview = page.interview;
  const action = page.withdrawn ? "See the interview" : !interview || interview.state === "cancelled" ? "Offer interview times" : "Move or cancel the interview";
  return (
    <DashboardSection id="interview" title="Interview">
      <div className="max-w-3xl space-y-4">
        <InterviewDetails page={page} side="employer" calendarHref={`${href}/calendar`} />
        <p>
          <Link to={href} className="font-semibold text-brand-700 underline">
            {action}
            <span className="sr-only">
              {" "}
              for {page.candidateName}, {page.jobTitle}
            </span>
          </Link>
        </p>
      </div>
    </DashboardSection>
  );
}
