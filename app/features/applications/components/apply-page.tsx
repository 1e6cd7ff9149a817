import { Link } from "~/components/ui/router-link";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, FileField, RadioGroup, radioId, TextArea, type Choice } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { TextLink } from "~/components/ui/prose";
import { SchemaForm } from "~/components/ui/schema-form";
import { PageHero, Section } from "~/components/ui/section";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { areaPath } from "~/features/dashboards/areas";
import { formatDate } from "~/lib/dates";
import type { ApplyActionData, ApplyOffer, ApplyPage } from "../apply.server";
import { applyFieldOrder, applySchema, NOTE_MAX, type CvChoice } from "../apply-form";
import { CV_FILE_ACCEPT } from "../cv-file";
import { employerReceivesText } from "../employer-receives";

type OpenPage = Extract<ApplyPage, { state: "open" }>;

/** The apply form: what to share with this one employer, and a note. Works without JavaScript. */
export function ApplyPageView({ page, actionData }: { page: OpenPage; actionData: ApplyActionData | undefined }) {
  const { job } = page;
  const place = job.national ? "Anywhere in the UK" : job.locationName;
  return (
    <>
      <PageHero title={`Apply for ${job.title}`} lead={`${job.employerName} · ${place}`} />
      <Section>
        <div className="max-w-3xl">
          {actionData?.problem ? (
            <Notice tone="error" focusOn={actionData} className="mb-8">
              <p>{actionData.problem}</p>
            </Notice>
          ) : null}
          {page.appliedAt ? (
            <Notice announce={false} tone="info">
              <p>You applied for this role on {formatDate(page.appliedAt)}.</p>
              <p>
                <TextLink to={areaPath("candidatePortalApplications")}>See your applications and their progress</TextLink>
              </p>
            </Notice>
          ) : (
            <ApplyForm page={page} actionData={actionData} />
          )}
          <p className="mt-8">
            <TextLink to={`/jobs/${job.id}`}>Back to the role</TextLink>
          </p>
        </div>
      </Section>
    </>
  );
}

