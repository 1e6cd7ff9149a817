import { Link } from "~/components/ui/router-link";
import { applicationStatusLabels } from "~/features/applications/labels";
import { appointmentModeLabels, appointmentWhen } from "~/features/appointments/labels";
import { formatDate } from "~/lib/dates";
import { CountTable, EmptyState, Figure, SummaryCard, SummaryGrid, CardsSkeleton } from "~/features/dashboards/components/summary-parts";
import { markedAutomatically, readinessItemLabels, readinessItemStatusLabels, readinessStatusLabels } from "~/features/readiness/labels";
import { countPhrase, total } from "~/lib/counts";
import type { CandidateSummary } from "../candidate-summary.server";

const linkClass = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";

/** The candidate home's summary: readiness, applications, appointments, messages and mentor. */
export function CandidateSummaryView({ summary }: { summary: CandidateSummary }) {
  return (
    <SummaryGrid>
      {summary.nextStep ? (
        // A whole row of its own, above the cards, so it is the first thing read.
        <section aria-labelledby="next-step-heading" className="min-w-0 rounded-xl border-2 border-brand-700 bg-white p-5 shadow-sm md:col-span-2 xl:col-span-3">
          <h3 id="next-step-heading" className="text-xl font-semibold text-ink">
            Your next step
          </h3>
          <p className="mt-3 text-lg text-ink">{summary.nextStep.text}</p>
          <p className="mt-3">
            <Link to={summary.nextStep.link.href} className={linkClass}>
              {summary.nextStep.link.label}
            </Link>
          </p>
        </section>
      ) : null}
      <ReadinessCard summary={summary} />
      <ApplicationsCard summary={summary} />
      <AppointmentsCard summary={summary} />
      <SummaryCard id="messages" title="Messages">
        <Figure value={summary.unreadMessages}>{sentence(countPhrase(summary.unreadMessages, "unread message"))}</Figure>
        {summary.messagesHref ? (
          <p>
            <Link to={summary.messagesHref} className={linkClass}>
              {summary.unreadMessages > 0 ? "Read your messages" : "Open your messages"}
            </Link>
          </p>
        ) : null}
      </SummaryCard>
      <MentorCard summary={summary} />
    </SummaryGrid>
  );
}

export function CandidateSummarySkeleton() {
  return <CardsSkeleton cards={[2, 5, 5, 4, 1, 3]} />;
}

function sentence(phrase: string): string {
  return `You have ${phrase}.`;
}

function ReadinessCard({ summary }: { summary: CandidateSummary }) {
  const readiness = summary.readiness;
  if (!readiness) {
    return (
      <SummaryCard id="readiness" title="Getting ready for work">
        <EmptyState>Your profile is not set up yet. It will be ready the next time you open this page.</EmptyState>
      </SummaryCard>
    );
  }
  const of = readiness.items.length;
  return (
    <SummaryCard id="readiness" title="Getting ready for work">
      <p>
        Status: <strong className="text-ink">{readinessStatusLabels[readiness.status]}</strong>
      </p>
      {readiness.reason ? (
        <p className="break-words">
          Why: {readiness.reason}
          {readiness.changedByName && readiness.changedAt ? ` (${readiness.changedByName}, ${formatDate(readiness.changedAt)})` : ""}
        </p>
      ) : null}
      <p className="text-ink">
        {readiness.done} of {of} checklist items done.
      </p>
      {/* The bar repeats the sentence above for sighted readers; the words carry the meaning. A native <progress>
          draws it: the Content Security Policy refuses inline styles, so a width set in a style attribute showed full. */}
      <progress
        aria-hidden="true"
        value={readiness.done}
        max={of}
        className="block h-3 w-full appearance-none overflow-hidden rounded-full border border-brand-700 bg-white [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-white [&::-webkit-progress-value]:bg-brand-700"
      />
      <ul className="space-y-1">
        {readiness.items.map((row) => (
          <li key={row.item} className="flex justify-between gap-4">
            <span>{readinessItemLabels[row.item]}</span>
            <span className={row.status === "done" ? "font-semibold text-ink" : ""}>
              {readinessItemStatusLabels[row.status]}
              {row.markedByService ? <span className="font-normal"> {markedAutomatically}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </SummaryCard>
  );
}

function ApplicationsCard({ summary }: { summary: CandidateSummary }) {
  const applied = total(summary.applicationCounts);
  return (
    <SummaryCard id="applications" title="Your applications">
      {applied === 0 ? (
        <EmptyState>
          <p>You have not applied for any jobs yet.</p>
          <p className="mt-2">
            <Link to="/jobs" className={linkClass}>
              Browse jobs from fair-chance employers
            </Link>{" "}
            or{" "}
            <Link to="/cv-builder" className={linkClass}>
              build your CV
            </Link>{" "}
            first.
          </p>
        </EmptyState>
      ) : (
        <>
          <Figure value={applied}>{sentence(countPhrase(applied, "application"))}</Figure>
          <CountTable
            caption="Your applications by status"
            heading="Status"
            rows={summary.applicationCounts.map((row) => ({ label: applicationStatusLabels[row.value], count: row.count }))}
          />
          <div>
            <h4 className="font-semibold text-ink">Most recent</h4>
            <ul className="mt-2 space-y-3">
              {summary.recentApplications.map((application) => (
                <li key={application.id}>
                  <p className="font-semibold text-ink">
                    {application.jobTitle}, {application.employerName}
                  </p>
                  <p>
                    {application.status === "applied" ? "" : `${applicationStatusLabels[application.status]}. `}Applied on {formatDate(application.appliedAt, "short")}.
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </SummaryCard>
  );
}

function AppointmentsCard({ summary }: { summary: CandidateSummary }) {
  return (
    <SummaryCard id="appointments" title="Your next appointments">
      {summary.nextAppointments.length === 0 ? (
        <EmptyState>You have no appointments booked. When your caseworker or an employer books one, it will appear here.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {summary.nextAppointments.map((appointment) => (
            <li key={appointment.id}>
              <p className="font-semibold text-ink">{appointment.title}</p>
              <p>{appointmentWhen(appointment.startsAt, appointment.endsAt)}</p>
              {/* A video link is one long word: it wraps rather than widening the card. */}
              <p className="wrap-anywhere">
                {appointmentModeLabels[appointment.mode]}
                {appointment.location ? `, ${appointment.location}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SummaryCard>
  );
}

function MentorCard({ summary }: { summary: CandidateSummary }) {
  const mentoring = summary.mentoring;
  return (
    <SummaryCard id="mentor" title="Your mentor">
      {!mentoring ? (
        <EmptyState>You do not have a mentor yet. A mentor is someone to talk to about work; ask your caseworker if you would like one.</EmptyState>
      ) : (
        <>
          <p className="text-ink">
            <strong>{mentoring.mentorName}</strong>
            {mentoring.mentorOrganisation ? `, ${mentoring.mentorOrganisation}` : ""}
          </p>
          {mentoring.livedExperience ? <p>Your mentor has lived experience of the justice system.</p> : null}
          <dl className="space-y-1">
            <div>
              <dt className="inline font-semibold text-ink">Next session: </dt>
              <dd className="inline">
                {mentoring.nextSession ? `${formatDate(mentoring.nextSession.heldOn, "short")}, ${appointmentModeLabels[mentoring.nextSession.mode].toLowerCase()}` : "not booked yet"}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold text-ink">Last session: </dt>
              <dd className="inline">{mentoring.lastSession ? formatDate(mentoring.lastSession.heldOn, "short") : "none yet"}</dd>
            </div>
          </dl>
        </>
      )}
    </SummaryCard>
  );
}
