import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "react-router";
import { Link } from "~/components/ui/router-link";
import type { ZodType } from "zod";
import { Button, ButtonLink } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { Table } from "~/components/ui/table";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import type { DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import { NoOrganisation, PartnerPage, usePartnerArea } from "~/features/dashboards/components/partner-page";
import { formatDate } from "~/lib/dates";
import type { PartnerOnboarding } from "../partner-onboarding.server";
import { addContactSchema, agreementSchema, onboardingFormIds, onboardingStepLabels, onboardingSteps, safeguardingSchema, type OnboardingStep } from "../partner-onboarding-form";

type Intent = "agreement" | "safeguarding" | "add-contact" | "remove-contact";
type ActionData = { intent: Intent | null; result?: SubmissionResult<string[]>; saved: Intent | null } | DemoRefusal | undefined;

const savedWords: Record<Intent, string> = {
  agreement: "The data sharing agreement has been recorded.",
  safeguarding: "Your safeguarding lead has been saved.",
  "add-contact": "The contact has been added.",
  "remove-contact": "The contact has been removed.",
};

const formLabels: Record<Exclude<Intent, "remove-contact">, string> = {
  agreement: "Data sharing agreement",
  safeguarding: "Safeguarding lead",
  "add-contact": "Add a contact",
};

/** A new partner organisation's checklist: each step's state, its form, and the progress (x of 4). */
export function PartnerOnboardingView({ onboarding }: { onboarding: PartnerOnboarding | null }) {
  const lead = <p>Four steps before and around your first referral. Each one can be changed later.</p>;
  if (!onboarding) {
    return (
      <PartnerPage lead={lead}>
        <NoOrganisation />
      </PartnerPage>
    );
  }
  return (
    <PartnerPage lead={lead}>
      <Progress onboarding={onboarding} />
      <Step id="agreement" done={onboarding.steps.agreement} intro={<p>The agreement between your organisation and us about the personal data we share. Record when it was signed and who signed it for you.</p>}>
        {onboarding.steps.agreement ? (
          <p className="mb-4">
            Signed on {formatDate(onboarding.agreement.signedOn!)} by {onboarding.agreement.signedBy}.
          </p>
        ) : null}
        <StepForm
          intent="agreement"
          schema={agreementSchema}
          stored={{ signedOn: onboarding.agreement.signedOn ?? "", signedBy: onboarding.agreement.signedBy ?? "" }}
          fieldNames={["signedOn", "signedBy"]}
          button="Save the agreement"
          render={(fields) => (
            <>
              <TextField label="Date it was signed" type="date" meta={fields.signedOn!} width="md" />
              <TextField label="Signed by" hint="The name of the person who signed it for your organisation." meta={fields.signedBy!} width="md" autoComplete="off" />
            </>
          )}
        />
      </Step>
      <Step id="safeguarding" done={onboarding.steps.safeguarding} tone="tinted" intro={<p>Who we contact if we are worried about the safety of someone you referred, or of anyone else.</p>}>
        <StepForm
          intent="safeguarding"
          schema={safeguardingSchema}
          stored={{ leadName: onboarding.safeguarding.name ?? "", leadEmail: onboarding.safeguarding.email ?? "", leadPhone: onboarding.safeguarding.phone ?? "" }}
          fieldNames={["leadName", "leadEmail", "leadPhone"]}
          button="Save the safeguarding lead"
          render={(fields) => (
            <>
              <TextField label="Name" meta={fields.leadName!} width="md" autoComplete="off" />
              <TextField label="Email address" type="email" meta={fields.leadEmail!} width="md" autoComplete="off" spellCheck={false} />
              <TextField label="Phone number" type="tel" meta={fields.leadPhone!} width="md" autoComplete="off" />
            </>
          )}
        />
      </Step>
      <Step id="contacts" done={onboarding.steps.contacts} intro={<p>The people at your organisation our caseworkers may contact about referrals. They do not need an account.</p>}>
        <Contacts onboarding={onboarding} />
      </Step>
      <Step id="referral" done={onboarding.steps.referral} tone="tinted">
        <FirstReferral count={onboarding.referrals} />
      </Step>
    </PartnerPage>
  );
}

function Progress({ onboarding }: { onboarding: PartnerOnboarding }) {
  return (
    <DashboardSection id="progress" title="Your progress">
      <p role="status" className="text-lg font-semibold">
        {onboarding.done} of {onboarding.total} steps done{onboarding.done === onboarding.total ? ". Your organisation is all set up." : "."}
      </p>
      <ol className="mt-4 space-y-2">
        {onboardingSteps.map((step, index) => (
          <li key={step} className="flex flex-wrap items-center gap-x-3">
            <a href={`#${step}-heading`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
              {index + 1}. {onboardingStepLabels[step]}
            </a>
            <span className={onboarding.steps[step] ? "font-semibold text-ink" : "text-ink-soft"}>{onboarding.steps[step] ? "Done" : "Not done yet"}</span>
          </li>
        ))}
      </ol>
    </DashboardSection>
  );
}

function Step({ id, done, intro, tone, children }: { id: OnboardingStep; done: boolean; intro?: React.ReactNode; tone?: "tinted"; children: React.ReactNode }) {
  const number = onboardingSteps.indexOf(id) + 1;
  return (
    <DashboardSection
      id={id}
      title={`Step ${number}: ${onboardingStepLabels[id]}`}
      tone={tone}
      intro={
        <>
          <p className="font-semibold text-ink">{done ? "Done." : "Not done yet."}</p>
          {intro}
        </>
      }
    >
      {children}
    </DashboardSection>
  );
}

/** What the server said about this form, if the last post was this form's. */
function useStepResult(intent: Intent) {
  const actionData = useActionData<ActionData>();
  if (!actionData) return { lastResult: undefined, refused: undefined, saved: false, actionData };
  if ("demoRefused" in actionData) return { lastResult: undefined, refused: actionData.values.intent === intent ? actionData.values : undefined, saved: false, actionData };
  return { lastResult: actionData.intent === intent ? actionData.result : undefined, refused: undefined, saved: actionData.saved === intent, actionData };
}

function StepForm({
  intent,
  schema,
  stored,
  fieldNames,
  button,
  render,
}: {
  intent: Exclude<Intent, "remove-contact">;
  schema: ZodType<Record<string, unknown>>;
  stored: Record<string, string>;
  fieldNames: string[];
  button: string;
  render: (fields: ReturnType<typeof useSchemaForm>["fields"]) => React.ReactNode;
}) {
  const { lastResult, refused, saved, actionData } = useStepResult(intent);
  const kit = useSchemaForm({
    id: onboardingFormIds[intent],
    schema,
    lastResult,
    defaultValue: refused ?? stored,
  });
  return (
    <SchemaForm kit={kit} summary={fieldNames} method="post" aria-label={formLabels[intent]} className="max-w-3xl space-y-6">
      {saved ? <Notice focusOn={actionData}>{savedWords[intent]}</Notice> : null}
      <input type="hidden" name="intent" value={intent} />
      {render(kit.fields)}
      <Button ref={kit.submitButton} type="submit" data-submitting-label="Saving...">
        {button}
      </Button>
    </SchemaForm>
  );
}

function Contacts({ onboarding }: { onboarding: PartnerOnboarding }) {
  const { saved, actionData } = useStepResult("remove-contact");
  return (
    <div className="space-y-8">
      {saved ? <Notice focusOn={actionData}>{savedWords["remove-contact"]}</Notice> : null}
      {onboarding.contacts.length === 0 ? (
        <EmptyState>You have not named any contacts yet.</EmptyState>
      ) : (
        <Table
          caption="Your named contacts"
          tableFrom="lg"
          rows={onboarding.contacts}
          rowKey={(contact) => contact.id}
          columns={[
            { header: "Name", rowHeader: true, cell: (contact) => contact.name },
            { header: "Job title", cell: (contact) => contact.jobTitle ?? "Not given" },
            { header: "Email address", cell: (contact) => contact.email ?? "Not given" },
            { header: "Phone number", cell: (contact) => contact.phone ?? "Not given" },
            {
              header: "Remove",
              cell: (contact) => (
                <ButtonForm label={`Remove ${contact.name}`} values={{ intent: "remove-contact", contactId: contact.id }}>
                  <Button type="submit" data-submitting-label="Removing..." variant="outline">
                    Remove<span className="sr-only"> {contact.name}</span>
                  </Button>
                </ButtonForm>
              ),
            },
          ]}
        />
      )}
      <div>
        <h3 className="mb-4 text-xl font-semibold">Add a contact</h3>
        <StepForm
          intent="add-contact"
          schema={addContactSchema}
          stored={{}}
          fieldNames={["name", "jobTitle", "email", "phone"]}
          button="Add the contact"
          render={(fields) => (
            <>
              <TextField label="Name" meta={fields.name!} width="md" autoComplete="off" />
              <TextField label="Job title" optional meta={fields.jobTitle!} width="md" autoComplete="off" />
              <TextField label="Email address" optional hint="Give an email address, a phone number or both." type="email" meta={fields.email!} width="md" autoComplete="off" spellCheck={false} />
              <TextField label="Phone number" optional type="tel" meta={fields.phone!} width="md" autoComplete="off" />
            </>
          )}
        />
      </div>
    </div>
  );
}

function FirstReferral({ count }: { count: number }) {
  const path = usePartnerArea();
  if (count > 0) {
    return (
      <p>
        Your organisation has made {count === 1 ? "its first referral" : `${count} referrals`}.{" "}
        <Link to={path("referrals")} className="font-semibold text-brand-800 underline underline-offset-4">
          See your referrals
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p>Refer someone who has agreed to it. This step is done when your first referral is sent.</p>
      <ButtonLink to={path("referralNew")}>Refer a person</ButtonLink>
    </div>
  );
}
