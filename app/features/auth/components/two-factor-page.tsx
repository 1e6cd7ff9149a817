import { useMemo } from "react";
import { Link } from "~/components/ui/router-link";
import { ButtonForm } from "~/components/ui/button-form";
import { SubmitButton } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { PageHero } from "~/components/ui/section";
import { refusalResult, useSchemaForm } from "~/components/ui/use-schema-form";
import { twoFactorCodeSchema } from "../email-link-schemas";
import type { TwoFactorActionData } from "../two-factor.server";
import { EMAIL_ONLY_OFFER, type SecondFactorMethod } from "../two-factor-methods";
import { AuthPanel } from "./auth-panel";
import { HelpSection } from "./help-section";

type Props = {
  method: SecondFactorMethod;
  /** The ways this person has (no authenticator app for someone who set up email codes only). */
  offered: SecondFactorMethod[];
  redirectTo: string | null;
  actionData: TwoFactorActionData | undefined;
};

const headings: Record<SecondFactorMethod, string> = {
  app: "Enter the code from your authenticator app",
  email: "Get a code by email",
  backup: "Use a backup code",
};

function methodLink(method: SecondFactorMethod, offered: SecondFactorMethod[], redirectTo: string | null) {
  const params = new URLSearchParams({ method });
  if (!offered.includes("app")) params.set("offer", EMAIL_ONLY_OFFER);
  if (redirectTo) params.set("redirectTo", redirectTo);
  return `/sign-in/two-factor?${params}`;
}

export function TwoFactorPage({ method: loaderMethod, offered, redirectTo, actionData }: Props) {
  const method = actionData?.method ?? loaderMethod;
  const errors = actionData?.error ? actionData : undefined;
  const others = offered.filter((m) => m !== method);
  const otherLabels: Record<SecondFactorMethod, string> = {
    app: "Use your authenticator app",
    email: "Get a code by email instead",
    backup: "Use a backup code instead",
  };

  return (
    <>
      <PageHero title="Confirm It Is You" lead="Your account has two-step sign-in turned on. This keeps other people out, even if they know your password." />
      <AuthPanel>
        <h2 className="text-2xl font-bold text-ink">{headings[method]}</h2>

        {errors?.restart ? (
          <div className="mt-6 space-y-4">
            <ErrorSummary className="" formErrors={[errors.error ?? ""]} fieldErrors={[]} focusKey={actionData} />
            <p>
              <Link to={redirectTo ? `/sign-in?redirectTo=${encodeURIComponent(redirectTo)}` : "/sign-in"} className="font-semibold text-brand-800 underline">
                Sign in again
              </Link>
            </p>
          </div>
        ) : (
          <>
            {method === "email" ? (
              <ButtonForm
                label="Email me a code"
                values={{ intent: "send-email-code", redirectTo: redirectTo ?? undefined }}
                replace
                className="mt-4 space-y-4"
              >
                <p className="text-ink-soft">We will email a 6-digit code to the address on your account. It works once, for 10 minutes.</p>
                {actionData?.codeSent ? <Notice>We have sent a code to your email. It can take a minute or two to arrive.</Notice> : null}
                <SubmitButton intent="send-email-code" variant="outline" size="lg" className="w-full" pendingLabel="Sending...">
                  {actionData?.codeSent ? "Send another code" : "Email me a code"}
                </SubmitButton>
              </ButtonForm>
            ) : null}

            {/* key: a new form (and a fresh code box) for each way of giving the code. */}
            <CodeForm key={method} method={method} redirectTo={redirectTo} refusal={errors} />
          </>
        )}

        {others.length > 0 ? (
          <div className="mt-8 border-t border-line pt-6">
            <h2 className="text-lg font-bold text-ink">Other ways to confirm it is you</h2>
            <ul className="mt-3 space-y-2">
              {others.map((other) => (
                <li key={other}>
                  <Link to={methodLink(other, offered, redirectTo)} className="font-semibold text-brand-800 underline">
                    {otherLabels[other]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <HelpSection />
      </AuthPanel>
    </>
  );
}

const codeLabels: Record<SecondFactorMethod, string> = {
  app: "6-digit code from your app",
  email: "6-digit code from the email",
  backup: "Backup code",
};

const codeHints: Partial<Record<SecondFactorMethod, string>> = {
  app: "Open your authenticator app and type the code it shows for Fair Chance Works.",
  backup: "Type one of the backup codes you saved when you set up two-step sign-in. Each one works once.",
};

/**
 * The code, on the form kit: the browser checks that one is there, in the words the action uses; whether it is
 * right is better-auth's to say, and its refusals (a rate limit too) come back into the same summary.
 */
function CodeForm({ method, redirectTo, refusal }: { method: SecondFactorMethod; redirectTo: string | null; refusal: TwoFactorActionData | undefined }) {
  // The code itself is not given back: a wrong one is typed again.
  const lastResult = useMemo(() => (refusal ? refusalResult({ formError: refusal.error, fieldErrors: refusal.fieldErrors }) : undefined), [refusal]);
  const schema = useMemo(() => twoFactorCodeSchema(method), [method]);
  const kit = useSchemaForm({ id: `two-factor-${method}`, schema, lastResult });
  return (
    <SchemaForm kit={kit} summary={["code"]} idFor={() => "code"} summaryClassName="" method="post" replace aria-label="Enter your code" className="mt-6 space-y-6">
      <input type="hidden" name="intent" value={method} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <TextField
        label={codeLabels[method]}
        hint={codeHints[method]}
        id="code"
        name="code"
        type="text"
        inputMode={method === "backup" ? "text" : "numeric"}
        autoComplete="one-time-code"
        spellCheck={false}
        required
        error={kit.fields.code?.errors?.[0]}
      />
      <SubmitButton ref={kit.submitButton} intent={method} size="lg" className="w-full" pendingLabel="Checking...">
        Continue
      </SubmitButton>
    </SchemaForm>
  );
}
