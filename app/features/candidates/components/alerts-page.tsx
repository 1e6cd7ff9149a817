import type { ReactNode } from "react";
import { Link } from "~/components/ui/router-link";
import { textLinkClasses } from "~/components/ui/prose";
import { areaPath } from "~/features/dashboards/areas";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formSourceLabels } from "~/features/enquiries/inbox";
import { outcomeCheckpointLabels } from "~/features/outcomes/labels";
import { capitalise, countPhrase } from "~/lib/counts";
import { formatDate, formatDateTime } from "~/lib/dates";
import { INTERVIEW_SOON_HOURS, NO_CONTACT_DAYS, REFERRAL_CONTACT_WORKING_DAYS, REFERRAL_WAIT_WORKING_DAYS, RELEASE_ALERT_DAYS } from "../alert-windows";
import { releaseDaysPhrase } from "../release-dates";
import { alertTotal, type AlertList, type CaseworkerAlerts } from "../alerts";
import { CaseworkerPageHeader, type PageMode } from "~/features/dashboards/components/caseworker-page-header";

export type AlertLine = { key: string; text: ReactNode; href?: string; linkText?: string };

/** Each kind of alert as lines with a link to where it is resolved; shared by the alerts page and the home. */
export function alertGroups(mode: PageMode, alerts: CaseworkerAlerts) {
  const record = (candidateId: string, hash = "") => `${areaPath(mode === "demo" ? "caseworkerCandidateDemo" : "caseworkerCandidatePortal", { candidateId })}${hash}`;
  const outcomes = areaPath(mode === "demo" ? "caseworkerOutcomesDemo" : "caseworkerOutcomesPortal");
  const groups: { id: string; title: string; none: string; list: AlertList<unknown>; lines: AlertLine[] }[] = [
    {
      id: "no-contact",
      title: `No contact for ${NO_CONTACT_DAYS} days`,
      none: `Everyone on your caseload has had contact in the last ${NO_CONTACT_DAYS} days.`,
      list: alerts.noContact,
      lines: alerts.noContact.items.map((item) => ({
        key: item.candidateId,
        text: `${item.candidateName}: ${item.lastContact ? `last contact ${formatDate(item.lastContact, "short")}` : `no contact since joining your caseload on ${formatDate(item.since, "short")}`}`,
        href: record(item.candidateId),
        linkText: `Open ${item.candidateName}'s record`,
      })),
    },
    {
      id: "interviews",
      title: `Interviews in the next ${INTERVIEW_SOON_HOURS} hours`,
      none: `No interviews in the next ${INTERVIEW_SOON_HOURS} hours.`,
      list: alerts.interviews,
      lines: alerts.interviews.items.map((item) => ({
        key: item.appointmentId,
        text: `${item.candidateName}: ${item.title}, ${formatDateTime(item.startsAt)}`,
        href: record(item.candidateId, "#appointments"),
        linkText: `Prepare ${item.candidateName}`,
      })),
    },
    {
      id: "referrals",
      title: `Referrals waiting more than ${REFERRAL_WAIT_WORKING_DAYS} working days`,
      none: "No referral has waited that long for a caseworker.",
      list: alerts.referrals,
      lines: alerts.referrals.items.map((item) => ({
        key: item.referralId,
        text: `${item.personName}, referred by ${item.partnerName} on ${formatDate(item.referredAt, "short")}. An administrator assigns a caseworker.`,
        ...(mode === "portal" && item.candidateId ? { href: record(item.candidateId), linkText: `Open ${item.personName}'s record` } : {}),
      })),
    },
    {
      id: "first-contact",
      title: `Referrals not contacted within ${REFERRAL_CONTACT_WORKING_DAYS} working days`,
      none: "Every referral on your caseload has had its first contact in time.",
      list: alerts.firstContact,
      lines: alerts.firstContact.items.map((item) => ({
        key: item.referralId,
        text: `${item.candidateName}: referred by ${item.partnerName} on ${formatDate(item.referredAt, "short")}, first contact was due by ${formatDateTime(item.dueAt)}`,
        href: record(item.candidateId, "#reach"),
        linkText: `Contact ${item.candidateName}`,
      })),
    },
    {
      id: "releases",
      title: `Leaving custody within ${RELEASE_ALERT_DAYS} days, nothing booked`,
      none: `No one on your caseload leaves custody in the next ${RELEASE_ALERT_DAYS} days without an appointment.`,
      list: alerts.releases,
      lines: alerts.releases.items.map((item) => ({
        key: item.candidateId,
        text: `${item.candidateName}: expected release ${formatDate(item.releaseOn, "short")} (${releaseDaysPhrase(item.daysToGo)}), no appointment booked`,
        href: record(item.candidateId, "#reach"),
        linkText: `Plan ${item.candidateName}'s release`,
      })),
    },
  ];
  if (alerts.enquiries) {
    groups.push({
      id: "enquiries",
      title: "Enquiries past their promised reply",
      none: "Every new enquiry is within its promised reply time.",
      list: alerts.enquiries,
      lines: alerts.enquiries.items.map((item) => ({
        key: item.enquiryId,
        text: `${item.name} (${formSourceLabels[item.formSource].toLowerCase()} enquiry), reply was due ${formatDateTime(item.dueAt)}`,
        href: `${areaPath("caseworkerEnquiriesPortal")}?status=new#enquiry-${item.enquiryId}`,
        linkText: `Answer ${item.name}'s enquiry`,
      })),
    });
  }
  groups.push({
    id: "outcomes",
    title: "In-work checks due",
    none: "No in-work check is due.",
    list: alerts.outcomes,
    lines: alerts.outcomes.items.map((item) => ({
      key: `${item.applicationId}-${item.checkpoint}`,
      text: `${item.candidateName}: ${outcomeCheckpointLabels[item.checkpoint]} check for ${item.jobTitle}, due ${formatDate(item.dueOn, "short")}`,
      href: `${outcomes}#start-${item.applicationId}`,
      linkText: `Record ${item.candidateName}'s check`,
    })),
  });
  groups.push({
    id: "mentor-requests",
    title: "Asked for a mentor",
    none: "No one on your caseload is waiting for a mentor.",
    list: alerts.mentorRequests,
    lines: alerts.mentorRequests.items.map((item) => ({
      key: item.supportActionId,
      text: `${item.candidateName} asked for a mentor on ${formatDate(item.askedAt, "short")}`,
      href: record(item.candidateId, "#mentoring"),
      linkText: `Answer ${item.candidateName}'s request`,
    })),
  });
  return groups;
}

