import { Briefcase, Building2, ClipboardList, Handshake } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/router-link";
import { areaPath, homeArea, type AreaName } from "../areas";
import { DashboardHeader } from "./dashboard-header";
import { DemoNotice } from "./demo-notice";

type Tile = { title: string; area: AreaName; linkText: string; description: string; icon: ReactNode };

const tiles: Tile[] = [
  {
    title: "Candidate",
    area: "candidateDemo",
    linkText: "Open the candidate dashboard",
    description: "For people looking for work: their applications, appointments, mentoring and the help they can ask for.",
    icon: <Briefcase className="size-8" />,
  },
  {
    title: "Caseworker",
    area: "caseworkerDemo",
    linkText: "Open the caseworker dashboard",
    description: "For our team: the people they support, their appointments, alerts and outcomes.",
    icon: <ClipboardList className="size-8" />,
  },
  {
    title: "Employer",
    area: "employerDemo",
    linkText: "Open the employer dashboard",
    description: "For employers: their jobs, the candidates put forward to them and their social value.",
    icon: <Building2 className="size-8" />,
  },
  {
    title: "Partner",
    area: "partnerDemo",
    linkText: "Open the partner dashboard",
    description: "For probation services, charities and housing organisations: their referrals and how the people they referred are doing.",
    icon: <Handshake className="size-8" />,
  },
];

const portalHomes = (["candidate", "employer", "partner", "caseworker"] as const).flatMap((role) => homeArea("portal", role) ?? []);

/**
 * /dashboard: one tile per dashboard, each opening its demonstration, a plain note that what they show is
 * demonstration data, and for a signed-in person the way to their own portal.
 */
export function DashboardChooser({ ownHome }: { ownHome: string | null }) {
  return (
    <>
      <DashboardHeader
        title="Dashboards"
        lead={<p>Look around each dashboard to see how Fair Chance Works helps candidates, employers, partners and our caseworkers.</p>}
      />
      <DemoNotice>
        <p>
          The dashboards here hold demonstration data: the people and organisations in them are made up, and none of it
          is about a real person. Your own information is only in your own portal, after you sign in.
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
              <p className="mt-2 flex-1 text-ink">{tile.description}</p>
              <Link
                to={areaPath(tile.area)}
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {tile.linkText}
              </Link>
            </li>
          ))}
        </ul>
        <section aria-labelledby="own-portal-heading" className="mt-10">
          <h2 id="own-portal-heading" className="text-2xl font-bold tracking-tight">
            Your own portal
          </h2>
          {ownHome ? (
            <p className="mt-2 max-w-3xl">
              <Link to={ownHome} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                Go to your portal
              </Link>
            </p>
          ) : (
            <>
              <p className="mt-2 max-w-3xl text-ink-soft">With an account, your portal shows your own information. You will be asked to sign in first.</p>
              <ul className="mt-2 flex flex-wrap gap-x-6">
                {portalHomes.map((area) => (
                  <li key={area.pattern}>
                    <Link to={area.pattern} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
                      Open the {area.title.toLowerCase()}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </section>
    </>
  );
}
