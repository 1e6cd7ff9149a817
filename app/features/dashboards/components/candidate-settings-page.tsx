import { textLinkClasses } from "~/components/ui/prose";
import { NoticeSettingsSection } from "~/features/notifications/components/notice-settings";
import type { NoticeActionData, NoticeSettingsView } from "~/features/notifications/settings.server";
import { PartnerSharingForms, sharingRefusalShownInPlace } from "~/features/referrals/components/partner-sharing";
import type { PartnerSharing, SharingActionData } from "~/features/referrals/partner-sharing";
import { CandidatePage, type PageMode } from "./candidate-page";
import { DashboardSection } from "./dashboard-header";

export type SettingsActionData = NoticeActionData | { demoRefused: true; values: Record<string, string> } | SharingActionData | { refused: string } | undefined;

/** Where the account page keeps each thing this page links to. The data download is the "your-data" section. */
export const accountLinks = {
  twoFactor: "/account#two-step-sign-in",
  yourData: "/account#your-data",
  deleteAccount: "/account/delete",
} as const;

type Props = {
  mode: PageMode;
  notices: NoticeSettingsView;
  /** Null on the demonstration, which has no account behind it. */
  twoFactorEnabled: boolean | null;
  /** What each partner that referred the person may see, and the referral whose sharing was just saved. */
  sharing: PartnerSharing[];
  sharingSaved: string | null;
  actionData: SettingsActionData;
};

/** The candidate's settings: which emails they get, what referring partners may see, two-step sign-in, and their data and account. */
export function CandidateSettingsPage({ mode, notices, twoFactorEnabled, sharing, sharingSaved, actionData }: Props) {
  return (
    <CandidatePage
      mode={mode}
      lead="Choose how we tell you about what happens, and look after your sign-in and your data."
      refusalTakesFocus={!sharingRefusalShownInPlace(sharing, actionData)}
    >
      <NoticeSettingsSection view={notices} />

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
