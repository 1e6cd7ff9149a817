import { appointmentModeLabels, appointmentWhen } from "~/features/appointments/labels";
import type { AppointmentItem, CaseloadAppointmentAlert } from "~/features/appointments/appointments.server";
import { formatDate, formatDateTime } from "~/lib/dates";
import { CountTable, EmptyState, Figure, SummaryCard, SummaryGrid, CardsSkeleton } from "~/features/dashboards/components/summary-parts";
import { readinessStatusLabels } from "~/features/readiness/labels";
import { capitalise, countPhrase } from "~/lib/counts";
import { INTERVIEW_ALERT_DAYS, MISSED_DAYS } from "../alert-windows";
import type { CaseworkerSummary } from "../caseworker-summary.server";

/** The caseworker home's summary: caseload, today's and the next appointments, alerts and messages. */
export function CaseworkerSummaryView({ summary }: { summary: CaseworkerSummary }) {
  const { missedAppointments, overdueActions, interviews } = summary.alerts;
  const alertCount = missedAppointments.total + overdueActions.total + interviews.total;
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
      </SummaryCard>

      <SummaryCard id="alerts" title="Alerts" wide>
        <p className="text-ink">{alertCount === 0 ? "Nothing needs your attention." : `${capitalise(countPhrase(alertCount, "alert"))} need${alertCount === 1 ? "s" : ""} your attention.`}</p>
        <AlertList
          title={`Did not attend in the last ${MISSED_DAYS} days`}
          none="No one missed an appointment."
          total={missedAppointments.total}
          items={missedAppointments.items.map(alertLine)}
        />
        <AlertList
          title="Overdue support actions"
          none="No support actions are overdue."
          total={overdueActions.total}
          items={overdueActions.items.map((action) => ({ key: action.id, text: `${action.candidateName}: ${action.title}, due ${formatDate(action.dueOn, "short")}` }))}
        />
        <AlertList
          title={`Interviews in the next ${INTERVIEW_ALERT_DAYS} days`}
          none="No interviews are coming up."
          total={interviews.total}
          items={interviews.items.map(alertLine)}
        />
      </SummaryCard>

      <SummaryCard id="messages" title="Messages">
        <Figure value={summary.unreadMessages}>You have {countPhrase(summary.unreadMessages, "unread message")}.</Figure>
      </SummaryCard>
    </SummaryGrid>
  );
}

export function CaseworkerSummarySkeleton() {
  return <CardsSkeleton cards={[5, 5, 7, 1]} />;
}

function alertLine(alert: CaseloadAppointmentAlert) {
  return { key: alert.id, text: `${alert.candidateName}: ${alert.title}, ${formatDateTime(alert.startsAt)}` };
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

function AlertList({ title, none, items, total: count }: { title: string; none: string; items: { key: string; text: string }[]; total: number }) {
  return (
    <div>
      <h4 className="font-semibold text-ink">
        {title} ({count === 0 ? "none" : count.toLocaleString("en-GB")})
      </h4>
      {items.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {items.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
          {count > items.length ? <li>and {countPhrase(count - items.length, "more", "more")}</li> : null}
        </ul>
      )}
    </div>
  );
}
