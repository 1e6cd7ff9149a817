import { Section } from "~/components/ui/section";
import { passwordRules } from "../schema";
import { type AccountActionResult, type AccountView, resultFor } from "../types";
import { AccountForm } from "./account-form";
import { SubmitButton } from "~/components/ui/button";
import { ErrorSummary, summaryItems } from "~/components/ui/error-summary";
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
          <AccountForm key={nameResult?.id} intent="update-name" anchor="your-name" className="mt-4">
            {nameResult?.ok ? <Notice focusOn={nameResult}>{nameResult.message}</Notice> : null}
            {nameResult && !nameResult.ok ? (
              <ErrorSummary className="" focusKey={nameResult} formErrors={nameResult.message ? [nameResult.message] : []} fieldErrors={summaryItems(nameResult.errors, ["name"])} />
            ) : null}
            <TextField
              width="md"
              id="name"
              name="name"
              label="Full name"
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={nameResult && !nameResult.ok ? nameResult.values?.name : view.user.name}
              error={nameResult?.errors?.name}
            />
            <SubmitButton intent="update-name" pendingLabel="Saving...">
              Save name
            </SubmitButton>
          </AccountForm>
        </div>

        <div className="rounded-xl border border-line p-5 sm:p-6">
          <h3 id="your-email" className="scroll-mt-24 text-xl font-bold">
            Your email address
          </h3>
          <p className="mt-2 text-ink-soft">
            You sign in with <strong className="wrap-break-word text-ink">{view.user.email}</strong>. To change it, we send a
            link to the new address. The change happens when you open that link.
          </p>
          <AccountForm key={emailResult?.id} intent="change-email" anchor="your-email" className="mt-4">
            {emailResult?.ok ? <Notice focusOn={emailResult}>{emailResult.message}</Notice> : null}
            {emailResult && !emailResult.ok ? (
              <ErrorSummary className="" focusKey={emailResult} formErrors={emailResult.message ? [emailResult.message] : []} fieldErrors={summaryItems(emailResult.errors, ["newEmail", "password"], { newEmail: "new-email", password: "change-email-password" })} />
            ) : null}
            <TextField
              width="md"
              id="new-email"
              name="newEmail"
              type="email"
              label="New email address"
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={254}
              defaultValue={emailResult && !emailResult.ok ? emailResult.values?.newEmail : ""}
              error={emailResult?.errors?.newEmail}
            />
            <TextField
              width="md"
              id="change-email-password"
              name="password"
              type="password"
              label="Your password"
              hint="We ask for it again to make sure it is you."
              autoComplete="current-password"
              required
              maxLength={passwordRules.max}
              error={emailResult?.errors?.password}
            />
            <SubmitButton intent="change-email" pendingLabel="Sending link...">
              Send confirmation link
            </SubmitButton>
          </AccountForm>
        </div>

        <div className="rounded-xl border border-line p-5 sm:p-6">
          <h3 id="your-password" className="scroll-mt-24 text-xl font-bold">
            Your password
          </h3>
          <AccountForm key={passwordResult?.id} intent="change-password" anchor="your-password" className="mt-4">
            {passwordResult?.ok ? <Notice focusOn={passwordResult}>{passwordResult.message}</Notice> : null}
            {passwordResult && !passwordResult.ok ? (
              <ErrorSummary className="" focusKey={passwordResult} formErrors={passwordResult.message ? [passwordResult.message] : []} fieldErrors={summaryItems(passwordResult.errors, ["currentPassword", "newPassword", "confirmPassword"], { currentPassword: "current-password", newPassword: "new-password", confirmPassword: "confirm-password" })} />
            ) : null}
            <TextField
              width="md"
              id="current-password"
              name="currentPassword"
              type="password"
              label="Current password"
              autoComplete="current-password"
              required
              maxLength={passwordRules.max}
              error={passwordResult?.errors?.currentPassword}
            />
            <TextField
              width="md"
              id="new-password"
              name="newPassword"
              type="password"
              label="New password"
              hint={`Use at least ${passwordRules.min} characters. ${passwordRules.recommended} or more is safer: try three or four random words. You can paste from a password manager.`}
              autoComplete="new-password"
              required
              minLength={passwordRules.min}
              maxLength={passwordRules.max}
              error={passwordResult?.errors?.newPassword}
            />
            <TextField
              width="md"
              id="confirm-password"
              name="confirmPassword"
              type="password"
              label="Type the new password again"
              autoComplete="new-password"
              required
              maxLength={passwordRules.max}
              error={passwordResult?.errors?.confirmPassword}
            />
            <Checkbox
              id="sign-out-others"
              name="signOutOthers"
              value="yes"
              label="Sign out of all other devices"
              hint="Do this if you think someone else knows your old password."
              defaultChecked={passwordResult && !passwordResult.ok ? passwordResult.values?.signOutOthers === "yes" : true}
            />
            <SubmitButton intent="change-password" pendingLabel="Changing password...">
              Change password
            </SubmitButton>
          </AccountForm>
        </div>
      </div>
    </Section>
  );
}
