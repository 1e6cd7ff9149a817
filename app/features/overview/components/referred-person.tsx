import { Link } from "~/components/ui/router-link";
import { Table } from "~/components/ui/table";
import { availabilityLabels } from "~/features/candidates/profile";
import { appointmentModeLabels, appointmentWhen } from "~/features/appointments/labels";
import { DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import { readinessItemLabels, readinessItemStatusLabels, readinessStatusLabels } from "~/features/readiness/labels";
import { formatDate } from "~/lib/dates";
import { partnerVisibilityLabels, referralStatusLabels } from "~/features/referrals/labels";
import type { PersonPage, PersonPageKind, PersonSupportAction } from "../referred-person.server";
import { PartnerPage, usePartnerArea } from "~/features/dashboards/components/partner-page";
import { ReferralDetailsList } from "~/features/referrals/components/referral-details";

const pageTitles: Record<PersonPageKind, (name: string) => string> = {
  profile: (name) => name,
  progress: (name) => `${name}: progress`,
  diary: (name) => `${name}: diary`,
};

/** One of a referred person's pages (profile, progress or diary), each only as far as they agreed. */
export function ReferredPersonView({ data }: { data: PersonPage }) {
  const { person } = data;
  return (
    <PartnerPage
      title={pageTitles[data.page](person.personName)}
      lead={<p>Referred by {person.referredByName} on {formatDate(person.referredAt)}. Referral status: {referralStatusLabels[person.status].toLowerCase()}.</p>}
    >
      <PersonNav page={data.page} candidateId={person.candidateId} />
      {data.page === "profile" ? (
        <>
          <DashboardSection id="their-profile" title="Their profile">
            {data.allowed ? data.profile ? <ProfileDetails profile={data.profile} /> : <EmptyState>There is no profile to show yet.</EmptyState> : <NotShared name={person.personName} page="profile" />}
          </DashboardSection>
          <DashboardSection id="their-referral" title="Your referral" tone="tinted" intro={<p>What your organisation told us, and what the person agreed to.</p>}>
            <ReferralDetailsList details={person.details} personName={person.personName} />
          </DashboardSection>
        </>
      ) : null}
      {data.page === "progress" ? (
        <DashboardSection id="their-progress" title="Their progress">
          {data.allowed && data.progress ? <Progress {...data.progress} /> : <NotShared name={person.personName} page="progress" />}
        </DashboardSection>
      ) : null}
      {data.page === "diary" ? (
        <DashboardSection id="their-diary" title="Their diary">
          {data.allowed && data.diary ? <DiaryView diary={data.diary} /> : <NotShared name={person.personName} page="diary" />}
        </DashboardSection>
      ) : null}
    </PartnerPage>
  );
}

function PersonNav({ page, candidateId }: { page: PersonPageKind; candidateId: string }) {
  const path = usePartnerArea();
  const links: { page: PersonPageKind; to: string }[] = [
    { page: "profile", to: path("person", { candidateId }) },
    { page: "progress", to: path("personProgress", { candidateId }) },
    { page: "diary", to: path("personDiary", { candidateId }) },
  ];
  return (
    <nav aria-label="This person's pages" className="border-b border-line bg-white">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <li>
          <Link to={path("referrals")} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
            All referrals
          </Link>
        </li>
        {links.map((link) => (
          <li key={link.page}>
            <Link
              to={link.to}
              aria-current={link.page === page ? "page" : undefined}
              className={`inline-flex min-h-11 items-center font-semibold underline-offset-4 ${link.page === page ? "text-ink no-underline" : "text-brand-800 underline"}`}
            >
              {partnerVisibilityLabels[link.page].page}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const notSharedWords: Record<PersonPageKind, string> = {
  profile: "their profile",
  progress: "their progress (readiness checklist and support actions)",
  diary: "their diary",
};

/** What a partner sees instead of a page the person did not agree to share. */
function NotShared({ name, page }: { name: string; page: PersonPageKind }) {
  return (
    <EmptyState>
      <p className="font-semibold">
        {name} did not agree to share {notSharedWords[page]} with your organisation.
      </p>
      <p className="mt-2">We only show what a person agreed to when they were referred. If they change their mind, their caseworker updates it.</p>
    </EmptyState>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="mt-0.5 break-words text-ink-soft">{value}</dd>
    </div>
  );
}

function ProfileDetails({ profile }: { profile: NonNullable<Extract<PersonPage, { page: "profile" }>["profile"]> }) {
  const travel = [profile.travelArea, profile.travelMiles !== null ? `up to ${profile.travelMiles} miles` : null].filter(Boolean).join(", ");
  return (
    <dl className="grid max-w-4xl gap-4 sm:grid-cols-2">
      <Detail term="Town or city" value={profile.town ?? "Not given"} />
      <Detail term="Where they can travel" value={travel || "Not given"} />
      <Detail term="When they can work" value={profile.availability ? availabilityLabels[profile.availability] : "Not given"} />
      <Detail term="Work they are interested in" value={profile.workInterests.length > 0 ? profile.workInterests.join(", ") : "Not given"} />
      <Detail term="Skills" value={profile.skills.length > 0 ? profile.skills.join(", ") : "Not given"} />
      <Detail term="Profile last changed" value={formatDate(profile.updatedAt)} />
    </dl>
  );
}

function actionStatus(action: PersonSupportAction, today: string): string {
  if (action.status === "done") return action.completedAt ? `Done on ${formatDate(action.completedAt, "short")}` : "Done";
  if (action.status === "cancelled") return "Cancelled";
  return action.dueOn && action.dueOn < today ? "Overdue" : "Open";
}

function Progress({ readiness, actions, today }: NonNullable<Extract<PersonPage, { page: "progress" }>["progress"]>) {
  return (
    <div className="space-y-8">
      {readiness ? (
        <>
          <p className="text-lg">
            Readiness: <strong>{readinessStatusLabels[readiness.status]}</strong>. {readiness.done} of {readiness.items.length} checklist items done.
          </p>
          <Table
            caption="Readiness checklist"
            rows={readiness.items}
            rowKey={(row) => row.item}
            columns={[
              { header: "Item", rowHeader: true, cell: (row) => readinessItemLabels[row.item] },
              { header: "Status", cell: (row) => readinessItemStatusLabels[row.status] },
            ]}
          />
        </>
      ) : (
        <EmptyState>There is no readiness checklist yet.</EmptyState>
      )}
      <div>
        <h3 className="text-xl font-semibold">Support actions</h3>
        {actions.length === 0 ? (
          <div className="mt-3">
            <EmptyState>There are no support actions yet.</EmptyState>
          </div>
        ) : (
          <div className="mt-3">
            <Table
              caption="Support actions, open ones first by due date"
              rows={actions}
              rowKey={(action) => action.id}
              columns={[
                { header: "Action", rowHeader: true, cell: (action) => action.title },
                { header: "Who", cell: (action) => action.ownerName ?? "Not given" },
                { header: "Due", className: "whitespace-nowrap", cell: (action) => (action.dueOn ? formatDate(action.dueOn, "short") : "No date") },
                {
                  header: "Status",
                  cell: (action) => {
                    const text = actionStatus(action, today);
                    return <span className={text === "Overdue" ? "font-semibold text-danger" : undefined}>{text}</span>;
                  },
                },
              ]}
            />
          </div>
        )}
      </div>
    </div>
  );
}

function DiaryView({ diary }: { diary: NonNullable<Extract<PersonPage, { page: "diary" }>["diary"]> }) {
  return (
    <div className="space-y-8">
      {diary.appointments.length === 0 ? (
        <EmptyState>No appointments from the last 90 days on.</EmptyState>
      ) : (
        <Table
          caption="Appointments from the last 90 days on, soonest first"
          rows={diary.appointments}
          rowKey={(appointment) => appointment.id}
          columns={[
            { header: "Appointment", rowHeader: true, cell: (appointment) => appointment.title },
            { header: "When", cell: (appointment) => appointmentWhen(appointment.startsAt, appointment.endsAt) },
            { header: "How", cell: (appointment) => appointmentModeLabels[appointment.mode] },
            { header: "Where", cell: (appointment) => appointment.location ?? "Not given" },
          ]}
        />
      )}
      <div>
        <h3 className="text-xl font-semibold">Their diary entries</h3>
        {diary.entries.length === 0 ? (
          <div className="mt-3">
            <EmptyState>No diary entries.</EmptyState>
          </div>
        ) : (
          <ul className="mt-3 space-y-3">
            {diary.entries.map((entry) => (
              <li key={entry.id} className="rounded-xl border border-line bg-white p-4">
                <p className="font-semibold text-ink">
                  {formatDate(entry.entryDate)}: {entry.title}
                </p>
                {entry.body ? <p className="mt-1 whitespace-pre-line text-ink-soft">{entry.body}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
