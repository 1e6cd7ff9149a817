import { PageHero } from "~/components/ui/section";
import { JobsLaunchSections, jobsHero } from "~/features/jobs/components/jobs-launch-sections";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Jobs Board Launching Soon",
    "Our jobs board with roles from employers who welcome people with convictions is launching soon. Until then, we can still help you find work or find staff.",
  );

export default function JobsPage() {
  return (
    <>
      <PageHero title={jobsHero.title} lead={jobsHero.lead} />
      <JobsLaunchSections />
    </>
  );
}
