import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { Link } from "~/components/ui/router-link";
import { SubmitButton } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { SchemaForm } from "~/components/ui/schema-form";
import { refusalResult, useSchemaForm } from "~/components/ui/use-schema-form";
import { RadioGroup, radioId, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHero } from "~/components/ui/section";
import { authText } from "../messages";
import { passwordHint } from "../password-rules";
import type { SignInActionData, SignInMode } from "../sign-in.server";
import { signInSchema, signUpSchema } from "../sign-in-schema";
import { AuthPanel } from "./auth-panel";
import { HelpSection } from "./help-section";

/** The heading above the sign-in or create-account form, which names the form (the page can hold two forms). */
const CREDENTIALS_HEADING_ID = "credentials-heading";

const accountTypes = [
  { value: "candidate", label: "Candidate", description: "You are looking for work or training, and may have a criminal record." },
  { value: "employer", label: "Employer", description: "You want to hire people. An admin checks and approves employer accounts." },
  {
    value: "partner",
    label: "Partner organisation",
    description: "You work for probation, a charity, housing or a community service. An admin checks and approves partner accounts.",
  },
] as const;

const fieldLabels = { name: "Full name", email: "Email address", password: "Password", accountType: "Account type" };
/** The control each field's summary link moves to (a radio group's first choice). */
const fieldIds = { accountType: radioId("accountType", accountTypes[0].value) };

type Props = {
  mode: SignInMode;
  redirectTo: string | null;
  notice: string | null;
  actionData: SignInActionData | undefined;
  /**
   * A referral invitation's page (app/routes/referral-invitation.tsx): its own heading and words, and a candidate
   * account for the invited address only (the action uses that address whatever is posted).
   */
  invitation?: { email: string; title: string; lead: string; intro: ReactNode };
};

function modeLink(mode: SignInMode, redirectTo: string | null) {
  const params = new URLSearchParams();
  if (mode === "signup") params.set("mode", "signup");
  if (redirectTo) params.set("redirectTo", redirectTo);
  const query = params.toString();
  return `/sign-in${query ? `?${query}` : ""}`;
}

export function SignInPage({ mode: loaderMode, redirectTo, notice, actionData, invitation }: Props) {
  // After a failed submission, stay in the mode of the form that was sent; after a sign-up, sign in.
  const mode = actionData?.intent ?? loaderMode;
  const sentTo = actionData?.sentTo;
  const errors = !sentTo && actionData?.intent === mode ? actionData : undefined;
  // After a sign-up the sign-in form starts with the address just used.
  const values = errors?.values ?? actionData?.values ?? (invitation ? { email: invitation.email, accountType: "candidate" } : {});
  const signup = mode === "signup";

  return (
    <>
      <PageHero
        title={invitation ? invitation.title : signup ? "Create an account" : "Sign In"}
        lead={
          invitation
            ? invitation.lead
            : signup
              ? "Create a free account as a candidate, an employer or a partner organisation."
              : "Sign in to your Fair Chance Works account to see your own area."
        }
      />
      <AuthPanel>
        {invitation && !sentTo ? <div className="mb-6 space-y-3">{invitation.intro}</div> : null}
        {sentTo ? (
          <SentNotice email={sentTo} resent={Boolean(actionData?.resent)} problem={actionData?.error} redirectTo={redirectTo} />
        ) : notice && !errors ? (
          <div className="mb-6">
            <Notice>{notice}</Notice>
          </div>
        ) : null}
        <h2 id={CREDENTIALS_HEADING_ID} className="text-2xl font-bold text-ink">
          {signup ? "Your details" : "Sign in with your email"}
        </h2>

        {/* key: a new form (and fresh fields) when switching mode. */}
        <CredentialsForm key={mode} mode={mode} redirectTo={redirectTo} refusal={errors} answer={actionData} values={values} fixedEmail={invitation?.email} />

        <div className="mt-8 space-y-3 border-t border-line pt-6">
          {signup ? (
            <p>
              Already have an account?{" "}
              <Link to={modeLink("signin", redirectTo)} className="font-semibold text-brand-800 underline">
                Sign in
              </Link>
            </p>
          ) : (
            <p>
              New to Fair Chance Works?{" "}
              <Link to={modeLink("signup", redirectTo)} className="font-semibold text-brand-800 underline">
                Create an account
              </Link>
            </p>
          )}
          <p>
            Not received the email to confirm your address?{" "}
            <Link to="/verify-email" className="font-semibold text-brand-800 underline">
              Send it again
            </Link>
          </p>
        </div>
        <HelpSection />
      </AuthPanel>
    </>
  );
}

/**
 * Sign in or create an account, on the form kit: the browser checks the mode's schema (an empty email or
 * password, in the spec's words) and the action reads the same schema before anything else.
 */
