import { Link } from "~/components/ui/router-link";
import { buttonClasses, SubmitButton } from "~/components/ui/button";
import { codeSchema } from "../schema";
import { type AccountActionResult, TWO_STEP_ANCHOR } from "../types";
import { AccountForm } from "./account-form";
import { useAccountForm } from "./use-account-form";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";

// Setting up an authenticator app (the QR code, the key and the code that proves it), and the backup codes shown once.

export function AuthenticatorSetup({ result }: { result: AccountActionResult }) {
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
        <Link to={`/account?setup=cancelled#${TWO_STEP_ANCHOR}`} className="font-semibold text-brand-800 underline">
          Cancel set-up
        </Link>
      </div>
    </AccountForm>
  );
}

export function BackupCodes({ result }: { result: AccountActionResult }) {
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
        <Link to={`/account?codes=saved#${TWO_STEP_ANCHOR}`} className={buttonClasses("primary", "md", "mt-5")}>
          I have saved my backup codes
        </Link>
      </div>
    </div>
  );
}
