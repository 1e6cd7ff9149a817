import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useLocation } from "react-router";
import { Button, useSubmitting } from "~/components/ui/button";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { ButtonForm } from "~/components/ui/button-form";
import { Checkbox, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SchemaForm } from "~/components/ui/schema-form";
import { Table } from "~/components/ui/table";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DashboardHeader, DashboardSection } from "~/features/dashboards/components/dashboard-header";
import { DemoRefusalNotice, type DemoRefusal } from "~/features/dashboards/components/demo-refusal";
import { EmptyState } from "~/features/dashboards/components/summary-parts";
import { formatDate } from "~/lib/dates";
import type { OrganisationSettings } from "../organisation-settings.server";
import { inviteMemberSchema, organisationSettingsSchema } from "../organisation-settings-form";

type ActionData =
  | { result?: SubmissionResult<string[]>; saved?: boolean; inviteResult?: SubmissionResult<string[]>; membersDone?: string; membersError?: string; confirmRemove?: { userId: string; name: string } }
  | DemoRefusal
  | undefined;

/** The employer's organisation: its details and fair-chance commitments (editable) and its members. */
export function OrganisationSettingsView({ mode, settings }: { mode: "demo" | "portal"; settings: OrganisationSettings | null }) {
  return (
    <>
      <DashboardHeader eyebrow={mode === "demo" ? "Demonstration" : "Employer"} title="Settings" lead={<p>Your organisation's details, its commitments and who can act for it.</p>} />
      {mode === "demo" ? <DemoRefusalNotice /> : null}
      {settings === null ? (
        <DashboardSection id="organisation" title="Your organisation">
          <EmptyState>
            <p>Your account is not linked to an employer organisation yet.</p>
            <p className="mt-2">Our team links it once your organisation has been approved. You can then change its details here.</p>
          </EmptyState>
        </DashboardSection>
      ) : (
        <>
          <DashboardSection id="organisation" title={settings.name}>
            <SettingsForm settings={settings} />
          </DashboardSection>
          <MembersSection settings={settings} demo={mode === "demo"} />
        </>
      )}
    </>
  );
}

function SettingsForm({ settings }: { settings: OrganisationSettings }) {
  const actionData = useActionData<ActionData>();
  const refused = actionData && "demoRefused" in actionData ? actionData.values : undefined;
  const kit = useSchemaForm({
    id: "organisation-settings",
    schema: organisationSettingsSchema,
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: refused ?? settings.values,
  });
  const { fields } = kit;
  const saved = actionData && "saved" in actionData && actionData.saved;
  return (
    <SchemaForm kit={kit} summary={["sector", "town", "contactName", "ownRetentionPercent"]} method="post" aria-label="Your organisation's details" className="max-w-3xl space-y-6">
      {saved ? <Notice focusOn={actionData}>Your organisation's details have been saved.</Notice> : null}
      <input type="hidden" name="intent" value="save" />
      <TextField label="Sector" optional meta={fields.sector} width="md" />
      <TextField label="Town or city" optional meta={fields.town} width="md" />
      <TextField label="Contact name" optional hint="Who candidates' caseworkers may ask for." meta={fields.contactName} width="md" />
      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold text-ink">Fair-chance commitments</legend>
        <Checkbox label="We have signed up to Ban the Box" meta={fields.banTheBox} />
        <Checkbox label="We are a Disability Confident employer" meta={fields.disabilityConfident} />
        <Checkbox label="We pay at least the real Living Wage" meta={fields.realLivingWage} />
      </fieldset>
      <TextField
        label="Your own one-year retention rate (%)"
        optional
        hint="Of the people you hire for similar roles in the usual way, the share still with you after a year. Your social value page compares it with the people you hired through us."
        meta={fields.ownRetentionPercent}
        inputMode="numeric"
        width="short"
      />
      <Button ref={kit.submitButton} type="submit" data-submitting-label="Saving...">
        Save details
      </Button>
    </SchemaForm>
  );
}

type Member = OrganisationSettings["members"][number];

/** Who can act for the organisation; an owner also invites people by email, withdraws invitations and removes members. */
function MembersSection({ settings, demo }: { settings: OrganisationSettings; demo: boolean }) {
  const actionData = useActionData<ActionData>();
  const outcome = actionData && !("demoRefused" in actionData) ? actionData : undefined;
  const removing = useSubmitting("remove-member");
  const revoking = useSubmitting("revoke-invitation");
  const choosing = useSubmitting("application-notices");
  return (
    <DashboardSection
      id="members"
      title="Members"
      intro={<p>A member who hears of new applications also hears candidates' answers to interview times. Whoever offered an interview's times always hears the answer.</p>}
    >
      {outcome?.membersDone ? (
        <Notice focusOn={outcome} className="mb-6 max-w-3xl">
          {outcome.membersDone}
        </Notice>
      ) : null}
      {outcome?.membersError ? (
        <Notice tone="error" focusOn={outcome} className="mb-6 max-w-3xl">
          {outcome.membersError}
        </Notice>
      ) : null}
      {outcome?.confirmRemove ? <ConfirmRemoval member={outcome.confirmRemove} /> : null}
      {settings.members.length === 0 ? (
        <EmptyState>Demonstration organisations have no members.</EmptyState>
      ) : (
        <Table
          caption="People who can act for your organisation"
          rowKey={(member) => member.userId}
          rows={settings.members}
          columns={[
            { header: "Name", rowHeader: true, cell: (member) => (member.isYou ? `${member.name} (you)` : member.name) },
            { header: "Email address", cell: (member) => member.email },
            { header: "Role", cell: (member) => (member.role === "owner" ? "Owner" : "Member") },
            {
              header: "Hears of new applications",
              cell: (member: Member) =>
                settings.viewerIsOwner ? (
                  <div className="flex flex-wrap items-center gap-3">
                    <span>{member.hearsOfApplications ? "Yes" : "No"}</span>
                    <ButtonForm
                      label={`${member.hearsOfApplications ? "Stop telling" : "Tell"} ${member.name} of new applications`}
                      values={{ intent: "application-notices", userId: member.userId, hears: member.hearsOfApplications ? "no" : "yes" }}
                    >
                      <Button type="submit" data-submitting-label="Saving..." variant="outline" disabled={choosing}>
                        {member.hearsOfApplications ? "Stop telling" : "Tell"}
                        <span className="sr-only"> {member.name} of new applications</span>
                      </Button>
                    </ButtonForm>
                  </div>
                ) : member.hearsOfApplications ? (
                  "Yes"
                ) : (
                  "No"
                ),
            },
            ...(settings.viewerIsOwner
              ? [
                  {
                    header: "Action",
                    // An owner cannot remove themselves (leaving goes through our team), so their own row has no button.
                    cell: (member: Member) =>
                      member.isYou ? (
                        <span className="text-ink-soft">None</span>
                      ) : (
                        <ButtonForm label={`Remove ${member.name}, ${member.email}`} values={{ intent: "remove-member", userId: member.userId }}>
                          <Button type="submit" data-submitting-label="Removing..." variant="danger-outline" disabled={removing}>
                            Remove<span className="sr-only"> {member.name}</span>
                          </Button>
                        </ButtonForm>
                      ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {settings.viewerIsOwner ? (
        <>
          <InviteForm />
          <h3 className="mt-10 text-xl font-bold">Invitations waiting to be accepted</h3>
          {settings.invitations.length === 0 ? (
            <p className="mt-2 text-ink-soft">There are no invitations waiting.</p>
          ) : (
            <Table
              caption="Invitations sent and not yet accepted"
              rowKey={(invitation) => invitation.id}
              rows={settings.invitations}
              columns={[
                { header: "Email address", rowHeader: true, cell: (invitation) => invitation.email },
                { header: "Link works until", cell: (invitation) => formatDate(invitation.expiresAt) },
                {
                  header: "Action",
                  cell: (invitation) => (
                    <ButtonForm label={`Withdraw the invitation to ${invitation.email}`} values={{ intent: "revoke-invitation", invitationId: invitation.id }}>
                      <Button type="submit" data-submitting-label="Withdrawing..." variant="danger-outline" disabled={revoking}>
                        Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
                      </Button>
                    </ButtonForm>
                  ),
                },
              ]}
            />
          )}
        </>
      ) : demo ? (
        <InviteForm />
      ) : settings.members.length > 0 ? (
        <p className="mt-4 max-w-3xl">Only an owner of your organisation can invite or remove members.</p>
      ) : null}
    </DashboardSection>
  );
}

function InviteForm() {
  const actionData = useActionData<ActionData>();
  const lastResult = actionData && "inviteResult" in actionData ? actionData.inviteResult : undefined;
  const kit = useSchemaForm({
    id: "invite-member",
    schema: inviteMemberSchema,
    lastResult,
    defaultValue: { email: actionData && "demoRefused" in actionData ? (actionData.values.email ?? "") : "" },
  });
  const inviting = useSubmitting("invite");
  // The heading and its explanation stand above the form, so the error summary comes after them as before.
  return (
    <div className="mt-10 max-w-2xl space-y-6">
      <h3 id="invite-member-heading" className="text-xl font-bold">
        Invite someone
      </h3>
      <p>We email them a link that works for 7 days. They join as a member when they open it signed in to an employer account with that email address.</p>
      <SchemaForm kit={kit} summary={["email"]} method="post" aria-labelledby="invite-member-heading" className="space-y-6">
        <input type="hidden" name="intent" value="invite" />
        <TextField label="Email address" type="email" autoComplete="off" meta={kit.fields.email} width="md" />
        <Button ref={kit.submitButton} type="submit" data-submitting-label="Sending..." disabled={inviting}>
          {inviting ? "Sending..." : "Send invitation"}
        </Button>
      </SchemaForm>
    </div>
  );
}

/** Asked after the first press of Remove: what removing means, and a way back. */
function ConfirmRemoval({ member }: { member: { userId: string; name: string } }) {
  const removing = useSubmitting("remove-member");
  const { pathname } = useLocation();
  return (
    <ConfirmPanel
      id="confirm-removal-heading"
      level="h3"
      question={`Remove ${member.name} from your organisation?`}
      consequence="They will no longer be able to act for your organisation or see its pages. To come back, they would need a new invitation."
      cancelTo={`${pathname}#members`}
      focusOn={member}
      className="mb-6 max-w-3xl p-5"
    >
      <ButtonForm label={`Yes, remove ${member.name}`} values={{ intent: "remove-member", userId: member.userId, confirmed: "yes" }}>
        <Button type="submit" data-submitting-label="Removing..." variant="danger" disabled={removing}>
          Yes, remove {member.name}
        </Button>
      </ButtonForm>
    </ConfirmPanel>
  );
}