function CredentialsForm({
  mode,
  redirectTo,
  refusal,
  answer,
  values,
  fixedEmail,
}: {
  mode: SignInMode;
  redirectTo: string | null;
  refusal: SignInActionData | undefined;
  /** The action's latest answer of any kind: a password is never kept after one. */
  answer: SignInActionData | undefined;
  values: SignInActionData["values"] & object;
  /** An invitation's address: a candidate account with this email only. */
  fixedEmail?: string;
}) {
  const signup = mode === "signup";
  const lastResult = useMemo(() => (refusal ? refusalResult({ formError: refusal.error, fieldErrors: refusal.fieldErrors, values: refusal.values }) : undefined), [refusal]);
  const kit = useSchemaForm({
    id: `${mode}-form`,
    schema: signup ? signUpSchema : signInSchema,
    lastResult,
    defaultValue: { name: values.name ?? "", email: values.email ?? "", accountType: values.accountType ?? "candidate" },
  });
  // A refused password is never kept, with or without JavaScript.
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (answer && passwordRef.current) passwordRef.current.value = "";
  }, [answer]);

  const { fields } = kit;

  // The summary at the top of the form, as on the enquiry forms: what went wrong, each linked to its field.
  return (
    <SchemaForm
      kit={kit}
      summary={["name", "email", "password", "accountType"]}
      idFor={(name) => (name === "accountType" ? fieldIds.accountType : (fields[name]?.id ?? name))}
      summaryHelp={
        refusal?.offerResend ? (
          <Link to="/verify-email" className="font-semibold text-brand-800 underline">
            Send the confirmation email again
          </Link>
        ) : null
      }
      method="post"
      replace
      aria-labelledby={CREDENTIALS_HEADING_ID}
      className="mt-6 space-y-6"
    >
      <input type="hidden" name="intent" value={mode} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}

      {signup ? <TextField label={fieldLabels.name} meta={fields.name} type="text" autoComplete="name" required /> : null}
      {/* Signing in, the email address is the account's username: a text box with the email keyboard, as
          "username" is not a valid autocomplete token for an email box. */}
      {signup && fixedEmail ? (
        <>
          <input type="hidden" name="email" value={fixedEmail} />
          <input type="hidden" name="accountType" value="candidate" />
          <p>
            Your account will use the email address the invitation was sent to: <strong className="break-all">{fixedEmail}</strong>
          </p>
        </>
      ) : signup ? (
        <TextField label={fieldLabels.email} meta={fields.email} type="email" autoComplete="email" spellCheck={false} required />
      ) : (
        <TextField label={fieldLabels.email} meta={fields.email} inputMode="email" autoCapitalize="none" autoComplete="username" spellCheck={false} required />
      )}
      <div>
        <TextField
          label={fieldLabels.password}
          ref={passwordRef}
          meta={fields.password}
          type="password"
          autoComplete={signup ? "new-password" : "current-password"}
          required
          hint={signup ? passwordHint : undefined}
        />
        {!signup ? (
          <p className="mt-2">
            <Link to="/forgot-password" className="font-semibold text-brand-800 underline">
              Forgotten your password?
            </Link>
          </p>
        ) : null}
      </div>
      {signup && !fixedEmail ? (
        <RadioGroup legend={fieldLabels.accountType} meta={fields.accountType} choices={accountTypes} hint="Caseworker and admin accounts are set up by our team." />
      ) : null}

      <SubmitButton ref={kit.submitButton} intent={mode} size="lg" className="w-full" pendingLabel={signup ? authText.creatingAccount : authText.signingIn}>
        {signup ? "Create Account" : "Sign In"}
      </SubmitButton>
    </SchemaForm>
  );
}

/**
 * After a sign-up: the spec's message, the address the email went to (what the person has just typed, never
 * anything from the address bar) and a button to send it again. The answers are the same whether or not the
 * address already had an account.
 */
function SentNotice({ email, resent, problem, redirectTo }: { email: string; resent: boolean; problem?: string; redirectTo: string | null }) {
  return (
    <div className="mb-8 space-y-4">
      <Notice>
        <p className="font-semibold">{authText.checkEmail}</p>
        <p className="mt-2">
          {resent ? "We have asked for the email to be sent again to " : "We sent the email to "}
          <strong className="break-all">{email}</strong>. It can take a few minutes to arrive: check your spam or junk folder too.
        </p>
      </Notice>
      {problem ? (
        <Notice tone="error">{problem}</Notice>
      ) : null}
      <ButtonForm label="Send the email again" values={{ intent: "resend-verification", email, redirectTo: redirectTo ?? undefined }} replace className="space-y-3">
        <p>Not arrived after a few minutes? We can send it again.</p>
        <SubmitButton intent="resend-verification" variant="outline" size="lg" className="w-full" pendingLabel="Sending...">
          Send the email again
        </SubmitButton>
      </ButtonForm>
      <p>
        Wrong address?{" "}
        <Link to={modeLink("signup", redirectTo)} className="font-semibold text-brand-800 underline">
          Create your account with the right one
        </Link>
      </p>
    </div>
  );
}
