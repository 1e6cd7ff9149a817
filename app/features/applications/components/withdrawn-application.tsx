import { Link } from "~/components/ui/router-link";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import { WITHDRAWN_MESSAGE } from "../labels";

/** What an employer finds at a withdrawn application's CV or letter: the application is closed to them. */
export function WithdrawnApplicationView({ base, title }: { base: string; title: string }) {
  return (
    <>
      <DashboardHeader eyebrow="Employer" title={title} lead={<p>The candidate withdrew this application.</p>} />
      <DashboardSection id="withdrawn" title="The candidate withdrew this application">
        <p className="mb-6">
          <Link to={base} className="text-brand-700 underline">
            Back to applications
          </Link>
        </p>
        <EmptyState>{WITHDRAWN_MESSAGE}</EmptyState>
      </DashboardSection>
    </>
  );
}
