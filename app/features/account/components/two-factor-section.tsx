import { Mail, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses, SubmitButton } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { codeSchema, passwordOnlySchema, passwordRules } from "../schema";
import { type AccountActionResult, type AccountView, resultFor } from "../types";
import { AccountForm } from "./account-form";
import { ErrorSummary } from "~/components/ui/error-summary";
import { useAccountForm } from "./use-account-form";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";

type Props = { view: AccountView; result: AccountActionResult | undefined };

const ANCHOR = "two-step-sign-in";

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
    <AccountForm kit={kit} summary={["password"]} intent={intent} anchor={ANCHOR} className="mt-4">
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

function AuthenticatorSetup({ result }: { result: AccountActionResult }) {
  const setup = result.authenticator!;
  const failed = result.intent === "confirm-authenticator" && !result.ok ? result : undefined;
  return (
    <div className="rounded-xl border-2 border-brand-700 p-5 sm:p-6">
      <h3 id="set-up-app" className="scroll-mt-24 text-xl font-bold">
        Set up your authenticator app
      </h3>
      <ol className="mt-4 list-decimal space-y-4 pl-6">
        <li>Open your authenticator app and choose to add an account. It may be a button marked + or &lsquo;Add&rsquo;.</li>
        <li>
          Scan this QR code with the app.
          {/* Drawn on our server: the secret inside never goes to another website. */}
          <img
            src={setup.qrCodeDataUri}
            alt="QR code for adding your Fair Chance Works account to an authenticator app"
            width={220}
            height={220}
            className="mt-3 size-56 rounded-md border border-line bg-white"
          />
        </li>
        <li>
          <p>Cannot scan it? Choose to enter a setup key instead, and type:</p>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">Key</dt>
            <dd>
              <code data-testid="authenticator-secret" className="rounded bg-brand-50 px-2 py-1 font-mono text-lg tracking-wider wrap-break-word">
                {setup.secretForDisplay}
              </code>
            </dd>
            <dt className="font-semibold">Account name</dt>
            <dd className="wrap-break-word">{setup.accountName}</dd>
            <dt className="font-semibold">Type of key</dt>
            <dd>Time-based (if the app asks)</dd>
          </dl>
          <p className="mt-2 text-ink-soft">The spaces are only there to make the key easier to read.</p>
        </li>
        <li>Type the 6-digit code the app now shows for Fair Chance Works.</li>
      </ol>
      <CodeForm key={result.id} setup={setup} answer={failed} />
    </div>
  );
}

/** The first code from the app, which confirms the set-up; the set-up stays on screen after a refusal. */
function CodeForm({ setup, answer }: { setup: NonNullable<AccountActionResult["authenticator"]>; answer: AccountActionResult | undefined }) {
  const kit = useAccountForm({
    id: "confirm-authenticator-form",
    schema: codeSchema,
    answer,
  });
  const { fields, submitButton } = kit;
  return (
    <AccountForm kit={kit} summary={["code"]} intent="confirm-authenticator" anchor="set-up-app" className="mt-5">
      <input type="hidden" name="totpUri" value={setup.totpUri} />
      <TextField
        width="md"
        meta={fields.code}
        label="Code from your app"
        hint="The code changes every 30 seconds. If it does not work, wait for the next one."
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={12}
      />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton ref={submitButton} intent="confirm-authenticator" pendingLabel="Checking code...">
          Confirm and turn on
        </SubmitButton>
        <Link to={`/account?setup=cancelled#${ANCHOR}`} className="font-semibold text-brand-800 underline">
          Cancel set-up
        </Link>
      </div>
    </AccountForm>
  );
}

function BackupCodes({ result }: { result: AccountActionResult }) {
  return (
    <div className="space-y-5">
      <Notice focusOn={result}>{result.message}</Notice>
      <div className="rounded-xl border-2 border-brand-700 p-5 sm:p-6">
        <h3 id="backup-codes" className="scroll-mt-24 text-xl font-bold">
          Your backup codes
        </h3>
        <p className="mt-2">
          If you lose your phone or cannot use your app, you can sign in with one of these codes instead. Each code
          works once.
        </p>
        <p className="mt-2 font-bold">Save them now. We will not show them again.</p>
        <ul aria-label="Backup codes" className="mt-4 grid max-w-md grid-cols-2 gap-2 font-mono text-lg">
          {result.backupCodes!.map((code) => (
            <li key={code} className="rounded bg-brand-50 px-3 py-2 text-center tracking-wider">
              {code}
            </li>
          ))}
        </ul>
        <h4 className="mt-5 font-bold">How to keep them safe</h4>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>Write them on paper and keep it somewhere safe at home, or save them in a password manager.</li>
          <li>Do not keep them in your email, or on the same phone as your authenticator app.</li>
          <li>Never share them. Our team will never ask you for a code.</li>
        </ul>
        <Link to={`/account?codes=saved#${ANCHOR}`} className={buttonClasses("primary", "md", "mt-5")}>
          I have saved my backup codes
        </Link>
      </div>
    </div>
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
      id={ANCHOR}
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
