import { Table } from "~/components/ui/table";
import { ExternalLink, Prose } from "~/components/ui/prose";
import { SourcesLine } from "~/components/ui/sources-line";
import { legalSources } from "~/lib/legal-sources";
import { adviceHelplines, helplineHref, helplineLinkText } from "../helplines";

const shelter = adviceHelplines.find((helpline) => helpline.name === "Shelter");

/** What the two documents most often needed for work and ID cost, as GOV.UK lists them. */
const documentFees = [
  {
    document: "Birth certificate (England and Wales), standard service",
    fee: "£12.50 online if you give the GRO index reference; £16 online without it; £17 by phone or post (£20.50 without the reference)",
    applyAt: "General Register Office, through GOV.UK",
    source: legalSources.orderBirthCertificate,
  },
  { document: "Provisional driving licence", fee: "£34 online; £43 by post", applyAt: "DVLA, through GOV.UK", source: legalSources.provisionalLicence },
] as const;

export function PracticalSupport() {
  return (
    <Prose>
      <h3>Practical Support</h3>
      <p>
        Sorting out the basics makes everything else easier, including finding work. This section covers bank
        accounts, ID documents and somewhere to live.
      </p>

      <h4>Opening a bank account</h4>
      <p>Most employers pay wages straight into a bank account, and Universal Credit is paid into one too.</p>
      <ul>
        <li>
          The biggest UK banks must offer a <strong>basic bank account</strong> with no monthly fee to people who cannot
          get a standard account. You cannot go overdrawn, and a poor credit history should not stop you getting one.
        </li>
        <li>
          Having a conviction does not usually stop you opening an account. A bank can still say no, for example if you
          have a record of fraud against a bank.
        </li>
        <li>
          No photo ID or proof of address? Ask the bank which documents it accepts. Some banks accept a letter from a
          prison, your probation practitioner or a support worker.
        </li>
        <li>If you are in prison, ask the resettlement team about opening an account before you leave.</li>
      </ul>
      <SourcesLine sources={[legalSources.basicBankAccounts]} />

      <h4>Getting ID documents</h4>
      <p>
        Before you start a job, your employer must check that you have the right to work in the UK. Landlords and banks
        will ask for ID too.
      </p>
      <ul>
        <li>
          <strong>Proving your right to work without a passport:</strong> a British citizen can show a full UK birth or
          adoption certificate (one that names a parent) together with an official document showing your National
          Insurance number and name, such as a letter from HMRC or the Department for Work and Pensions, a P45 or a P60.
        </li>
        <li>
          <strong>A provisional driving licence is not a right to work document.</strong> It is still useful photo ID for
          banks, landlords and age checks, even if you never learn to drive.
        </li>
      </ul>
      <SourcesLine sources={[legalSources.rightToWorkChecks]} />
      <div className="mt-4">
        <Table
          captionId="document-fees-caption"
          caption="Document fees, as GOV.UK lists them (check the current fee on GOV.UK before you pay)"
          rows={documentFees}
          rowKey={(row) => row.document}
          columns={[
            { header: "Document", rowHeader: true, cell: (row) => row.document },
            { header: "Fee", cell: (row) => row.fee },
            { header: "Where to apply", cell: (row) => <ExternalLink href={row.source.url}>{row.applyAt}</ExternalLink> },
          ]}
        />
      </div>
      <SourcesLine className="mt-3" sources={[legalSources.certificateFees, legalSources.provisionalLicence]} />
      <p>
        The GRO index reference is the entry number in the General Register Office&apos;s index of births; you can
        search the index free on GOV.UK after registering. Order through GOV.UK only: other websites charge extra for
        the same document.
      </p>
      <ul>
        <li>
          Born in Scotland? Order your birth certificate from National Records of Scotland. Born in Northern Ireland?
          Order it from the General Register Office for Northern Ireland on nidirect.
        </li>
        <li>
          To apply for a provisional driving licence on GOV.UK you need to give your addresses for the last 3 years.
        </li>
        <li>If you cannot afford a fee, ask your probation practitioner or a support worker. Some services can help pay.</li>
      </ul>

      <h4>Finding somewhere to live</h4>
      <ul>
        <li>
          If you are homeless, or could be within the next 56 days, contact your local council&apos;s housing team. In
          England and Wales the council must look at your situation and help you try to keep or find a home.
        </li>
        <li>
          Leaving prison with nowhere to stay? Tell the prison resettlement team and your probation practitioner as early
          as you can. In England, prisons and probation must refer you to a council if you may be homeless, as long as
          you agree.
        </li>
        <li>
          Renting privately: a landlord or letting agent may ask about convictions. You only have to tell them about
          unspent ones. Many councils run schemes that help with a deposit or the first month&apos;s rent.
        </li>
        {shelter ? (
          <li>
            For urgent housing advice in England,{" "}
            <ExternalLink href={helplineHref(shelter)}>{helplineLinkText(shelter)}</ExternalLink> (free). In Wales,
            contact Shelter Cymru.
          </li>
        ) : null}
      </ul>
      <SourcesLine sources={[legalSources.homelessnessEngland, legalSources.homelessnessWales]} />

      <h4>Money and benefits</h4>
      <ul>
        <li>
          Your local Jobcentre can help you claim Universal Credit. If you are in prison, ask about starting your claim
          before you leave so that your first payment comes sooner.
        </li>
        <li>While you wait for your first Universal Credit payment, you can ask for an advance. You pay it back from later payments.</li>
        <li>
          Worried about debt? Free, confidential help is listed under{" "}
          <ExternalLink href="#other-helplines">other helplines</ExternalLink> below.
        </li>
      </ul>
    </Prose>
  );
}
