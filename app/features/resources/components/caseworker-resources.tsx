import type { ReactNode } from "react";
import { Prose } from "~/components/ui/prose";
import { SourcesLine } from "~/components/ui/sources-line";
import { CaseworkerPageHeader, type PageMode } from "~/features/dashboards/components/caseworker-page-header";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { legalSources } from "~/lib/legal-sources";

/**
 * The caseworker's guidance: helping a person disclose, criminal record checks and filtering, and safeguarding,
 * for England and Wales. The law follows the project's reviewed reference (rehabilitation periods since 28 October
 * 2023, not the older table in the product brief); each statement of law names its source.
 */
export function CaseworkerResourcesView({ mode }: { mode: PageMode }) {
  return (
    <>
      <CaseworkerPageHeader mode={mode} lead={<p>Guidance for supporting people with convictions into work, in England and Wales. Last reviewed November 2026.</p>} />
      <Guide id="disclosure" title="Helping someone disclose">
        <ul>
          <li>
            Work out first whether each conviction is spent. Since 28 October 2023 most periods are shorter: for an adult, a fine is spent after 1
            year, a community order when it ends, custody of 1 year or less 1 year after the whole sentence ends (licence included), custody of
            more than 1 year and up to 4 years after 4 years, and custody of more than 4 years after 7 years, unless it was for a serious sexual,
            violent or terrorist offence (Schedule 18), which is never spent. For someone convicted under 18 each of these periods is halved.
          </li>
          <li>A further conviction during a rehabilitation period keeps both unspent until both are spent.</li>
          <li>For most jobs a spent conviction never has to be disclosed, and an employer may not refuse someone a job because of it.</li>
          <li>
            When a conviction is unspent and an employer asks, help the person tell it in their own words: what happened, what has changed since,
            and why they will do the job well. The CV builder's disclosure letter is a start; they choose whether to share it with an application.
          </li>
          <li>Scotland and Northern Ireland have different rules: do not apply these periods there; ask an adviser.</li>
        </ul>
        <SourcesLine sources={[legalSources.rehabilitationPeriods, legalSources.sentencingReform2023, legalSources.furtherConvictions, legalSources.rehabilitationPeriodsGuidance]} className="mt-4" />
      </Guide>
      <Guide id="checks" title="Criminal record checks and filtering">
        <ul>
          <li>A basic check shows unspent convictions and unspent conditional cautions only. Most jobs may ask for a basic check at most.</li>
          <li>
            Standard and enhanced checks are only for roles listed as exceptions to the Rehabilitation of Offenders Act (for example work with
            children or vulnerable adults). They show spent and unspent records unless the record is protected (filtered). An enhanced check may
            also carry other relevant information from the police.
          </li>
          <li>
            An adult conviction is filtered when it is spent, 11 years have passed since the conviction (5.5 years if received under 18), it did
            not lead to a custodial or suspended sentence, and it is not for an offence on the list that is never filtered. An adult caution is
            filtered after 6 years unless it is for a specified offence.
          </li>
          <li>A protected (filtered) conviction or caution never has to be disclosed, even for a role that may ask about spent convictions.</li>
        </ul>
        <SourcesLine sources={[legalSources.dbsFilteringGuide, legalSources.effectOfRehabilitation, legalSources.exceptionsOrder]} className="mt-4" />
      </Guide>
      <Guide id="safeguarding" title="Safeguarding">
        <ul>
          <li>If someone is in immediate danger, call 999.</li>
          <li>
            If you are worried that a child, or an adult with care and support needs, is being abused or neglected, tell our safeguarding lead the
            same day. Write down what you saw or were told, in the person's words, with the date and time; do not investigate yourself.
          </li>
          <li>
            Local authorities make enquiries when an adult with care and support needs is at risk of abuse or neglect; children's social care and
            the police act for children. A partner's safeguarding lead is named on their organisation's details.
          </li>
          <li>
            Share what is needed to keep someone safe, with the people who need to know. Record what you shared, with whom and why, in a case
            note.
          </li>
          <li>Conviction details are criminal offence data: open them only when your work needs them. Every opening by anyone but the person's own caseworker is recorded.</li>
        </ul>
        <SourcesLine sources={[legalSources.careActSafeguarding, legalSources.workingTogether]} className="mt-4" />
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
