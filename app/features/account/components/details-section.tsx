import { Section } from "~/components/ui/section";
import { changePasswordSchema, emailSchema, nameSchema, passwordRules } from "../schema";
import { type AccountActionResult, type AccountView, resultFor } from "../types";
import { AccountForm } from "./account-form";
import { useAccountForm } from "./use-account-form";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";

type Props = { view: AccountView; result: AccountActionResult | undefined };

export function DetailsSection({ view, result }: Props) {
  const nameResult = resultFor(result, "update-name");
  const emailResult = resultFor(result, "change-email");
  const passwordResult = resultFor(result, "change-password");

  return (
    <Section className="scroll-mt-20" id="your-details" title="Your details" intro="The name and email address on your account, and your password.">
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="rounded-xl border border-line p-5 sm:p-6">
          <h3 id="your-name" className="scroll-mt-24 text-xl font-bold">
            Your name
          </h3>
          <p className="mt-2 text-ink-soft">We use it when we contact you and show it to the team supporting you.</p>
          <NameForm key={nameResult?.id} result={nameResult} name={view.user.name} />
        </div>

        <div className="rounded-xl border border-line p-5 sm:p-6">
          <h3 id="your-email" className="scroll-mt-24 text-xl font-bold">
            Your email address
          </h3>
          <p className="mt-2 text-ink-soft">
            You sign in with <strong className="wrap-break-word text-ink">{view.user.email}</strong>. To change it, we send a
            link to the new address. The change happens when you open that link.
          </p>
          <EmailForm key={emailResult?.id} result={emailResult} />
        </div>

        <div className="rounded-xl border border-line p-5 sm:p-6">
          <h3 id="your-password" className="scroll-mt-24 text-xl font-bold">
            Your password
          </h3>
          <PasswordForm key={passwordResult?.id} result={passwordResult} />
        </div>
      </div>
    </Section>
  );
}

type FormProps = { result: AccountActionResult | undefined };

function NameForm({ result, name }: FormProps & { name: string }) {
  const kit = useAccountForm({
    id: "update-name-form",
    schema: nameSchema,
    answer: result,
    defaultValue: { name },
  });
  const { fields, submitButton } = kit;
  return (
    <AccountForm kit={kit} summary={["name"]} intent="update-name" anchor="your-name" className="mt-4">
      {result?.ok ? <Notice focusOn={result}>{result.message}</Notice> : null}
      <TextField width="md" meta={fields.name} label="Full name" autoComplete="name" required maxLength={100} />
      <SubmitButton ref={submitButton} intent="update-name" pendingLabel="Saving...">
        Save name
      </SubmitButton>
    </AccountForm>
  );
}

function EmailForm({ result }: FormProps) {
  const kit = useAccountForm({
    id: "change-email-form",
    schema: emailSchema,
    answer: result,
  });
  const { fields, submitButton } = kit;
  return (
    <AccountForm kit={kit} summary={["newEmail", "password"]} intent="change-email" anchor="your-email" className="mt-4">
      {result?.ok ? <Notice focusOn={result}>{result.message}</Notice> : null}
      <TextField
        width="md"
        meta={fields.newEmail}
        type="email"
        label="New email address"
        autoComplete="email"
        spellCheck={false}
        required
        maxLength={254}
      />
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
      <SubmitButton ref={submitButton} intent="change-email" pendingLabel="Sending link...">
        Send confirmation link
      </SubmitButton>
    </AccountForm>
  );
}

function PasswordForm({ result }: FormProps) {
  const kit = useAccountForm({
    id: "change-password-form",
    schema: changePasswordSchema,
    answer: result,
    defaultValue: { signOutOthers: "yes" },
  });
  const { fields, submitButton } = kit;
  return (
    <AccountForm kit={kit} summary={["currentPassword", "newPassword", "confirmPassword"]} intent="change-password" anchor="your-password" className="mt-4">
      {result?.ok ? <Notice focusOn={result}>{result.message}</Notice> : null}
      <TextField
        width="md"
        meta={fields.currentPassword}
        type="password"
        label="Current password"
        autoComplete="current-password"
        required
        maxLength={passwordRules.max}
      />
      <TextField
        width="md"
        meta={fields.newPassword}
        type="password"
        label="New password"
        hint={`Use at least ${passwordRules.min} characters. ${passwordRules.recommended} or more is safer: try three or four random words. You can paste from a password manager.`}
        autoComplete="new-password"
        required
        minLength={passwordRules.min}
        maxLength={passwordRules.max}
      />
      <TextField
        width="md"
        meta={fields.confirmPassword}
        type="password"
        label="Type the new password again"
        autoComplete="new-password"
        required
        maxLength={passwordRules.max}
      />
      <Checkbox
        meta={fields.signOutOthers}
        value="yes"
        label="Sign out of all other devices"
        hint="Do this if you think someone else knows your old password."
      />
      <SubmitButton ref={submitButton} intent="change-password" pendingLabel="Changing password...">
        Change password
      </SubmitButton>
    </AccountForm>
  );
}
