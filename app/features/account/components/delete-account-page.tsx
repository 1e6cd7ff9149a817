import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { PageHero, Section } from "~/components/ui/section";
import { useOrganisation } from "~/lib/organisation";
import { deleteAccountSchema, passwordRules } from "../schema";
import { ErrorSummary } from "~/components/ui/error-summary";
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
            <li>You are signed out on every device.</li>
            <li>You cannot undo this. To use the service again, you would need to create a new account.</li>
          </ul>
          <p>
            We keep a short security record that an account was deleted and when, without your name or email address.
            Call-back requests you sent us are kept separately: to have those deleted too, email{" "}
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
  const { form, fields, onSubmit, submitButton, focusKey, submitted, summaryItems, formErrors } = useAccountForm({
    id: "delete-account-form",
    schema: deleteAccountSchema,
    // Every answer here is a refusal (success leaves the page); the same object each render, so it is shown once.
    answer: result,
  });
  const items = summaryItems(["password"]);
  return (
    <Form id={form.id} onSubmit={onSubmit} method="post" action="/account/delete" noValidate className="max-w-md space-y-5">
      {submitted && formErrors.length + items.length > 0 ? <ErrorSummary className="" focusKey={focusKey} formErrors={formErrors} fieldErrors={items} /> : null}
      <TextField width="md" meta={fields.password} type="password" label="Your password" autoComplete="current-password" required maxLength={passwordRules.max} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton ref={submitButton} variant="danger" pendingLabel="Deleting...">
          Delete my account for good
        </SubmitButton>
        <Link to="/account" className="font-semibold text-brand-800 underline">
          Cancel and keep my account
        </Link>
      </div>
    </Form>
  );
}
