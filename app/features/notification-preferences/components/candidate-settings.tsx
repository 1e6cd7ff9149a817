import type { SubmissionResult } from "@conform-to/react";
import { Button, useSubmitting } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { textLinkClasses } from "~/components/ui/prose";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { CandidatePage, type PageMode } from "~/features/dashboards/components/candidate-page";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { PartnerSharingForms } from "~/features/referrals/components/partner-sharing";
import type { PartnerSharing, SharingActionData } from "~/features/referrals/partner-sharing";
import { emailKindLabels, emailKinds, PREFERENCES_FORM_ID, preferencesSchema, preferenceValues, type NotificationPreferences } from "../preferences";

export type SettingsActionData =
  | { result: SubmissionResult<string[]> }
  | { demoRefused: true; values: Record<string, string> }
  | SharingActionData
  | undefined;

/** Where the account page keeps each thing this page links to. The data download is the "your-data" section. */
export const accountLinks = {
  twoFactor: "/account#two-step-sign-in",
  yourData: "/account#your-data",
  deleteAccount: "/account/delete",
} as const;

type Props = {
  mode: PageMode;
  preferences: NotificationPreferences;
  /** Null on the demonstration, which has no account behind it. */
  twoFactorEnabled: boolean | null;
  saved: boolean;
  /** What each partner that referred the person may see, and the referral whose sharing was just saved. */
  sharing: PartnerSharing[];
  sharingSaved: string | null;
  actionData: SettingsActionData;
};

/** The candidate's settings: which emails they get, what referring partners may see, two-step sign-in, and their data and account. */
export function CandidateSettingsPage({ mode, preferences, twoFactorEnabled, saved, sharing, sharingSaved, actionData }: Props) {
  return (
    <CandidatePage mode={mode} lead="Choose which emails we send you, and look after your sign-in and your data.">
      <DashboardSection id="emails" title="Emails we send you">
        {saved ? (
          <Notice focusOn={saved} className="mb-6 max-w-3xl">
            <p>Your email choices have been saved.</p>
          </Notice>
        ) : null}
        <PreferencesForm preferences={preferences} actionData={actionData} />
      </DashboardSection>

      <DashboardSection id="sharing" title="What partner organisations may see" tone="tinted">
        <PartnerSharingForms sharing={sharing} savedReferralId={sharingSaved} actionData={actionData} />
      </DashboardSection>

      <DashboardSection id="two-step" title="Two-step sign-in">
        <div className="max-w-3xl space-y-4">
          {twoFactorEnabled === null ? (
            <p>On your own account, this shows whether two-step sign-in is on, and links to where you set it up.</p>
          ) : twoFactorEnabled ? (
            <p>
              <strong>Two-step sign-in is on.</strong> Signing in needs your password and a code.
            </p>
          ) : (
            <p>
              <strong>Two-step sign-in is off.</strong> Turning it on means no one can sign in as you with your password alone.
            </p>
          )}
          <p>
            <a href={accountLinks.twoFactor} className={textLinkClasses}>
              {twoFactorEnabled ? "Change two-step sign-in" : "Set up two-step sign-in"}
            </a>
          </p>
        </div>
      </DashboardSection>

      <DashboardSection id="your-data" title="Your data and your account" tone="tinted">
        <ul className="max-w-3xl space-y-3">
          <li>
            <a href={accountLinks.yourData} className={textLinkClasses}>
              Download a copy of your data
            </a>{" "}
            from your account page.
          </li>
          <li>
            <a href={accountLinks.deleteAccount} className={textLinkClasses}>
              Delete your account
            </a>
            . We ask for your password first, and explain what is removed.
          </li>
        </ul>
      </DashboardSection>
    </CandidatePage>
  );
}

function PreferencesForm({ preferences, actionData }: { preferences: NotificationPreferences; actionData: SettingsActionData }) {
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const refused = actionData && "demoRefused" in actionData ? actionData.values : undefined;
  const kit = useSchemaForm({
    id: PREFERENCES_FORM_ID,
    schema: preferencesSchema,
    lastResult: result,
    defaultValue: refused ?? preferenceValues(preferences),
  });
  const saving = useSubmitting("save-preferences");
  const { fields } = kit;
  return (
    <SchemaForm kit={kit} summary={emailKinds} method="post" aria-label="Your email choices" className="max-w-3xl space-y-6">
      <input type="hidden" name="intent" value="save-preferences" />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-ink">Email me about</legend>
        {emailKinds.map((kind) => (
          <Checkbox key={kind} label={emailKindLabels[kind].label} hint={emailKindLabels[kind].hint} meta={fields[kind]} />
        ))}
      </fieldset>
      <p className="text-ink-soft">Emails about your account itself, such as sign-in codes and password resets, are always sent.</p>
      <Button ref={kit.submitButton} type="submit" disabled={saving} aria-disabled={saving || undefined}>
        {saving ? "Saving..." : "Save email choices"}
      </Button>
    </SchemaForm>
  );
}
