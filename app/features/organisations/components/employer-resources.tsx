import type { ReactNode } from "react";
import { Prose } from "~/components/ui/prose";
import { SourcesLine } from "~/components/ui/sources-line";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { DemoRefusalNotice } from "~/features/dashboards/components/demo-refusal";
import { legalSources } from "~/lib/legal-sources";

/**
 * The employer's guides: fair recruitment, Ban the Box, and criminal record checks and filtering, for England
 * and Wales. Each statement of law names its source; the wording follows the project's reviewed reference.
 */
export function EmployerResourcesView({ mode }: { mode: "demo" | "portal" }) {
  return (
    <>
      <DashboardHeader
        eyebrow={mode === "demo" ? "Demonstration" : "Employer"}
        title="Resources"
        lead={<p>Recruiting people with convictions fairly and lawfully, in England and Wales.</p>}
      />
      {mode === "demo" ? <DemoRefusalNotice /> : null}
      <Guide id="fair-recruitment" title="Fair recruitment">
        <ul>
          <li>Judge each person on their skills and on the job's real needs. A conviction is one fact about a person, not the whole of them.</li>
          <li>Ask about convictions only when you need to, and only about what is relevant to the role. Say why you ask.</li>
          <li>When someone tells you about a conviction, talk it through with them. A disclosure letter in their own words is a good start.</li>
          <li>Keep what you learn private, share it only with people who must know, and keep it no longer than you need.</li>
          <li>On your roles here, say which check a role needs and which offences, if any, rule a person out, so people can decide before applying.</li>
        </ul>
      </Guide>
      <Guide id="ban-the-box" title="Ban the Box">
        <p>
          Ban the Box is a campaign run by Business in the Community. Employers who sign up remove the criminal record question from the first
          stage of their job applications, and ask about convictions later, if at all, and only where it is relevant to the role. Employers sign
          up publicly.
        </p>
        <p>Unlock runs a fair chance recruitment resource for employers with practical guidance on each step.</p>
      </Guide>
      <Guide id="checks" title="Criminal record checks and filtering">
        <ul>
          <li>
            A basic check shows unspent convictions and unspent conditional cautions only. Most jobs may ask for a basic check at most, and a
            spent conviction need not be disclosed for them.
          </li>
          <li>
            Standard and enhanced checks are only for roles listed as exceptions to the Rehabilitation of Offenders Act (for example work with
            children or vulnerable adults, and some regulated professions). They show spent and unspent records unless the record is protected
            (filtered). An enhanced check may also carry other relevant information from the police.
          </li>
          <li>
            An adult conviction is filtered when it is spent, 11 years have passed since the conviction (5.5 years for a conviction received
            under 18), it did not lead to a custodial or suspended sentence, and it is not for an offence on the list that is never filtered.
          </li>
          <li>An adult caution is filtered after 6 years unless it is for a specified offence. Youth cautions are not disclosed automatically.</li>
          <li>A protected (filtered) conviction or caution never has to be disclosed, even for a role that may ask about spent convictions.</li>
          <li>
            Once a conviction is spent, for most jobs the law treats the person as if it had never happened: you may not refuse them a job
            because of it.
          </li>
        </ul>
        <SourcesLine
          sources={[legalSources.dbsFilteringGuide, legalSources.effectOfRehabilitation, legalSources.exceptionsOrder, legalSources.rehabilitationPeriodsGuidance]}
          className="mt-4"
        />
      </Guide>
    </>
  );
}

function Guide({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <DashboardSection id={id} title={title}>
      <Prose className="max-w-3xl">{children}</Prose>
    </DashboardSection>
  );
}
