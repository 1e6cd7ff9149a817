import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { demoCandidates, demoEmployerName, demoFigures, demoRoles } from "../demo-employer";
import { DashboardHeader, DashboardSection } from "./dashboard-header";
import { DemoNotice } from "./demo-notice";

/** /dashboard/employerdemo: the employer dashboard filled with clearly labelled, made-up records. */
export function EmployerDemo() {
  return (
    <>
      <DashboardHeader
        eyebrow="Demonstration"
        title="Employer dashboard: demonstration"
        lead={
          <p>
            How the employer dashboard looks for an employer we work with. Here it shows {demoEmployerName}, a made-up
            company.
          </p>
        }
      />
      <DemoNotice>
        <p>
          Everything on this page is made up to show how the dashboard works. The roles, the candidates and the figures
          are examples, not real people or real vacancies.
        </p>
      </DemoNotice>

      <DashboardSection id="demo-roles" title="Your roles" intro="The roles you have asked us to help fill.">
        <div className="overflow-x-auto rounded-xl border border-line" role="region" aria-labelledby="demo-roles-caption" tabIndex={0}>
          <table className="w-full min-w-[36rem] text-left">
            <caption id="demo-roles-caption" className="sr-only">
              Example roles, with where they are, their hours, how many candidates we have put forward and their status
            </caption>
            <thead className="bg-brand-50">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Role</th>
                <th scope="col" className="px-4 py-3 font-semibold">Location</th>
                <th scope="col" className="px-4 py-3 font-semibold">Hours</th>
                <th scope="col" className="px-4 py-3 font-semibold">Candidates put forward</th>
                <th scope="col" className="px-4 py-3 font-semibold">Status</th>
              </tr>
            </thead>
            <tbody>
              {demoRoles.map((role) => (
                <tr key={role.title} className="border-t border-line">
                  <th scope="row" className="px-4 py-3 font-semibold">{role.title}</th>
                  <td className="px-4 py-3">{role.location}</td>
                  <td className="px-4 py-3">{role.hours}</td>
                  <td className="px-4 py-3">{role.putForward}</td>
                  <td className="px-4 py-3">{role.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DashboardSection>

      <DashboardSection
        id="demo-candidates"
        title="Candidates put forward"
        tone="tinted"
        intro="You first see each candidate by a reference, with their skills and readiness. You learn their name, and anything they choose to tell you about their past, only when they agree to go forward."
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {demoCandidates.map((candidate) => (
            <li key={candidate.reference} className="flex flex-col rounded-xl border border-line bg-white p-6">
              <h3 className="text-xl font-semibold">{candidate.reference}</h3>
              <p className="mt-1 text-ink-soft">Put forward for: {candidate.roleTitle}</p>
              <p className="mt-3">{candidate.summary}</p>
              <h4 className="mt-4 font-semibold">Skills</h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {candidate.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-900">
                    {skill}
                  </li>
                ))}
              </ul>
              <dl className="mt-4 space-y-2">
                <div>
                  <dt className="font-semibold">Readiness</dt>
                  <dd className="text-ink-soft">{candidate.readiness}</dd>
                </div>
                <div>
                  <dt className="font-semibold">Support in place</dt>
                  <dd className="text-ink-soft">{candidate.support}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </DashboardSection>

      <DashboardSection id="demo-social-value" title="Your social value">
        <ul className="grid gap-6 sm:grid-cols-3">
          {demoFigures.map((figure) => (
            <li key={figure.label} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-line">
              <p className="text-4xl font-extrabold text-brand-700">{figure.value}</p>
              <p className="mt-2 font-medium">{figure.label}</p>
            </li>
          ))}
        </ul>
      </DashboardSection>

      <DashboardSection
        id="demo-next"
        title="Use it for your organisation"
        tone="tinted"
        intro="Create an employer account and we will check and approve it, or talk to our team first."
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/sign-in?mode=signup" size="lg">
            Create an employer account
          </ButtonLink>
          <ButtonLink to="/request-callback" variant="outline" size="lg">
            Request a Call Back
          </ButtonLink>
        </div>
        <p className="mt-6 text-ink-soft">
          Already have an account?{" "}
          <Link to="/sign-in" className="font-semibold text-brand-800 underline underline-offset-4">
            Sign in
          </Link>
          .
        </p>
      </DashboardSection>
    </>
  );
}
