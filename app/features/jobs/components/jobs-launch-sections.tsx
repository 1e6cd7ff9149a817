import { BriefcaseBusiness, Search } from "lucide-react";
import { Link } from "~/components/ui/router-link";
import { Card, CardGrid } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

export const jobsHero = {
  title: "Jobs Board Launching Soon",
  lead:
    "We are building a jobs board with roles from employers who welcome people with convictions. It is not open " +
    "yet, but we can still help you find work or find staff today.",
};

const linkClass = "font-semibold text-brand-700 underline";

/** What the jobs page offers until the board opens: a way in for candidates and employers, and tools to get ready. */
export function JobsLaunchSections() {
  return (
    <>
      <Section title="You Do Not Have to Wait" tone="tinted">
        <CardGrid columns={2}>
          <Card title="Looking for Work?" icon={<Search aria-hidden="true" className="h-8 w-8" />}>
            <p>
              We match people with convictions to employers who give a fair chance, and we support you from your first
              call until you are settled in a job.
            </p>
            <p className="mt-3">
              <Link to="/candidates" className={linkClass}>
                Candidates: find out how we can help
              </Link>
            </p>
          </Card>
          <Card title="Hiring?" icon={<BriefcaseBusiness aria-hidden="true" className="h-8 w-8" />}>
            <p>
              Tell us about the roles you need to fill. We will put forward motivated, work-ready candidates who fit
              them.
            </p>
            <p className="mt-3">
              <Link to="/request-callback" className={linkClass}>
                Employers: request a call back
              </Link>
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section title="Get Ready for Your Next Job" intro="Use this time to get your CV and your paperwork in order.">
        <ul className="space-y-4 text-lg">
          <li>
            <Link to="/cv-builder" className={linkClass}>
              Build your CV and disclosure letter
            </Link>
            <p className="text-ink-soft">A step-by-step builder. Your draft stays on your own device.</p>
          </li>
          <li>
            <Link to="/resources" className={linkClass}>
              Visit the Resources and Support Hub
            </Link>
            <p className="text-ink-soft">Help with ID, banking, housing, training, your legal rights and mentoring.</p>
          </li>
        </ul>
      </Section>
    </>
  );
}