export function AlertLines({ lines, total, none }: { lines: AlertLine[]; total: number; none: string }) {
  if (lines.length === 0) return <p>{none}</p>;
  return (
    <ul className="mt-1 space-y-2">
      {lines.map((line) => (
        <li key={line.key} className="break-words">
          {line.text}
          {line.href ? (
            <>
              {" "}
              <Link to={line.href} className={textLinkClasses}>
                {line.linkText}
              </Link>
            </>
          ) : null}
        </li>
      ))}
      {total > lines.length ? <li>and {countPhrase(total - lines.length, "more", "more")}</li> : null}
    </ul>
  );
}

export function alertCountSentence(total: number): string {
  return total === 0 ? "Nothing needs your attention." : `${capitalise(countPhrase(total, "alert"))} need${total === 1 ? "s" : ""} your attention.`;
}

/** /dashboard/caseworker(portal)/alerts: every alert, each linked to where it is resolved. */
export function AlertsPage({ mode, alerts }: { mode: PageMode; alerts: CaseworkerAlerts }) {
  const groups = alertGroups(mode, alerts);
  return (
    <>
      <CaseworkerPageHeader mode={mode} lead={<p>{alertCountSentence(alertTotal(alerts))} Each alert links to where you can deal with it.</p>} />
      {groups.map((group, index) => (
        <DashboardSection key={group.id} id={group.id} title={`${group.title} (${group.list.total === 0 ? "none" : group.list.total.toLocaleString("en-GB")})`} tone={index % 2 ? "tinted" : "plain"}>
          <div className="max-w-4xl">
            <AlertLines lines={group.lines} total={group.list.total} none={group.none} />
          </div>
        </DashboardSection>
      ))}
    </>
  );
}
