import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { PageHero, Section } from "~/components/ui/section";
import { useOrganisation } from "~/lib/organisation";
import { passwordRules } from "../schema";
import { ErrorSummary, summaryItems } from "~/components/ui/error-summary";
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
        <Form key={result?.id} method="post" action="/account/delete" noValidate className="max-w-md space-y-5">
          {result ? (
            <ErrorSummary className="" focusKey={result} formErrors={result.message ? [result.message] : []} fieldErrors={summaryItems(result.errors, ["password"], { password: "delete-password" })} />
          ) : null}
          <TextField
            width="md"
            id="delete-password"
            name="password"
            type="password"
            label="Your password"
            autoComplete="current-password"
            required
            maxLength={passwordRules.max}
            error={result?.errors?.password}
          />
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton variant="danger" pendingLabel="Deleting...">
              Delete my account for good
            </SubmitButton>
            <Link to="/account" className="font-semibold text-brand-800 underline">
              Cancel and keep my account
            </Link>
          </div>
        </Form>
      </Section>
    </>
  );
}