function ApplyForm({ page, actionData }: { page: OpenPage; actionData: ApplyActionData | undefined }) {
  const kit = useSchemaForm({
    id: "apply",
    schema: applySchema,
    lastResult: actionData?.result,
    defaultValue: { cv: page.savedCvAt ? "saved" : "upload" },
  });
  const { fields } = kit;
  const idFor = (name: string) => (name === "cv" ? radioId("cv", page.savedCvAt ? "saved" : "upload") : (fields[name]?.id ?? name));
  const cvChoices: Choice<CvChoice>[] = [
    ...(page.savedCvAt
      ? [{ value: "saved" as const, label: "The CV saved to my account", description: `Saved ${formatDate(page.savedCvAt)}. The employer sees it as it is when they open it.` }]
      : []),
    { value: "upload", label: "A CV file from my device", description: "A PDF or Word document (.pdf or .docx), 5 MB or less. Not older Word files (.doc): save those as .docx or PDF first." },
    { value: "none", label: "No CV", description: "The employer sees only what you tick below and your note." },
  ];
  return (
    <>
      <p className="text-lg">
        You choose what this employer sees. <span id="employer-receives">{employerReceivesText()}</span> You can withdraw your application at any time from your
        applications page.
      </p>
      <SchemaForm
        kit={kit}
        summary={applyFieldOrder}
        idFor={idFor}
        formErrors={[]}
        method="post"
        encType="multipart/form-data"
        className="mt-8 space-y-8"
        aria-label="Apply for this role"
      >
        <RadioGroup
          legend="Which CV do you want to send?"
          meta={fields.cv}
          choices={cvChoices}
          hint={
            page.savedCvAt ? undefined : (
              <>
                You have no CV saved to your account. You can <TextLink to="/cv-builder">make one with the CV builder</TextLink> and save it to your account, or send a file.
              </>
            )
          }
        />
        <FileField
          label="Your CV file"
          optional
          meta={fields.file}
          accept={CV_FILE_ACCEPT}
          hint={
            <>
              Only if you chose to send a file. A PDF or Word document (.pdf or .docx), 5 MB or less.
              {actionData?.fileDropped ? " Files are not kept when a form has a problem: choose your CV file again." : ""}
            </>
          }
        />

        <fieldset className="space-y-4">
          <legend className="font-semibold text-ink">What else to share</legend>
          <Checkbox
            label="My email address"
            hint={
              <>
                So the employer can contact you: <span className="break-all">{page.email}</span>
              </>
            }
            meta={fields.shareContact}
          />
          {page.savedLetters > 0 ? (
            <Checkbox
              label="My disclosure letter"
              hint={
                <>
                  The letter you saved from the CV builder. The employer sees the letter only, never the rest of your conviction details.{" "}
                  {page.letterGaps.length > 0 ? `It still has ${page.letterGaps.join(", ")} to fill in before you can share it. ` : ""}
                  <TextLink to={areaPath("candidatePortalDisclosure")}>Read your saved letters</TextLink>
                </>
              }
              meta={fields.shareLetter}
            />
          ) : (
            <p className="text-ink-soft">
              You have no disclosure letter saved to your account. You do not have to share one. <TextLink to="/cv-builder">The CV builder</TextLink> helps you write one if you
              want to.
            </p>
          )}
        </fieldset>

        <TextArea
          label="A note to the employer"
          optional
          hint={`Why you want the role, or anything they should know, in ${NOTE_MAX.toLocaleString("en-GB")} characters or fewer.`}
          meta={fields.note}
          rows={5}
          maxLength={NOTE_MAX}
        />

        <SubmitButton ref={kit.submitButton} pendingLabel="Sending your application…">
          Send my application
        </SubmitButton>
      </SchemaForm>
    </>
  );
}

/** Under "How to apply" on a role's page: what this person can do. */
export function HowToApply({ jobId, offer, justApplied }: { jobId: string; offer: ApplyOffer; justApplied: boolean }) {
  const linkClass = "font-semibold text-brand-700 underline";
  const applyPath = `/jobs/${jobId}/apply`;
  switch (offer.kind) {
    case "visitor":
      return (
        <>
          <p className="mt-3">Apply online with a free candidate account. You choose what the employer sees.</p>
          <p className="mt-4">
            <Link to={`/sign-in?redirectTo=${encodeURIComponent(applyPath)}`} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white underline-offset-2 hover:underline">
              Sign in to apply
            </Link>
          </p>
          <p className="mt-4">
            Would you like help first?{" "}
            <Link to="/request-callback" className={linkClass}>
              Ask our team to call you
            </Link>
            .
          </p>
        </>
      );
    case "candidate":
      return (
        <>
          <p className="mt-3">Send your application through Fair Chance Works. You choose what the employer sees: a CV, your email address, your disclosure letter and a note.</p>
          <p className="mt-4">
            <Link to={applyPath} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white underline-offset-2 hover:underline">
              Apply for this role
            </Link>
          </p>
        </>
      );
    case "applied":
      return (
        <div className="mt-3">
          <Notice tone={justApplied ? "success" : "info"} announce={justApplied} focusOn={justApplied ? offer.appliedAt : undefined}>
            <p>{justApplied ? "Your application has been sent." : `You applied for this role on ${formatDate(offer.appliedAt)}.`}</p>
            <p>
              <TextLink to={areaPath("candidatePortalApplications")}>See your applications and their progress</TextLink>
            </p>
          </Notice>
        </div>
      );
    case "awaiting-approval":
      return <p className="mt-3">Your account is waiting for our team to check it. You can apply once it is ready.</p>;
    case "not-a-candidate":
      return <p className="mt-3">Candidates apply for roles from their own accounts. You are signed in with an account that does not apply for jobs.</p>;
  }
}
