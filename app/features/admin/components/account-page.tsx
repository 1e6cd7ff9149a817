import { ArrowLeft } from "lucide-react";
import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { useNavigation } from "react-router";
import { Link } from "~/components/ui/router-link";
import { adminRoles, roleWord, type AccountRow } from "../account-rules";
import { describeActivity, type ActivityActor } from "../activity";
import { Select } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { formatDate, formatDateTime } from "~/lib/dates";
import { roleLabel, statusLabel } from "~/features/dashboards/labels";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { DetailItem } from "~/features/dashboards/components/detail-item";
import { areaPath } from "~/features/dashboards/areas";
import type { CaseworkerAssignment } from "~/features/candidates/assignment.server";
import { hasRole } from "~/features/auth/roles";
import { ActionForm, ConfirmAdminAction, type Confirmation } from "./admin-action-form";
import { CaseworkerSection } from "./caseworker-section";
import { OrganisationFinderPanel, type OrganisationFinder } from "./organisation-finder-panel";

export type ManagedAccount = AccountRow & { signedIn: number; banReason: string | null };

export type LinkedOrganisation = { id: string; name: string; role: string };

export type ActivityEntry = { event: string; detail: Record<string, unknown>; at: string; by: ActivityActor };

type Props = {
  account: ManagedAccount;
  activity: ActivityEntry[];
  isSelf: boolean;
  done: string | null;
  error: string | null;
  confirmation: Confirmation | null;
  organisations: LinkedOrganisation[];
  /** What was typed in the new organisation's name box, when the name was refused. */
  organisationTyped?: string;
  /** For employer and partner accounts. */
  organisationFinder?: OrganisationFinder | null;
  /** A candidate's caseworker, and who could be (null for other roles). */
  assignment?: CaseworkerAssignment | null;
};

const doneMessages: Record<string, string> = {
  approve: "Account approved. We have emailed them to say so and to ask them to set up two-step sign-in.",
  reject: "Account rejected. They have been signed out and we have emailed them.",
  "set-role": "Role changed. They have been signed out everywhere, and have the new role when they sign in again.",
  suspend: "Account suspended. They have been signed out everywhere.",
  unsuspend: "Account unsuspended. They can sign in again.",
  "revoke-sessions": "They have been signed out everywhere.",
  "join-organisation": "Account joined to the organisation. Their dashboard now shows the organisation's information.",
  "create-organisation": "Organisation added, with this account as its first member. Their dashboard now shows the organisation's information.",
  "assign-caseworker": "Caseworker assigned. The person is now on their caseload.",
};

