import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { PageHero } from "~/components/ui/section";
import { authText } from "../messages";
import { passwordHint } from "../password-rules";
import type { SignInActionData, SignInMode } from "../sign-in.server";
import { AuthPanel, Field, FormErrorBox, Notice, RadioGroup, SubmitButton } from "./auth-form";
import { HelpSection } from "./help-section";

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

type Props = {
  mode: SignInMode;
  redirectTo: string | null;
  notice: string | null;
  actionData: SignInActionData | undefined;
};

function modeLink(mode: SignInMode, redirectTo: string | null) {
  const params = new URLSearchParams();
  if (mode === "signup") params.set("mode", "signup");
  if (redirectTo) params.set("redirectTo", redirectTo);
  const query = params.toString();
  return `/sign-in${query ? `?${query}` : ""}`;
}

export function SignInPage({ mode: loaderMode, redirectTo, notice, actionData }: Props) {
  // After a failed submission, stay in the mode of the form that was sent.
  const mode = actionData?.intent ?? loaderMode;
  const errors = actionData?.intent === mode ? actionData : undefined;
  const values = errors?.values ?? {};
  const signup = mode === "signup";
  // A refused password is never kept, with or without JavaScript.
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (actionData && passwordRef.current) passwordRef.current.value = "";
  }, [actionData]);

  return (
    <>
      <PageHero
        title={signup ? "Create an Account" : "Sign In"}
        lead={
          signup
            ? "Create a free account as a candidate, an employer or a partner organisation."
            : "Sign in to your Fair Chance Works account to see your own area."
        }
      />
      <AuthPanel>
        {notice && !errors ? (
          <div className="mb-6">
            <Notice>{notice}</Notice>
          </div>
        ) : null}
        <h2 className="text-2xl font-bold text-ink">{signup ? "Your details" : "Sign in with your email"}</h2>

        {/* key: a new form (and fresh fields) when switching mode. noValidate: our messages, not the browser's. */}
        <Form method="post" noValidate replace key={mode} className="mt-6 space-y-6">
          <input type="hidden" name="intent" value={mode} />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}

          {signup ? (
            <Field label={fieldLabels.name} name="name" type="text" autoComplete="name" required defaultValue={values.name} error={errors?.fieldErrors.name} />
          ) : null}
          <Field
            label={fieldLabels.email}
            name="email"
            type="email"
            autoComplete={signup ? "email" : "username"}
            spellCheck={false}
            required
            defaultValue={values.email}
            error={errors?.fieldErrors.email}
          />
          <div>
            <Field
              label={fieldLabels.password}
              ref={passwordRef}
              name="password"
              type="password"
              autoComplete={signup ? "new-password" : "current-password"}
              required
              hint={signup ? passwordHint : undefined}
              error={errors?.fieldErrors.password}
            />
            {!signup ? (
              <p className="mt-2">
                <Link to="/forgot-password" className="font-semibold text-brand-800 underline">
                  Forgotten your password?
                </Link>
              </p>
            ) : null}
          </div>
          {signup ? (
            <RadioGroup
              legend={fieldLabels.accountType}
              name="accountType"
              choices={accountTypes}
              defaultValue={values.accountType ?? "candidate"}
              hint="Caseworker and admin accounts are set up by our team."
            />
          ) : null}

          <FormErrorBox message={errors?.error} fieldErrors={errors?.fieldErrors} fieldLabels={fieldLabels}>
            {errors?.offerResend ? (
              <Link to="/verify-email" className="font-semibold text-brand-800 underline">
                Send the confirmation email again
              </Link>
            ) : null}
          </FormErrorBox>

          <SubmitButton
            intent={mode}
            label={signup ? "Create Account" : "Sign In"}
            pendingLabel={signup ? authText.creatingAccount : authText.signingIn}
          />
        </Form>

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
