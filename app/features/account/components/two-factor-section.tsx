import { Mail, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { SubmitButton } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { passwordOnlySchema, passwordRules } from "../schema";
import { type AccountActionResult, type AccountView, resultFor, TWO_STEP_ANCHOR } from "../types";
import { AccountForm } from "./account-form";
import { ErrorSummary } from "~/components/ui/error-summary";
import { useAccountForm } from "./use-account-form";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { AuthenticatorSetup, BackupCodes } from "./authenticator-setup";

type Props = { view: AccountView; result: AccountActionResult | undefined };

function PasswordConfirmForm({
  intent,
  result,
  button,
  pendingLabel,
  variant,
  children,
}: {
  intent: "start-authenticator" | "enable-email-codes" | "regenerate-backup-codes" | "disable-two-factor";
  result: AccountActionResult | undefined;
  button: string;
  pendingLabel: string;
  variant?: "primary" | "outline";
  children?: ReactNode;
}) {
  const own = resultFor(result, intent);
  return (
    <PasswordConfirmFields key={own?.id} intent={intent} answer={own} button={button} pendingLabel={pendingLabel} variant={variant}>
      {children}
    </PasswordConfirmFields>
  );
}

/** Remounted for each answer (its key), so Conform starts from the latest one. */
function PasswordConfirmFields({
  intent,
  answer,
  button,
  pendingLabel,
  variant,
  children,
}: {
  intent: "start-authenticator" | "enable-email-codes" | "regenerate-backup-codes" | "disable-two-factor";
  answer: AccountActionResult | undefined;
  button: string;
  pendingLabel: string;
  variant?: "primary" | "outline";
  children?: ReactNode;
}) {
  const kit = useAccountForm({
    id: `${intent}-form`,
    schema: passwordOnlySchema,
    answer,
  });
  const { fields, submitButton } = kit;
  return (
    <AccountForm kit={kit} summary={["password"]} intent={intent} anchor={TWO_STEP_ANCHOR} className="mt-4">
      {children}
      <TextField
        width="md"
        meta={fields.password}
        type="password"
        label="Your password"
        hint="We ask for it again to make sure it is you."
        autoComplete="current-password"
        required
        maxLength={passwordRules.max}
      />
      <SubmitButton ref={submitButton} intent={intent} pendingLabel={pendingLabel} variant={variant}>
        {button}
      </SubmitButton>
    </AccountForm>
  );
}

function MethodCard({ icon, title, id, children }: { icon: ReactNode; title: string; id: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line p-5 sm:p-6">
      <h3 id={id} className="flex items-center gap-2 text-xl font-bold">
        {icon}
        {title}
      </h3>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}

export function TwoFactorSection({ view, result }: Props) {
  const { twoFactor } = view;
  const own = resultFor(
    result,
    "start-authenticator",
    "confirm-authenticator",
    "enable-email-codes",
    "regenerate-backup-codes",
    "disable-two-factor",
  );
  const settingUp = own?.authenticator && (own.intent === "start-authenticator" || !own.ok);
  const showingCodes = own?.ok && own.backupCodes;
  const simpleSuccess = own?.ok && !own.backupCodes && !own.authenticator ? own : undefined;
  // A confirmation that came too late (set-up expired or already finished) has no form left to show it in.
  const lateConfirmation = own && !own.ok && own.intent === "confirm-authenticator" && !own.authenticator ? own : undefined;

  return (
    <Section
      className="scroll-mt-20"
      id={TWO_STEP_ANCHOR}
      title="Two-step sign-in"
      tone="tinted"
      intro="Two-step sign-in keeps your account safe even if someone learns your password. After your password, you also type a short code: from an app on your phone, or sent to your email."
    >
      <div className="space-y-6">
        <p className="text-lg">
          Two-step sign-in is{" "}
          <strong className={twoFactor.enabled ? "text-brand-800" : "text-danger"}>{twoFactor.enabled ? "on" : "off"}</strong>
          {twoFactor.enabled ? (twoFactor.authenticator ? ", with an authenticator app." : ", with codes sent by email.") : "."}
        </p>

        {twoFactor.required && !twoFactor.enabled ? (
          <Notice tone="warning" announce={false}>
            <p>
              <strong>Your account type needs two-step sign-in.</strong> You must turn it on before you can open pages
              with information about other people.
            </p>
          </Notice>
        ) : null}

        {simpleSuccess ? <Notice focusOn={simpleSuccess}>{simpleSuccess.message}</Notice> : null}
        {lateConfirmation ? <ErrorSummary className="" focusKey={lateConfirmation} formErrors={lateConfirmation.message ? [lateConfirmation.message] : []} fieldErrors={[]} /> : null}

        {showingCodes ? <BackupCodes result={own} /> : null}
        {settingUp ? <AuthenticatorSetup result={own} /> : null}

        {!settingUp && !showingCodes ? (
          <div className="grid gap-6 lg:grid-cols-2">
            {!twoFactor.authenticator ? (
              <MethodCard id="authenticator-app" title="Use an authenticator app" icon={<Smartphone aria-hidden="true" className="size-6 text-brand-700" />}>
                <p>
                  The safest choice. A free app on your phone, such as Google Authenticator or Microsoft Authenticator,
                  shows a new 6-digit code every 30 seconds. It works without phone signal.
                </p>
                <p>We show you a QR code to scan. It takes about two minutes.</p>
                <PasswordConfirmForm
                  intent="start-authenticator"
                  result={result}
                  button="Set up an authenticator app"
                  pendingLabel="Starting set-up..."
                />
              </MethodCard>
            ) : (
              <MethodCard id="authenticator-app" title="Authenticator app" icon={<Smartphone aria-hidden="true" className="size-6 text-brand-700" />}>
                <p>Your authenticator app is set up. At sign-in, type the code it shows.</p>
                <p>
                  {twoFactor.backupCodesLeft === null
                    ? "You have backup codes for when you cannot use your app."
                    : `You have ${twoFactor.backupCodesLeft} unused backup ${twoFactor.backupCodesLeft === 1 ? "code" : "codes"}.`}{" "}
                  Get new ones if you have used most of them or think someone else has seen them. The old ones then stop
                  working.
                </p>
                <PasswordConfirmForm
                  intent="regenerate-backup-codes"
                  result={result}
                  button="Get new backup codes"
                  pendingLabel="Making new codes..."
                  variant="outline"
                />
              </MethodCard>
            )}

            {twoFactor.emailCodesAvailable ? (
              <MethodCard id="email-codes" title="Codes by email" icon={<Mail aria-hidden="true" className="size-6 text-brand-700" />}>
                {twoFactor.enabled ? (
                  <p>
                    At sign-in you can choose <strong>Email me a code</strong>, and we send a code to{" "}
                    <span className="wrap-break-word">{view.user.email}</span>. Each code works for {twoFactor.emailCodeMinutes}{" "}
                    {twoFactor.emailCodeMinutes === 1 ? "minute" : "minutes"}.
                    {twoFactor.authenticator ? " Use it if you do not have your phone with you." : ""}
                  </p>
                ) : (
                  <>
                    <p>
                      No smartphone? We can email you a code each time you sign in. At sign-in, choose{" "}
                      <strong>Email me a code</strong>.
                    </p>
                    <p>
                      This is less safe than an app: anyone who can read your email could use the code. Keep your email
                      password safe too.
                    </p>
                    <PasswordConfirmForm
                      intent="enable-email-codes"
                      result={result}
                      button="Turn on email codes"
                      pendingLabel="Turning on..."
                      variant="outline"
                    />
                  </>
                )}
              </MethodCard>
            ) : null}
          </div>
        ) : null}

        {twoFactor.enabled && !settingUp && !showingCodes ? (
          <div className="rounded-xl border border-line bg-white p-5 sm:p-6">
            <h3 id="turn-off-two-step" className="scroll-mt-24 text-xl font-bold">
              Turn off two-step sign-in
            </h3>
            <p className="mt-2">
              {twoFactor.authenticator
                ? "This removes your authenticator app and backup codes from your account. Got a new phone? Turn two-step sign-in off, then set it up again with the new phone."
                : "You will sign in with just your password."}
            </p>
            {twoFactor.required ? (
              <p className="mt-2 font-semibold">
                Your account type needs two-step sign-in. If you turn it off, you must set it up again before you can
                open pages with information about other people.
              </p>
            ) : null}
            <PasswordConfirmForm
              intent="disable-two-factor"
              result={result}
              button="Turn off two-step sign-in"
              pendingLabel="Turning off..."
              variant="outline"
            />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
