import { Table } from "~/components/ui/table";
import { ExternalLink, Prose, TextLink } from "~/components/ui/prose";
import { SourcesLine } from "~/components/ui/sources-line";
import { legalSources } from "~/lib/legal-sources";
import { rehabilitationLaw, rehabilitationPeriods } from "../rehabilitation-periods";

const periodSources = [
  legalSources.rehabilitationPeriods,
  legalSources.sentencingReform2023,
  legalSources.rehabilitationPeriodsGuidance,
];
const disclosureSources = [legalSources.effectOfRehabilitation, legalSources.exceptionsOrder, legalSources.dbsFilteringGuide];

export function LegalRights() {
  return (
    <div>
      <Prose>
        <h3>Legal and Rights</h3>
        <p>
          Knowing when your conviction becomes spent, and what employers can see, helps you decide what to say and when.
          This section explains the law in England and Wales.
        </p>
        <p className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3">
          <strong>Last reviewed: {rehabilitationLaw.lastReviewed}</strong>
          <br />
          These periods follow the {rehabilitationLaw.statute}, as amended by the {rehabilitationLaw.amendedBy}, in
          force from <time dateTime={rehabilitationLaw.inForceFromIso}>{rehabilitationLaw.inForceFrom}</time>. The
          changes also apply to convictions from before that date.
        </p>

        <h4 id="when-a-conviction-becomes-spent">When a conviction becomes spent</h4>
        <p>
          A rehabilitation period is how long it takes for a conviction or caution to become spent. It depends on the
          sentence you were given, not on the time you served, and on your age on the day you were convicted or
          cautioned.
        </p>
      </Prose>

      <div className="mt-6">
        <Table
          captionId="rehabilitation-periods-caption"
          caption={`Rehabilitation periods in England and Wales for convictions and cautions, under the law in force since ${rehabilitationLaw.inForceFrom}`}
          rows={rehabilitationPeriods}
          rowKey={(period) => period.id}
          rowHeaderId={(period) => `period-${period.id}`}
          columns={[
            { header: "Sentence", rowHeader: true, cell: (period) => period.sentence },
            { header: "Aged 18 or over", cell: (period) => period.adult },
            { header: "Aged under 18", cell: (period) => period.underEighteen },
            { header: "Period runs from", cell: (period) => period.runsFrom },
          ]}
        />
      </div>
      <div className="mt-3 max-w-3xl space-y-3 text-ink-soft">
        <p>
          &ldquo;Aged under 18&rdquo; means your age on the date of conviction, or on the date you were given the
          caution. Schedule 18 is the list of serious sexual, violent and terrorist offences in the Sentencing Act 2020.
        </p>
        <p>
          A suspended sentence or a detention and training order goes in a band by its length, like any other custody.
          For example, an 18-month suspended sentence is in the &ldquo;more than 1 year and up to 4 years&rdquo; band,
          not the 1-year one.
        </p>
        <p>
          An order made with no end date (such as a restraining order) is spent 24 months after the date of conviction.
          Only an order made &ldquo;until further order&rdquo; stays unspent until a court ends it.
        </p>
        <SourcesLine sources={periodSources} />
      </div>

      <Prose className="mt-8">
        <h4 id="rules-that-change-the-answer">Rules that change the answer</h4>
        <ul>
          <li>
            <strong>A further conviction during a rehabilitation period:</strong> neither conviction becomes spent until
            both are. A conviction that is never spent keeps earlier convictions unspent too. Orders (such as a
            restraining order) do not extend other convictions in this way.
          </li>
          <li>
            <strong>Custody periods count from the end of the whole sentence,</strong> including time on licence, not
            from the day you were released.
          </li>
          <li>
            <strong>It is the sentence that counts,</strong> not the offence, except for the Schedule 18 offences above.
          </li>
        </ul>
        <SourcesLine sources={[legalSources.furtherConvictions, legalSources.rehabilitationPeriodsGuidance]} />

        <h4 id="what-you-have-to-tell-people">Spent and unspent: what you have to tell people</h4>
        <ul>
          <li>
            <strong>Unspent:</strong> if an employer, landlord, insurer or college asks whether you have a criminal
            record, you must tell them. Unspent convictions show on a basic DBS check.
          </li>
          <li>
            <strong>Spent:</strong> for most jobs, insurance and housing you do not have to tell anyone, and you can
            answer &ldquo;no&rdquo; if asked about criminal convictions. An employer must not refuse you a job, or
            dismiss you, because of a spent conviction. Spent convictions do not show on a basic DBS check.
          </li>
          <li>
            <strong>The exceptions:</strong> some roles are listed as exceptions to the Act, for example work with
            children or vulnerable adults and some professions. For these, the employer can ask about spent convictions
            and request a standard or enhanced check.
          </li>
          <li>
            <strong>Protected (filtered) convictions and cautions never have to be disclosed,</strong> not even for
            the roles that can ask about spent ones. Filtering is explained below.
          </li>
        </ul>
        <SourcesLine sources={disclosureSources} />

        <h4 id="criminal-record-checks">Criminal record checks (DBS)</h4>
        <ul>
          <li>
            <strong>Basic check:</strong> shows unspent convictions and unspent conditional cautions only. Most jobs can
            ask for a basic check at most.
          </li>
          <li>
            <strong>Standard and enhanced checks:</strong> only for roles that are exceptions to the Act. They show spent
            and unspent convictions and cautions, unless they have been filtered. An enhanced check can also include
            other information the police think is relevant, and a check of the lists of people barred from working with
            children or vulnerable adults where the role allows it.
          </li>
        </ul>
        <p id="filtering">
          <strong>Filtering</strong> means an old record is left off standard and enhanced checks:
        </p>
        <ul>
          <li>
            An adult conviction is filtered when it is spent, 11 years have passed since the conviction, it did not lead
            to a custodial or suspended sentence, and it is not for a specified offence.
          </li>
          <li>For a conviction received under 18, the same rules apply with 5.5 years instead of 11.</li>
          <li>An adult caution is filtered after 6 years, unless it is for a specified offence.</li>
          <li>
            Youth cautions, reprimands and warnings are not disclosed automatically (since 28 November 2020). A youth
            conditional caution is different: it is disclosed on standard and enhanced checks until it is spent.
          </li>
          <li>
            Having more than one conviction no longer stops them being filtered (this rule ended on 28 November 2020).
          </li>
        </ul>
        <p>
          Specified offences are never filtered. The Disclosure and Barring Service publishes the list on GOV.UK. A
          filtered conviction or caution is protected: you never have to tell anyone about it.
        </p>
        <SourcesLine sources={[legalSources.dbsFilteringGuide, legalSources.exceptionsOrder]} />

        <h4 id="scotland-and-northern-ireland">Scotland and Northern Ireland are different</h4>
        <ul>
          <li>
            <strong>Scotland</strong> has its own law, the Management of Offenders (Scotland) Act 2019. Periods there
            start from the date of conviction and are worked out differently, so do not use the table above. Disclosure
            Scotland runs criminal record checks in Scotland.
          </li>
          <li>
            <strong>Northern Ireland</strong> has its own law too, and we do not work out dates for Northern Ireland
            convictions. Please speak to an adviser before you rely on any date:{" "}
            <TextLink to="/request-callback">request a call back</TextLink> and we will help you or put you in touch
            with a specialist service.
          </li>
        </ul>

        <h4 id="ban-the-box">Ban the Box and fair chance employers</h4>
        <p>
          Ban the Box is a campaign run by the charity Business in the Community. Employers who join remove the question
          about criminal records from the first stage of their job applications. They ask about convictions later, if at
          all, and only where it is relevant to the job. This means you are judged on your skills first.
        </p>
        <p>
          If you employ people, the charity Unlock publishes guidance on fair chance recruitment. You can{" "}
          <TextLink to="/employers">find out how we work with employers</TextLink>.
        </p>

        <h4>Where this comes from</h4>
        <ul>
          {[...periodSources, legalSources.furtherConvictions, ...disclosureSources].map((source) => (
            <li key={source.url}>
              <ExternalLink href={source.url}>{source.title}</ExternalLink>, on {source.publisher}
            </li>
          ))}
          <li>
            <ExternalLink href="https://unlock.org.uk">Unlock, the charity for people with convictions</ExternalLink>
          </li>
        </ul>
      </Prose>

      <div className="mt-8 max-w-3xl rounded-xl border-2 border-brand-700 bg-white p-6">
        <h4 className="text-lg font-semibold">This is general information, not legal advice</h4>
        <p className="mt-2 text-ink-soft">
          Every case is different, and the law can change. Before you rely on a date or decide what to tell an
          employer, check your own situation.{" "}
          <TextLink to="/request-callback">Request a call back</TextLink> and one of our team will help you, or point
          you to free specialist advice.
        </p>
      </div>
    </div>
  );
}
