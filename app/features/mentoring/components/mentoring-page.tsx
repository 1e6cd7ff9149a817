import { SubmitButton } from "~/components/ui/button";
import { ButtonForm } from "~/components/ui/button-form";
import { Notice } from "~/components/ui/notice";
import { Table } from "~/components/ui/table";
import { appointmentModeLabels } from "~/features/appointments/labels";
import { CandidatePage, type PageMode } from "~/features/dashboards/components/candidate-page";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { DetailItem } from "~/features/dashboards/components/detail-item";
import { formatDate, formatTime } from "~/lib/dates";
import type { MentoringPageData } from "../candidate-mentoring.server";

export type MentoringActionData = { message: string; error: boolean } | { demoRefused: true; values: Record<string, string> } | undefined;

export function MentoringPage({ mode, mentor, sessions, requested, answer, today, actionData }: { mode: PageMode; today: string; actionData: MentoringActionData } & MentoringPageData) {
  const outcome = actionData && "message" in actionData ? actionData : null;
  const past = sessions.filter((session) => session.heldOn < today);
  const next = sessions.filter((session) => session.heldOn >= today);
  return (
    <CandidatePage mode={mode} lead="A mentor is someone outside our team who meets you regularly to talk about work and life. Many of our mentors have been through the justice system themselves.">
      <DashboardSection id="your-mentor" title="Your mentor">
        {mentor ? (
          <dl className="grid max-w-3xl gap-x-8 gap-y-4 sm:grid-cols-2">
            <DetailItem term="Name" value={mentor.mentorName} />
            <DetailItem term="Organisation" value={mentor.mentorOrganisation ?? "A volunteer"} />
            <DetailItem term="Mentoring since" value={formatDate(mentor.startedOn)} />
            <DetailItem term="Lived experience" value={mentor.livedExperience ? "Yes, they have chosen to share it" : "Not shared"} />
          </dl>
        ) : (
          <p className="max-w-3xl text-ink-soft">You do not have a mentor at the moment.</p>
        )}
      </DashboardSection>
      {mentor ? (
        <DashboardSection id="sessions" title="Sessions" tone="tinted">
          <div className="grid gap-8">
            <SessionTable caption="Your next sessions" empty="No upcoming session is booked." rows={next} />
            <SessionTable caption="Your past sessions, oldest first" empty="You have not had a session yet." rows={past} />
          </div>
        </DashboardSection>
      ) : null}
      <DashboardSection id="request" title="Ask for a mentor">
        {outcome ? (
          <Notice tone={outcome.error ? "error" : "success"} focusOn={outcome} className="mb-6 max-w-3xl">
            <p>{outcome.message}</p>
          </Notice>
        ) : null}
        {answer && !requested && !outcome ? (
          <p className="mb-6 max-w-3xl break-words">
            {answer.status === "done"
              ? `On ${formatDate(answer.on)} our team matched you with a mentor.`
              : `On ${formatDate(answer.on)} our team closed your request without a mentor${answer.reason ? `. Why: ${answer.reason}` : "."}`}
          </p>
        ) : null}
        {requested && !outcome ? (
          <p className="max-w-3xl">You have asked for a mentor. Our team will be in touch.</p>
        ) : (
          <ButtonForm label="Ask for a mentor" values={{ intent: "request-mentor" }} className="max-w-3xl">
            <p>{mentor ? "If your mentoring has stopped working for you, you can ask for a different mentor." : "Ask our team to find you a mentor. We will talk with you about who would suit you before we match you."}</p>
            <SubmitButton pendingLabel="Asking..." intent="request-mentor" className="mt-4">
              {mentor ? "Ask for a different mentor" : "Ask for a mentor"}
            </SubmitButton>
          </ButtonForm>
        )}
      </DashboardSection>
    </CandidatePage>
  );
}

function SessionTable({ caption, empty, rows }: { caption: string; empty: string; rows: MentoringPageData["sessions"] }) {
  if (rows.length === 0) return <p className="text-ink-soft">{empty}</p>;
  return (
    <Table
      caption={caption}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: "Date", rowHeader: true, cell: (row) => `${formatDate(row.heldOn)}${row.startsAt ? `, ${formatTime(row.startsAt)}` : ""}` },
        { header: "Length", cell: (row) => `${row.minutes} minutes` },
        { header: "How", cell: (row) => `${appointmentModeLabels[row.mode]}${row.location ? `: ${row.location}` : ""}` },
      ]}
    />
  );
}
