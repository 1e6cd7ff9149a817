import { Form, Link, useNavigation } from "react-router";
import { PageHero, Section } from "~/components/ui/section";
import { useOrganisation } from "~/lib/organisation";
import { passwordRules } from "../schema";
import { ErrorSummary, Field } from "./fields";

type Result = { id: string; errors?: Record<string, string | undefined>; message?: string };

const dangerButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-danger px-4 py-2 text-base font-semibold text-white " +
  "hover:bg-red-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60";

/** The confirmation step before an account is deleted: what goes, what stays, and the password. */
export function DeleteAccountPage({ email, result }: { email: string; result: Result | undefined }) {
  const organisation = useOrganisation();
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formAction?.startsWith("/account/delete");

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
            <ErrorSummary result={result} message={result.message} errors={result.errors} fields={[{ name: "password", id: "delete-password" }]} />
          ) : null}
          <Field
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
            <button type="submit" className={dangerButton} disabled={deleting}>
              {deleting ? "Deleting..." : "Delete my account for good"}
            </button>
            <Link to="/account" className="font-semibold text-brand-800 underline">
              Cancel and keep my account
            </Link>
          </div>
        </Form>
      </Section>
    </>
  );
}
