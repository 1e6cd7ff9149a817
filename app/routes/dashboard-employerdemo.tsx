import { EmployerDemo } from "~/features/dashboards/components/employer-demo";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Employer dashboard: demonstration",
    "See how the employer dashboard works, with made-up roles and anonymised candidate summaries. No real personal data.",
  );

export default function EmployerDemoRoute() {
  return <EmployerDemo />;
}
