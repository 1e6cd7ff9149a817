import { Link } from "~/components/ui/router-link";
import { SubmitButton } from "~/components/ui/button";
import { PageHero, Section } from "~/components/ui/section";
import { useOrganisation } from "~/lib/organisation";
import { deleteAccountSchema, passwordRules } from "../schema";
import { SchemaForm } from "~/components/ui/schema-form";
import { useAccountForm } from "./use-account-form";
import { TextField } from "~/components/ui/field";

type Result = { id: string; errors?: Record<string, string | undefined>; message?: string };

/** The confirmation step before an account is deleted: what goes, what stays, and the password. */
export function DeleteAccountPage({ email, result }: { email: string; result: Result | undefined }) {
  const organisation = useOrganisation();

  return (
    <>
      <PageHero title="Delete your account" lead={<>You are signed in as <strong className="wrap-break-word">{email}</strong>.</>} />
      <Section id="what-happens" title="What happens when you delete your account">
        <div className="max-w-prose space-y-4 text-lg">
          <ul className="list-disc space-y-2 pl-6">
            <li>Your account, your name, your email address and your sign-in settings are removed straight away.</li>
            <li>
              So is everything linked to your account: your profile, CVs, applications and the files you uploaded, your diary,
              appointments, support notes, conviction details and disclosure letters, and your messages.
            </li>
            <li>
              If a partner organisation referred you to us, the record it made for you, and everything a caseworker added to it, are
              deleted too.
            </li>
            <li>Call-back requests you sent us, emails we sent you and invitations to your email address are deleted too.</li>
            <li>You are signed out on every device.</li>
            <li>You cannot undo this. To use the service again, you would need to create a new account.</li>
          </ul>
          <p>
            You may want to{" "}
            <Link to="/account#your-data" className="font-semibold text-brand-800 underline">
              download your data
            </Link>{" "}
            first.
          </p>
          <h3 className="pt-2 text-xl font-bold">What we keep, and why</h3>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              Our security record (the audit trail) of what was done with your account and when, under your account number only, without
              your name or email address. We keep it for 6 years, so we can answer a complaint or a legal claim about how your data was
              handled.
            </li>
            <li>
              Records that other organisations keep for their own reasons, with your name and details removed: an employer keeps that a role
              was filled, a partner organisation that it made a referral and what became of it.
            </li>
            <li>Changes you made to other people&rsquo;s records stay, marked as made by a former user.</li>
          </ul>
          <p>
            Questions about this? Email{" "}
            <a href={`mailto:${organisation.email}`} className="font-semibold text-brand-800 underline">
              {organisation.email}
            </a>
            .
          </p>
        </div>
      </Section>
      <Section id="confirm-delete" title="Confirm with your password" tone="tinted">
        <DeleteForm key={result?.id} result={result} />
      </Section>
    </>
  );
}

/** Remounted for each answer (its key), so Conform starts from the latest one. */
function DeleteForm({ result }: { result: Result | undefined }) {
  const kit = useAccountForm({
    id: "delete-account-form",
    schema: deleteAccountSchema,
    // Every answer here is a refusal (success leaves the page); the same object each render, so it is shown once.
    answer: result,
  });
  return (
    <SchemaForm
      kit={kit}
      summary={["password"]}
      formErrors={kit.formErrors}
      summaryClassName=""
      method="post"
      action="/account/delete"
      aria-label="Delete your account"
      className="max-w-md space-y-5"
    >
      <TextField width="md" meta={kit.fields.password} type="password" label="Your password" autoComplete="current-password" required maxLength={passwordRules.max} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton ref={kit.submitButton} variant="danger" pendingLabel="Deleting...">
          Delete my account for good
        </SubmitButton>
        <Link to="/account" className="font-semibold text-brand-800 underline">
          Cancel and keep my account
        </Link>
      </div>
    </SchemaForm>
  );
}
