import { appointmentModeLabels } from "~/features/appointments/labels";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { formatDate, formatTime } from "~/lib/dates";
import type { Mentee } from "../mentees.server";

/** On a partner's or employer's home: the people the member mentors, by first name, with their next sessions. */
export function MenteesSection({ mentees }: { mentees: Mentee[] }) {
  if (mentees.length === 0) return null;
  return (
    <DashboardSection id="people-you-mentor" title="People you mentor">
      <p className="mb-4 max-w-3xl">You see their first name and your sessions. Their caseworker books sessions and can tell you more if the person agrees.</p>
      <ul className="grid max-w-4xl gap-4 sm:grid-cols-2">
        {mentees.map((mentee) => (
          <li key={mentee.matchId} className="rounded-xl border border-line bg-white p-4">
            <h3 className="text-lg font-bold text-ink">{mentee.firstName}</h3>
            {mentee.sessions.length === 0 ? (
              <p className="mt-1">No sessions are booked yet.</p>
            ) : (
              <ul className="mt-2 space-y-1">
                {mentee.sessions.map((session) => (
                  <li key={session.id} className="break-words">
                    {formatDate(session.heldOn)}
                    {session.startsAt ? `, ${formatTime(session.startsAt)}` : ""}: {session.minutes} minutes, {appointmentModeLabels[session.mode].toLowerCase()}
                    {session.location ? `, ${session.location}` : ""}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
