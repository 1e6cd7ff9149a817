import { Briefcase, Building2, ClipboardList, Handshake } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DashboardHeader } from "./dashboard-header";
import { DemoNotice } from "./demo-notice";

type Tile = { title: string; to: string; linkText: string; description: string; who: string; icon: ReactNode };

const tiles: Tile[] = [
  {
    title: "Candidate",
    to: "/dashboard/candidateportal",
    linkText: "Open the candidate portal",
    description: "Your applications, support sessions, mentoring and your CV in one place.",
    who: "For people looking for work, with a candidate account.",
    icon: <Briefcase className="size-8" />,
  },
  {
    title: "Caseworker",
    to: "/dashboard/caseworker",
    linkText: "Open the caseworker dashboard",
    description: "Your caseload, appointments and alerts, and each person's progress.",
    who: "For Fair Chance Works staff. Caseworker accounts are set up by an administrator.",
    icon: <ClipboardList className="size-8" />,
  },
  {
    title: "Employer",
    to: "/dashboard/employer",
    linkText: "Open the employer dashboard",
    description: "Your roles, the candidates we put forward and the social value of your hiring.",
    who: "For employers with an approved account.",
    icon: <Building2 className="size-8" />,
  },
  {
    title: "Partner",
    to: "/dashboard/partnerportal",
    linkText: "Open the partner portal",
    description: "Refer people you support, follow their progress and message our team.",
    who: "For probation services, charities and housing organisations with an approved account.",
    icon: <Handshake className="size-8" />,
  },
];

/** /dashboard: one tile per kind of dashboard, and a plain note that what they show is demonstration data. */
export function DashboardChooser() {
  return (
    <>
      <DashboardHeader
        title="Dashboards"
        lead={<p>Choose the dashboard for your kind of account. You will be asked to sign in if you have not already.</p>}
      />
      <DemoNotice>
        <p>
          The dashboards hold demonstration data from a trial: made-up records that show how the service works. None of
          it is about a real person. The only real information you will see is your own account.
        </p>
      </DemoNotice>
      <section aria-labelledby="choose-heading" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <h2 id="choose-heading" className="sr-only">
          Choose a dashboard
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2">
          {tiles.map((tile) => (
            <li key={tile.title} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
              <div className="text-brand-700" aria-hidden="true">
                {tile.icon}
              </div>
              <h3 className="mt-3 text-xl font-semibold">{tile.title}</h3>
              <p className="mt-2 text-ink">{tile.description}</p>
              <p className="mt-1 flex-1 text-ink-soft">{tile.who}</p>
              <Link
                to={tile.to}
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {tile.linkText}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-ink-soft">
          Not signed up yet? You can{" "}
          <Link to="/dashboard/employerdemo" className="font-semibold text-brand-800 underline underline-offset-4">
            look around the demonstration employer view
          </Link>{" "}
          without an account.
        </p>
      </section>
    </>
  );
}
