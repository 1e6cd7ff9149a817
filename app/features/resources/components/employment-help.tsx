import { ButtonLink } from "~/components/ui/button";
import { Prose, TextLink } from "~/components/ui/prose";
import { SourcesLine } from "~/components/ui/sources-line";
import { legalSources } from "~/lib/legal-sources";

export function EmploymentHelp() {
  return (
    <div>
      <Prose>
        <h3>Employment Help</h3>
        <p>
          A conviction does not have to stop you working. Many employers hire people with criminal records, and more
          sign up every year. Here is how to show them what you can do, and how to talk about your past when you need
          to.
        </p>

        <h4>Writing your CV</h4>
        <ul>
          <li>Start with a short summary: the kind of work you want and the strengths you bring.</li>
          <li>
            Include everything that shows your skills: paid work, prison jobs, courses and qualifications, volunteering
            and caring for family.
          </li>
          <li>
            Prison work counts. Describe what you did, such as catering, laundry, workshops, cleaning or library work,
            in the same way you would describe any job.
          </li>
          <li>
            You do not have to explain every gap on your CV. If an employer asks, you can talk about it at interview or
            in a disclosure letter.
          </li>
          <li>Keep it to two pages, and ask someone you trust to check it.</li>
        </ul>
      </Prose>

      <div className="mt-6 max-w-3xl rounded-xl border border-line bg-white p-6">
        <p className="text-lg font-semibold text-ink">Build your CV and disclosure letter step by step</p>
        <p className="mt-2 text-ink-soft">
          Our free builder guides you through each section. Your draft stays in your own browser and is never sent to
          us.
        </p>
        <ButtonLink to="/cv-builder" className="mt-4">
          Open the CV builder
        </ButtonLink>
      </div>

      <Prose className="mt-8">
        <h4>Do I have to tell an employer about my conviction?</h4>
        <ul>
          <li>
            <strong>Unspent conviction:</strong> if an employer asks, you must tell them. It will show on a basic
            criminal record check. If you hide it and they find out, you could lose the job.
          </li>
          <li>
            <strong>Spent conviction:</strong> for most jobs you do not have to mention it, and an employer must not
            turn you down because of it.
          </li>
          <li>
            Some jobs are exceptions, such as work with children or vulnerable adults and some professions. For these,
            the employer can ask about spent convictions and use a standard or enhanced check.
          </li>
          <li>
            Even then, a protected (filtered) conviction or caution never has to be disclosed. Old and minor records
            can be filtered: Legal and Rights explains when.
          </li>
        </ul>
        <SourcesLine
          sources={[legalSources.effectOfRehabilitation, legalSources.exceptionsOrder, legalSources.dbsFilteringGuide]}
        />
        <p>
          To work out whether your conviction is spent, see{" "}
          <TextLink to="/resources?tab=legal#topics">
            Legal and Rights
          </TextLink>
          .
        </p>

        <h4>How to disclose with confidence</h4>
        <ol>
          <li>Keep it short and honest: what happened, when, and the sentence you received.</li>
          <li>Take responsibility without going over every detail.</li>
          <li>Explain what has changed since: courses, work, support, family, goals.</li>
          <li>Finish with why you are right for this job.</li>
          <li>Practise saying it out loud until it feels natural.</li>
        </ol>
        <p>
          Many people find it easier to disclose in a short letter. Employers who have joined the Ban the Box campaign
          ask about convictions later in the process, so you can show your skills first.
        </p>

        <h4>Finding work</h4>
        <ul>
          <li>
            <TextLink to="/request-callback">Request a call back</TextLink> and our team will talk through the jobs and
            employers that suit you.
          </li>
          <li>
            Our <TextLink to="/jobs">jobs board</TextLink> is launching soon.
          </li>
          <li>
            Your local Jobcentre has work coaches who can help with job searches, training and the cost of starting
            work.
          </li>
        </ul>
      </Prose>
    </div>
  );
}
