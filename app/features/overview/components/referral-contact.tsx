import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { DetailItem } from "~/features/dashboards/components/detail-item";
import { releaseDaysPhrase } from "~/features/candidates/release-dates";
import { barrierLabels, contactMethodLabels, referralSettingLabels } from "~/features/referrals/labels";
import { textLinkClasses } from "~/components/ui/prose";
import { countPhrase } from "~/lib/counts";
import { formatDate } from "~/lib/dates";
import { telHref } from "~/lib/organisation";
import type { ReferralContact } from "../referral-contact.server";

const NOT_GIVEN = "Not given";

function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={textLinkClasses}>
      {phone}
    </a>
  );
}

function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`${textLinkClasses} break-all`}>
      {email}
    </a>
  );
}

/** The expected release date with the days to go, or what stands instead. */
function releaseText(reach: ReferralContact): string {
  if (!reach.expectedReleaseOn) return reach.setting === "custody" ? "Not given" : "Not in custody when referred";
  const when = formatDate(reach.expectedReleaseOn);
  return reach.daysToRelease === null ? when : `${when} (${releaseDaysPhrase(reach.daysToRelease)})`;
}

/**
 * On the candidate record: how to reach a referred person for the first call and what they asked for, from their
 * newest referral, with who referred them and how to reach that partner.
 */
export function ReferralContactSection({ reach }: { reach: ReferralContact }) {
  const { referrer } = reach;
  return (
    <DashboardSection
      id="reach"
      title="How to reach them"
      tone="tinted"
      intro={
        <p>
          From their referral of {formatDate(reach.referredAt)}.
          {reach.referralCount > 1 ? ` They have been referred ${countPhrase(reach.referralCount, "time")}: this is the latest referral.` : ""}
        </p>
      }
    >
      <dl className="grid max-w-4xl gap-x-8 gap-y-4 sm:grid-cols-2">
        <DetailItem term="Phone" value={reach.phone ? <PhoneLink phone={reach.phone} /> : NOT_GIVEN} />
        <DetailItem term="Email" value={reach.email ? <EmailLink email={reach.email} /> : NOT_GIVEN} />
        <DetailItem term="Preferred way to contact" value={reach.preferredContact ? contactMethodLabels[reach.preferredContact] : NOT_GIVEN} />
        <DetailItem term="Best times to contact" value={reach.contactTimes ?? NOT_GIVEN} />
        <DetailItem
          term="Can we leave a message"
          value={reach.mayLeaveMessage === null ? NOT_GIVEN : reach.mayLeaveMessage ? "Yes, a message can be left" : "No, do not leave a message"}
        />
        <DetailItem term="Where they are" value={reach.setting ? referralSettingLabels[reach.setting] : NOT_GIVEN} />
        {reach.setting === "custody" ? <DetailItem term="Prison" value={reach.prison ?? NOT_GIVEN} /> : null}
        {reach.setting === "custody" || reach.expectedReleaseOn ? <DetailItem term="Expected release date" value={releaseText(reach)} /> : null}
        <DetailItem term="Probation contact" value={reach.probationContact ?? NOT_GIVEN} />
        <DetailItem term="Accessibility needs" value={reach.accessibilityNeeds ?? "None given"} />
        <DetailItem term="Preferred language" value={reach.preferredLanguage ?? NOT_GIVEN} />
        <DetailItem term="Needs named in the referral" value={reach.needs.length ? reach.needs.map((need) => barrierLabels[need]).join(", ") : "None named"} />
      </dl>
      <h3 className="mt-8 text-lg font-bold">What they asked for</h3>
      <p className="mt-1 max-w-3xl whitespace-pre-line break-words">{reach.supportRequested ?? NOT_GIVEN}</p>
      <h3 className="mt-8 text-lg font-bold">Who referred them</h3>
      <p className="mt-1 max-w-3xl">
        {referrer.name} of {referrer.partnerName}
        {referrer.email ? (
          <>
            , <EmailLink email={referrer.email} />
          </>
        ) : null}
        .
      </p>
      {referrer.partnerContacts.length > 0 ? (
        <>
          <p className="mt-2">Contacts at {referrer.partnerName}:</p>
          <ul className="mt-1 max-w-3xl space-y-1">
            {referrer.partnerContacts.map((contact, index) => (
              <li key={`${contact.name}-${index}`} className="break-words">
                {contact.name}
                {contact.jobTitle ? ` (${contact.jobTitle})` : ""}
                {contact.phone ? (
                  <>
                    , <PhoneLink phone={contact.phone} />
                  </>
                ) : null}
                {contact.email ? (
                  <>
                    , <EmailLink email={contact.email} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </DashboardSection>
  );
}
