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
    description: "Your account, with the CV builder, the Resources and Support Hub and a call back a click away.",
    who: "For people looking for work, with a candidate account.",
    icon: <Briefcase className="size-8" />,
  },
  {
    title: "Caseworker",
    to: "/dashboard/caseworker",
    linkText: "Open the caseworker dashboard",
    description: "Your account and what you can do next. Caseloads are not kept on the website.",
    who: "For Fair Chance Works staff. Caseworker accounts are set up by an administrator.",
    icon: <ClipboardList className="size-8" />,
  },
  {
    title: "Employer",
    to: "/dashboard/employer",
    linkText: "Open the employer dashboard",
    description: "Your account, how to tell us about a vacancy, and the demonstration employer view.",
    who: "For employers with an approved account.",
    icon: <Building2 className="size-8" />,
  },
  {
    title: "Partner",
    to: "/dashboard/partnerportal",
    linkText: "Open the partner portal",
    description: "Your account, and how to refer someone to us by phone, by email or with a call back.",
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
          Each dashboard shows your own account and what you can do next. The demonstration employer view holds
          made-up records from a trial: none of it is about a real person.
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
