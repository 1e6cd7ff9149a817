import { Link } from "~/components/ui/router-link";
import { formatDate } from "~/lib/dates";
import { partnerVisibility } from "../../../../db/schema/vocabulary";
import { barrierLabels, partnerVisibilityLabels, referralSettingLabels } from "../labels";
import type { ReferralDetails } from "../referrals.server";
import { usePartnerArea } from "~/features/dashboards/components/partner-page";

/** Where the person was when referred, in words. */
export function settingText(details: Pick<ReferralDetails, "setting" | "expectedReleaseOn">): string {
  if (!details.setting) return "Not recorded";
  if (details.setting === "custody") return details.expectedReleaseOn ? `In custody, expected to be released on ${formatDate(details.expectedReleaseOn)}` : "In custody";
  return referralSettingLabels.community;
}

/** What the person agreed the partner may see, in words. */
export function consentText(details: Pick<ReferralDetails, "partnerMaySee">): string {
  const items = partnerVisibility.filter((item) => details.partnerMaySee.includes(item)).map((item) => partnerVisibilityLabels[item].label.toLowerCase());
  if (items.length === 0) return "Only the referral and its status.";
  const list = items.length === 1 ? items[0]! : `${items.slice(0, -1).join(", ")} and ${items.at(-1)!}`;
  return `${list.charAt(0).toUpperCase()}${list.slice(1)}.`;
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="mt-0.5 break-words text-ink-soft">{children}</dd>
    </div>
  );
}

/**
 * A referral's details as the partner gave them, and what the person agreed to: in the referral list (inside a
 * disclosure) and on the person's page. Links to the person's pages they agreed to share.
 */
export function ReferralDetailsList({ details, personName }: { details: ReferralDetails; personName: string }) {
  const path = usePartnerArea();
  const pages = details.candidateId
    ? partnerVisibility
        .filter((item) => item !== "applications" && details.partnerMaySee.includes(item))
        .map((item) => ({
          item,
          to: path(item === "profile" ? "person" : item === "diary" ? "personDiary" : "personProgress", { candidateId: details.candidateId! }),
        }))
    : [];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Item term="Where they are">{settingText(details)}</Item>
      <Item term="Needs and barriers">{details.needs.length > 0 ? details.needs.map((need) => barrierLabels[need]).join(", ") : "None given"}</Item>
      <Item term="Accessibility needs">{details.accessibilityNeeds ?? "None given"}</Item>
      <Item term="Preferred language">{details.preferredLanguage ?? "None given"}</Item>
      <Item term="Support asked for">{details.supportRequested ?? "None given"}</Item>
      <Item term="Their agreement">
        Agreed to this referral. Confirmed by {details.consentRecordedBy} on {formatDate(details.consentRecordedAt)}.
      </Item>
      <Item term="They agreed you may see">{consentText(details)}</Item>
      {pages.length > 0 ? (
        <Item term="Their pages">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {pages.map(({ item, to }) => (
              <li key={item}>
                <Link to={to} className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline underline-offset-4">
                  {partnerVisibilityLabels[item].page}
                  <span className="sr-only"> of {personName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Item>
      ) : null}
    </dl>
  );
}
