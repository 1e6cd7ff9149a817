import { Link } from "~/components/ui/router-link";
import { textLinkClasses } from "~/components/ui/prose";
import { appointmentModeLabels, appointmentWhen } from "~/features/appointments/labels";
import type { AppointmentItem } from "~/features/appointments/appointments.server";
import { areaPath } from "~/features/dashboards/areas";
import { CountTable, EmptyState, Figure, SummaryCard, SummaryGrid, CardsSkeleton } from "~/features/dashboards/components/summary-parts";
import { readinessStatusLabels } from "~/features/readiness/labels";
import { capitalise, countPhrase } from "~/lib/counts";
import { alertTotal } from "~/features/candidates/alerts";
import type { CaseworkerSummary } from "../caseworker-summary.server";
import type { PageMode } from "~/features/dashboards/components/caseworker-page-header";
import { alertCountSentence, alertGroups, AlertLines } from "~/features/candidates/components/alerts-page";

/** The caseworker home's summary: caseload, today's and the next appointments, alerts, enquiries and messages. */
export function CaseworkerSummaryView({ summary, mode = "portal" }: { summary: CaseworkerSummary; mode?: PageMode }) {
  const alertCount = alertTotal(summary.alerts);
  const page = (demo: Parameters<typeof areaPath>[0], portal: Parameters<typeof areaPath>[0]) => areaPath(mode === "demo" ? demo : portal);
  return (
    <SummaryGrid>
      <SummaryCard id="caseload" title="Your caseload">
        {summary.caseloadSize === 0 ? (
          <EmptyState>No one is assigned to you yet. An administrator assigns people to caseworkers; they will appear here.</EmptyState>
        ) : (
          <>
            <Figure value={summary.caseloadSize}>You support {countPhrase(summary.caseloadSize, "person", "people")}.</Figure>
            <CountTable
              caption="Your caseload by readiness"
              heading="Readiness"
              rows={summary.readiness.map((row) => ({ label: readinessStatusLabels[row.value], count: row.count }))}
            />
          </>
        )}
        <p>
          <Link to={page("caseworkerCaseloadDemo", "caseworkerCaseloadPortal")} className={textLinkClasses}>
            Open your caseload
          </Link>
        </p>
      </SummaryCard>

      <SummaryCard id="today" title="Today's appointments">
        {summary.todaysAppointments.length === 0 ? (
          <EmptyState>You have no appointments today.</EmptyState>
        ) : (
          <AppointmentList appointments={summary.todaysAppointments} timeOnly />
        )}
        <h4 className="font-semibold text-ink">Coming up</h4>
        {summary.nextAppointments.length === 0 ? (
          <p>No later appointments are booked.</p>
        ) : (
          <AppointmentList appointments={summary.nextAppointments} />
        )}
        <p>
          <Link to={page("caseworkerCalendarDemo", "caseworkerCalendarPortal")} className={textLinkClasses}>
            Open your calendar
          </Link>
        </p>
      </SummaryCard>

      <SummaryCard id="alerts" title="Alerts" wide>
        <p className="text-ink">{alertCountSentence(alertCount)}</p>
        {alertGroups(mode, summary.alerts).map((group) => (
          <div key={group.id}>
            <h4 className="font-semibold text-ink">
              {group.title} ({group.list.total === 0 ? "none" : group.list.total.toLocaleString("en-GB")})
            </h4>
            <AlertLines lines={group.lines} total={group.list.total} none={group.none} />
          </div>
        ))}
        <p>
          <Link to={page("caseworkerAlertsDemo", "caseworkerAlertsPortal")} className={textLinkClasses}>
            See every alert
          </Link>
        </p>
      </SummaryCard>

      {summary.enquiries ? (
        <SummaryCard id="enquiries" title="Enquiries waiting">
          <Figure value={summary.enquiries.waiting}>
            {summary.enquiries.waiting === 0 ? "No call-back enquiry is waiting." : `${capitalise(countPhrase(summary.enquiries.waiting, "enquiry", "enquiries"))} waiting for a call back`}
            {summary.enquiries.overdue > 0 ? `, ${countPhrase(summary.enquiries.overdue, "past its", "past their")} promised reply.` : summary.enquiries.waiting > 0 ? "." : ""}
          </Figure>
          <p>
            <Link to={`${areaPath("caseworkerEnquiriesPortal")}?status=new`} className={textLinkClasses}>
              Open the enquiries
            </Link>
          </p>
        </SummaryCard>
      ) : null}

      <SummaryCard id="messages" title="Messages">
        <Figure value={summary.unreadMessages}>You have {countPhrase(summary.unreadMessages, "unread message")}.</Figure>
        <p>
          <Link to={summary.messagesHref ?? page("caseworkerMessagesDemo", "caseworkerMessagesPortal")} className={textLinkClasses}>
            {summary.unreadMessages > 0 ? "Read your messages" : "Open your messages"}
          </Link>
        </p>
      </SummaryCard>
    </SummaryGrid>
  );
}

export function CaseworkerSummarySkeleton() {
  return <CardsSkeleton cards={[5, 5, 7, 2, 1]} />;
}

function AppointmentList({ appointments, timeOnly = false }: { appointments: AppointmentItem[]; timeOnly?: boolean }) {
  return (
    <ul className="space-y-3">
      {appointments.map((appointment) => (
        <li key={appointment.id}>
          <p className="font-semibold text-ink">{appointmentWhen(appointment.startsAt, appointment.endsAt, { timeOnly })}</p>
          <p>
            {appointment.candidateName}: {appointment.title} ({appointmentModeLabels[appointment.mode].toLowerCase()})
          </p>
        </li>
      ))}
    </ul>
  );
}