/** /dashboard/admin/users/:id: one account, and every action an administrator can take on it. */
export function AdminAccount({ account, activity, isSelf, done, error, confirmation, organisations, organisationTyped, organisationFinder, assignment }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const doneMessage = done && Object.hasOwn(doneMessages, done) ? doneMessages[done] : null;
  const organisationForm = hasRole(account, "employer", "partner");
  // A refused organisation name is shown in its own form (summary and field), not again at the top.
  // Made once per answer: a new object each render would be taken for a new refusal.
  const organisationRefusal = useMemo<SubmissionResult<string[]> | undefined>(
    () =>
      organisationForm && error && organisationTyped !== undefined
        ? { status: "error", initialValue: { organisation: organisationTyped }, error: { organisation: [error] }, state: { validated: { organisation: true } } }
        : undefined,
    [organisationForm, error, organisationTyped],
  );

  return (
    <>
      <DashboardHeader eyebrow="Manage account" title={account.name} lead={<p className="break-all">{account.email}</p>} />
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
        <Link to={areaPath("adminAccounts")} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to all accounts
        </Link>
        {/* An empty live region is in the page from the start, so the message put in it later is announced. */}
        <div role="status">
          {doneMessage && !error && !confirmation ? (
            <Notice announce={false} className="mt-4 max-w-3xl font-semibold">
              {doneMessage}
            </Notice>
          ) : null}
        </div>
        {error && !organisationRefusal ? (
          <Notice tone="error" className="mt-4 max-w-3xl">
            {error}
          </Notice>
        ) : null}
      </div>

      {confirmation ? <ConfirmAdminAction confirmation={confirmation} busy={busy} accountId={account.id} /> : null}

      <DashboardSection id="details" title="Details">
        <dl className="grid max-w-4xl gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          <DetailItem term="Role" value={roleLabel(account.role)} />
          <DetailItem term="Status" value={statusLabel(account.status)} />
          <DetailItem term="Email verified" value={account.emailVerified ? "Yes" : "No"} />
          <DetailItem term="Two-step sign-in" value={account.twoFactorEnabled ? "On" : "Off"} />
          <DetailItem term="Created" value={formatDate(account.createdAt, "short")} />
          <DetailItem
            term="Signed in on"
            value={account.signedIn === 1 ? "1 device" : `${account.signedIn} devices`}
          />
          {account.status === "suspended" && account.banReason ? <DetailItem term="Why suspended" value={account.banReason} /> : null}
        </dl>
      </DashboardSection>

      {confirmation ? null : (
        <>
          {account.status === "awaiting_approval" && hasRole(account, "employer", "partner") ? (
            <DashboardSection
              id="approval"
              title="Approval"
              tone="tinted"
              intro={`This ${roleWord(account.role)} account cannot see anyone else's information until you approve it. Check who they are first, for example by calling the organisation on a number you found yourself.`}
            >
              <div className="flex flex-wrap gap-3">
                <ActionForm id="admin-approve" intent="approve" label="Approve this account" busy={busy} />
                <ActionForm id="admin-reject" intent="reject" label="Reject this account" variant="danger-outline" busy={busy} />
              </div>
            </DashboardSection>
          ) : null}

          {organisationForm ? (
            <DashboardSection
              id="organisation"
              title="Organisation"
              intro={`The organisation this ${roleWord(account.role)} account acts for. Its dashboard shows that organisation's roles, referrals and people, and nothing until it is linked.`}
            >
              {organisations.length > 0 ? (
                <ul className="mb-4 max-w-3xl list-disc space-y-1 pl-6">
                  {organisations.map((organisation) => (
                    <li key={organisation.id}>
                      <span className="font-semibold">{organisation.name}</span>
                      {organisation.role === "owner" ? " (first member)" : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mb-4 max-w-3xl text-ink-soft">Not linked to an organisation yet.</p>
              )}
              {organisationFinder ? (
                <OrganisationFinderPanel
                  accountId={account.id}
                  kind={hasRole(account, "partner") ? "partner" : "employer"}
                  finder={organisationFinder}
                  busy={busy}
                  refusal={organisationRefusal}
                />
              ) : null}
            </DashboardSection>
          ) : null}

          {assignment ? <CaseworkerSection assignment={assignment} busy={busy} /> : null}

          <DashboardSection id="role" title="Role">
            {isSelf ? (
              <p className="max-w-3xl text-ink-soft">
                You cannot change your own role, so that there is always an administrator. Another administrator can change it.
              </p>
            ) : (
              <ActionForm id="admin-set-role" intent="set-role" className="flex max-w-xl flex-wrap items-end gap-3" label="Change role" variant="outline" busy={busy}>
                {(fields) => (
                  <Select
                    className="min-w-48 flex-1"
                    label="New role"
                    hint="Only an administrator can make someone a caseworker or an administrator."
                    meta={fields.role}
                    defaultValue={account.role}
                    choices={adminRoles.map((role) => ({ value: role, label: roleLabel(role) }))}
                  />
                )}
              </ActionForm>
            )}
          </DashboardSection>

          <DashboardSection id="suspension" title="Suspension" tone="tinted">
            {account.status === "suspended" ? (
              <>
                <p className="mb-4 max-w-3xl text-ink-soft">This account is suspended: it cannot sign in.</p>
                <ActionForm id="admin-unsuspend" intent="unsuspend" label="Unsuspend this account" variant="outline" busy={busy} />
              </>
            ) : isSelf ? (
              <p className="max-w-3xl text-ink-soft">You cannot suspend your own account.</p>
            ) : (
              <>
                <p className="mb-4 max-w-3xl text-ink-soft">
                  A suspended account is signed out everywhere and cannot sign in until you unsuspend it.
                </p>
                <ActionForm id="admin-suspend" intent="suspend" label="Suspend this account" variant="danger-outline" busy={busy} />
              </>
            )}
          </DashboardSection>

          <DashboardSection id="sessions" title="Signed-in devices">
            <p className="mb-4 max-w-3xl text-ink-soft">
              {isSelf
                ? "Sign yourself out on every device, including this one. To sign out of one device only, use your account page."
                : "Sign this person out on every device, for example if they have lost a phone or think someone else knows their password."}
            </p>
            <ActionForm id="admin-revoke-sessions" intent="revoke-sessions" label="Sign out everywhere" variant="danger-outline" busy={busy} />
          </DashboardSection>
        </>
      )}

      <DashboardSection
        id="activity"
        title="Recent activity"
        tone="tinted"
        intro="What has happened to this account, newest first, from the audit trail."
      >
        {activity.length === 0 ? (
          <p className="text-ink-soft">Nothing has been recorded for this account yet.</p>
        ) : (
          <ol className="max-w-3xl divide-y divide-line rounded-xl border border-line bg-white">
            {activity.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-4">
                <time dateTime={entry.at} className="shrink-0 text-ink-soft sm:w-48">
                  {formatDateTime(entry.at)}
                </time>
                <span>
                  <span className="font-semibold">{describeActivity(entry.event, entry.detail)}</span>
                  <span className="text-ink-soft"> · {byWhom(entry.by)}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </DashboardSection>
    </>
  );
}

function byWhom(by: ActivityActor): string {
  if (by.kind === "self") return "by them";
  if (by.kind === "service") return "by the service";
  return `by ${by.name}`;
}
